import {
  allCoursesParamsSchema,
  allCoursesQuerySchema,
  categoriesQuerySchema,
  categoriesResponseSchema,
  categoryCoursesParamsSchema,
  courseDetailRequestSchema,
  courseDetailResponseSchema,
  courseListResponseSchema,
  coursePageSchema,
  coursesByCategoryRequestSchema,
  featuredParamsSchema,
  featuredQuerySchema,
  messageSchema,
  normalizeSearchText,
  PROJECT_ID,
  pageOnlyQuerySchema,
  relatedCoursesParamsSchema,
  relatedCoursesQuerySchema,
  searchQuerySchema,
  validationErrorSchema,
} from '@campus/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
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

const errors = { 401: messageSchema, 404: messageSchema, 422: validationErrorSchema };
const tags = ['catálogo'];

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

  r.get(
    '/api/v1/getAllCategories',
    {
      ...getRoute,
      schema: {
        tags,
        summary: 'Categorías del proyecto, en orden de presentación',
        querystring: categoriesQuerySchema,
        response: { 200: categoriesResponseSchema, ...errors },
      },
    },
    async (request, reply) =>
      serve(request, reply, ['categories', request.query.proyect_id], categoriesResponseSchema, async () => ({
        data: await cached(['categories', request.query.proyect_id], () =>
          getCategories(app.db, request.query.proyect_id),
        ),
      })),
  );

  r.get(
    '/api/v1/getExternalDestacateCourses/:proyect_id',
    {
      ...getRoute,
      schema: {
        tags,
        summary: 'Cursos destacados; con free=1, los cursos gratuitos',
        params: featuredParamsSchema,
        querystring: featuredQuerySchema,
        response: { 200: courseListResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const key = ['featured', request.params.proyect_id, request.query.free];
      return serve(request, reply, key, courseListResponseSchema, async () => ({
        data: await cached(key, () =>
          getFeaturedCourses(app.db, request.params.proyect_id, request.query.free === '1'),
        ),
      }));
    },
  );

  r.get(
    '/api/v1/getAllCoursesKey',
    {
      ...getRoute,
      schema: {
        tags,
        summary: 'Búsqueda de cursos (sin distinguir mayúsculas ni tildes), por relevancia',
        querystring: searchQuerySchema,
        response: { 200: courseListResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const key = ['search', request.query.proyect_id, normalizeSearchText(request.query.key_code)];
      return serve(request, reply, key, courseListResponseSchema, async () => ({
        data: await cached(key, () =>
          searchCourses(app.db, request.query.proyect_id, request.query.key_code, new Date(), searchFrom),
        ),
      }));
    },
  );

  r.post(
    '/api/v1/getAllCoursesCategories',
    {
      ...postRoute,
      schema: {
        tags,
        summary: 'Cursos de una categoría',
        body: coursesByCategoryRequestSchema,
        response: { 200: courseListResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const key = ['category', request.body.proyect_id, request.body.category_id];
      return serve(request, reply, key, courseListResponseSchema, async () => ({
        data: await cached(key, () =>
          getCategoryCourses(app.db, request.body.proyect_id, request.body.category_id),
        ),
      }));
    },
  );

  r.post(
    '/api/v1/getExternalCoursesDetail',
    {
      ...postRoute,
      schema: {
        tags,
        summary: 'Detalle público de un curso (sin videos bloqueados ni lecciones no liberadas)',
        body: courseDetailRequestSchema,
        response: { 200: courseDetailResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const key = ['detail', request.body.proyect_id, request.body.course_id];
      return serve(request, reply, key, courseDetailResponseSchema, async () => ({
        data: (
          await cached(key, () => getCourseDetail(app.db, request.body.proyect_id, request.body.course_id))
        ).detail,
      }));
    },
  );

  r.get(
    '/api/v2/getExternalAllCourses/:proyect_id/:perPage',
    {
      ...getRoute,
      schema: {
        tags,
        summary: 'Cursos paginados; search filtra por texto, free=1 solo gratuitos',
        params: allCoursesParamsSchema,
        querystring: allCoursesQuerySchema,
        response: { 200: coursePageSchema, ...errors },
      },
    },
    async (request, reply) => {
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
  );

  r.get(
    '/api/v2/courses/:proyect_id/:categoryId/:perPage',
    {
      ...getRoute,
      schema: {
        tags,
        summary: 'Cursos paginados de una categoría',
        params: categoryCoursesParamsSchema,
        querystring: pageOnlyQuerySchema,
        response: { 200: coursePageSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { proyect_id, categoryId, perPage } = request.params;
      const { page } = request.query;
      const key = ['category-page', proyect_id, categoryId, perPage, page];
      return serve(request, reply, key, coursePageSchema, () =>
        cached(key, () => getCategoryCoursePage(app.db, proyect_id, categoryId, { page, perPage })),
      );
    },
  );

  r.get(
    '/api/v2/getRelatedCourses/:proyect_id/:perPage',
    {
      ...getRoute,
      schema: {
        tags,
        summary: 'Cursos relacionados (de las categorías de course_id, o todos)',
        params: relatedCoursesParamsSchema,
        querystring: relatedCoursesQuerySchema,
        response: { 200: coursePageSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { proyect_id, perPage } = request.params;
      const { page, course_id } = request.query;
      const key = ['related', proyect_id, perPage, page, course_id];
      return serve(request, reply, key, coursePageSchema, () =>
        cached(key, () => getRelatedCoursePage(app.db, proyect_id, course_id, { page, perPage })),
      );
    },
  );
}
