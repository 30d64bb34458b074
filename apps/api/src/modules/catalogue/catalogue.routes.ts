import {
  categoriesResponseSchema,
  courseDetailResponseSchema,
  courseListResponseSchema,
  coursePageSchema,
  normalizeSearchText,
  PROJECT_ID,
} from '@campus/contract';
import { catalogueOperations as op } from '@campus/contract/operations/catalogue';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { routeFor } from '../../lib/operation-route.ts';
import { catalogueCache } from './catalogue.cache.ts';
import {
  getCategories,
  getCategoryCoursePage,
  getCategoryCourses,
  getCourseDetail,
  getCoursePage,
  getFeaturedCourses,
  getRelatedCoursePage,
  searchCourses,
} from './catalogue.service.ts';
import { conditionalRequests, publicAnswers } from './public-answer.ts';
import { buildSearchIndexOnListen, searchSources } from './search-index.ts';

/** Catalogue calls of spec §7 (public: a client token is enough). */
export async function catalogueRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const cache = catalogueCache(app);
  const cached = <T>(key: unknown[], load: () => Promise<T>) => cache.get(JSON.stringify(key), load);
  // The in-memory search index and course cards (search-index.ts), following catalogue changes.
  const searchFrom = searchSources(app);
  buildSearchIndexOnListen(app, searchFrom.index, PROJECT_ID);
  // Every answer below is the same for every visitor: serialised, validated and compressed once per
  // cache entry, sent with ETag / 304 and a public Cache-Control (public-answer.ts).
  await conditionalRequests(app);
  const { serve, getRoute, postRoute } = publicAnswers(cache);

  r.route({
    ...routeFor(op.getAllCategories),
    ...getRoute,
    handler: async (request, reply) =>
      serve(request, reply, ['categories', request.query.proyect_id], categoriesResponseSchema, async () => ({
        data: await cached(['categories', request.query.proyect_id], () =>
          getCategories(app.db, request.query.proyect_id),
        ),
      })),
  });

  r.route({
    ...routeFor(op.getExternalDestacateCourses),
    ...getRoute,
    handler: async (request, reply) => {
      const key = ['featured', request.params.proyect_id, request.query.free];
      return serve(request, reply, key, courseListResponseSchema, async () => ({
        data: await cached(key, () =>
          getFeaturedCourses(app.db, request.params.proyect_id, request.query.free === '1'),
        ),
      }));
    },
  });

  r.route({
    ...routeFor(op.getAllCoursesKey),
    ...getRoute,
    handler: async (request, reply) => {
      const key = ['search', request.query.proyect_id, normalizeSearchText(request.query.key_code)];
      return serve(request, reply, key, courseListResponseSchema, async () => ({
        data: await cached(key, () =>
          searchCourses(app.db, request.query.proyect_id, request.query.key_code, new Date(), searchFrom),
        ),
      }));
    },
  });

  r.route({
    ...routeFor(op.getAllCoursesCategories),
    ...postRoute,
    handler: async (request, reply) => {
      const key = ['category', request.body.proyect_id, request.body.category_id];
      return serve(request, reply, key, courseListResponseSchema, async () => ({
        data: await cached(key, () =>
          getCategoryCourses(app.db, request.body.proyect_id, request.body.category_id),
        ),
      }));
    },
  });

  r.route({
    ...routeFor(op.getExternalCoursesDetail),
    ...postRoute,
    handler: async (request, reply) => {
      const key = ['detail', request.body.proyect_id, request.body.course_id];
      return serve(request, reply, key, courseDetailResponseSchema, async () => ({
        data: (
          await cached(key, () => getCourseDetail(app.db, request.body.proyect_id, request.body.course_id))
        ).detail,
      }));
    },
  });

  r.route({
    ...routeFor(op.getExternalAllCourses),
    ...getRoute,
    handler: async (request, reply) => {
      const { proyect_id, perPage } = request.params;
      const { page, free } = request.query;
      const search = normalizeSearchText(request.query.search ?? '');
      const key = ['all', proyect_id, perPage, page, free, search];
      return serve(request, reply, key, coursePageSchema, () =>
        cached(key, () =>
          getCoursePage(
            app.db,
            proyect_id,
            { search, free: free === '1' },
            { page, perPage },
            new Date(),
            searchFrom,
          ),
        ),
      );
    },
  });

  r.route({
    ...routeFor(op.courses),
    ...getRoute,
    handler: async (request, reply) => {
      const { proyect_id, categoryId, perPage } = request.params;
      const { page } = request.query;
      const key = ['category-page', proyect_id, categoryId, perPage, page];
      return serve(request, reply, key, coursePageSchema, () =>
        cached(key, () => getCategoryCoursePage(app.db, proyect_id, categoryId, { page, perPage })),
      );
    },
  });

  r.route({
    ...routeFor(op.getRelatedCourses),
    ...getRoute,
    handler: async (request, reply) => {
      const { proyect_id, perPage } = request.params;
      const { page, course_id } = request.query;
      const key = ['related', proyect_id, perPage, page, course_id];
      return serve(request, reply, key, coursePageSchema, () =>
        cached(key, () => getRelatedCoursePage(app.db, proyect_id, course_id, { page, perPage })),
      );
    },
  });
}
