import {
  ADMIN_CATALOGUE_MESSAGES,
  ADMIN_MESSAGES,
  type AdminCourse,
  adminCategoryInputSchema,
  adminCategoryPageSchema,
  adminCategorySchema,
  adminCourseInputSchema,
  adminCourseListQuerySchema,
  adminCoursePageSchema,
  adminCourseSchema,
  adminIdParamsSchema,
  adminLessonInputSchema,
  adminListQuerySchema,
  adminModuleInputSchema,
  adminMoveSchema,
  adminResourceInputSchema,
  adminSpecialistInputSchema,
  adminSpecialistPageSchema,
  adminSpecialistSchema,
  messageSchema,
  type Paginated,
  UPLOAD_LIMITS,
} from '@campus/contract';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Executor } from '../../db/client.ts';
import { ValidationFailed } from '../../lib/errors.ts';
import * as catalogue from '../catalogue/catalogue.admin.service.ts';
import { adminErrors } from './admin.guard.ts';
import { adminListRoute, adminTags, auditedBy } from './admin.routes-kit.ts';
import { receiveLessonFile, receiveUpload, resourceUploadKind } from './uploads.ts';

type Change<T> = catalogue.CatalogueChange<T> & { oldUrl?: string | null };
type ListQuery = z.output<typeof adminListQuerySchema>;
/** Route generics of an `/:id` route whose schemas a helper takes (the zod validator parsed them). */
type WithId = { Params: z.output<typeof adminIdParamsSchema> };

/**
 * The catalogue section of the operator area: categories, specialists, courses, modules, lessons,
 * resources and their files. Every write goes through the catalogue module's service, is audited in
 * the same transaction, and clears the public catalogue cache, so the site shows it at once.
 */
export async function adminCatalogueSection(app: FastifyInstance) {
  await app.register(multipart, {
    limits: { fileSize: UPLOAD_LIMITS.mediaBytes, files: 1, fields: 5, parts: 6, fieldSize: 1024 },
  });
  const r = app.withTypeProvider<ZodTypeProvider>();
  const storage = app.storage;
  const tags = adminTags;
  const params = adminIdParamsSchema;
  const uploadErrors = { ...adminErrors, 409: messageSchema, 413: messageSchema, 415: messageSchema };

  /** Runs an audited write, clears the public cache, then removes a file the change left unused. */
  async function write<T>(
    request: FastifyRequest,
    action: string,
    entity: string,
    change: (tx: Executor) => Promise<Change<T>>,
  ): Promise<T> {
    let oldUrl: string | null = null;
    const result = await auditedBy(request, action, entity, async (tx) => {
      const done = await change(tx);
      oldUrl = done.oldUrl ?? null;
      return done;
    });
    catalogue.clearPublicCatalogue(app);
    await storage.remove(oldUrl);
    return result;
  }

  /** File first, then the row; the file is removed when the row cannot be saved. */
  async function upload<T>(
    request: FastifyRequest,
    entity: string,
    kind: Parameters<typeof receiveUpload>[2],
    folder: string,
    change: (tx: Executor, url: string) => Promise<Change<T>>,
  ): Promise<T> {
    const url = await receiveUpload(request, storage, kind, folder);
    try {
      return await write(request, 'upload', entity, (tx) => change(tx, url));
    } catch (err) {
      await storage.remove(url);
      throw err;
    }
  }

  /**
   * The routes of a category or a specialist: paginated list, create, read, update, delete (409
   * while a course uses it; its image is removed with it) and image upload.
   */
  function imageEntity<Row extends { image: string | null }, Input>(e: {
    kind: 'categories' | 'specialists';
    summaries: { list: string; create: string; one: string; update: string; remove: string; image: string };
    row: z.ZodType<Row>;
    input: z.ZodType<Input>;
    page: z.ZodType<Paginated<Row>>;
    list: (db: Executor, query: ListQuery) => Promise<Paginated<Row>>;
    get: (db: Executor, id: number) => Promise<Row>;
    create: (tx: Executor, input: Input) => Promise<Change<Row>>;
    update: (tx: Executor, id: number, input: Input) => Promise<Change<Row>>;
    remove: (tx: Executor, id: number) => Promise<Change<null>>;
    setImage: (tx: Executor, id: number, url: string) => Promise<Change<Row>>;
  }) {
    const { kind, summaries } = e;
    adminListRoute(
      app,
      { url: `/api/admin/${kind}`, summary: summaries.list, querystring: adminListQuerySchema, page: e.page },
      e.list,
    );
    app.post<{ Body: Input }>(
      `/api/admin/${kind}`,
      {
        schema: { tags, summary: summaries.create, body: e.input, response: { 201: e.row, ...adminErrors } },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(await write(request, 'create', kind, (tx) => e.create(tx, request.body as Input))),
    );
    app.get<WithId>(
      `/api/admin/${kind}/:id`,
      { schema: { tags, summary: summaries.one, params, response: { 200: e.row, ...adminErrors } } },
      async (request) => e.get(app.db, request.params.id),
    );
    app.put<WithId & { Body: Input }>(
      `/api/admin/${kind}/:id`,
      {
        schema: {
          tags,
          summary: summaries.update,
          params,
          body: e.input,
          response: { 200: e.row, ...adminErrors },
        },
      },
      async (request) =>
        write(request, 'update', kind, (tx) => e.update(tx, request.params.id, request.body as Input)),
    );
    app.delete<WithId>(
      `/api/admin/${kind}/:id`,
      {
        schema: {
          tags,
          summary: summaries.remove,
          params,
          response: { 200: messageSchema, ...adminErrors, 409: messageSchema },
        },
      },
      async (request) => {
        const oldImage = (await e.get(app.db, request.params.id)).image;
        await write(request, 'delete', kind, async (tx) => ({
          ...(await e.remove(tx, request.params.id)),
          oldUrl: oldImage,
        }));
        return { message: ADMIN_MESSAGES.deleted };
      },
    );
    app.post<WithId>(
      `/api/admin/${kind}/:id/image`,
      {
        schema: {
          tags,
          summary: summaries.image,
          consumes: ['multipart/form-data'],
          params,
          response: { 200: e.row, ...uploadErrors },
        },
      },
      async (request) => {
        await e.get(app.db, request.params.id);
        return upload(request, kind, 'image', kind, (tx, url) => e.setImage(tx, request.params.id, url));
      },
    );
  }

  // ── Categories ────────────────────────────────────────────────────────────────────────────
  imageEntity({
    kind: 'categories',
    summaries: {
      list: 'Categorías (paginadas, búsqueda por nombre)',
      create: 'Crea una categoría',
      one: 'Una categoría',
      update: 'Modifica una categoría',
      remove: 'Elimina una categoría sin cursos (409 si tiene)',
      image: 'Imagen de la categoría (multipart, campo `file`: JPG, PNG o WebP de hasta 5 MB)',
    },
    row: adminCategorySchema,
    input: adminCategoryInputSchema,
    page: adminCategoryPageSchema,
    list: catalogue.listCategoriesAdmin,
    get: catalogue.getCategoryAdmin,
    create: catalogue.createCategoryAdmin,
    update: catalogue.updateCategoryAdmin,
    remove: catalogue.deleteCategoryAdmin,
    setImage: catalogue.setCategoryImage,
  });

  // ── Specialists ───────────────────────────────────────────────────────────────────────────
  imageEntity({
    kind: 'specialists',
    summaries: {
      list: 'Especialistas (paginados, búsqueda por nombre, apellido o especialidad)',
      create: 'Crea un especialista',
      one: 'Un especialista',
      update: 'Modifica un especialista',
      remove: 'Elimina un especialista sin cursos (409 si dicta alguno)',
      image: 'Foto del especialista (multipart, campo `file`: JPG, PNG o WebP de hasta 5 MB)',
    },
    row: adminSpecialistSchema,
    input: adminSpecialistInputSchema,
    page: adminSpecialistPageSchema,
    list: catalogue.listSpecialistsAdmin,
    get: catalogue.getSpecialistAdmin,
    create: catalogue.createSpecialistAdmin,
    update: catalogue.updateSpecialistAdmin,
    remove: catalogue.deleteSpecialistAdmin,
    setImage: catalogue.setSpecialistImage,
  });

  // ── Courses ───────────────────────────────────────────────────────────────────────────────
  adminListRoute(
    app,
    {
      url: '/api/admin/courses',
      summary: 'Cursos, publicados y borradores (paginados, búsqueda por nombre, filtro por estado)',
      querystring: adminCourseListQuerySchema,
      page: adminCoursePageSchema,
    },
    catalogue.listCoursesAdmin,
  );
  r.post(
    '/api/admin/courses',
    {
      schema: {
        tags,
        summary: 'Crea un curso (borrador salvo `published: true`)',
        body: adminCourseInputSchema,
        response: { 201: adminCourseSchema, ...adminErrors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await write(request, 'create', 'courses', (tx) => catalogue.createCourseAdmin(tx, request.body)),
        ),
  );
  r.get(
    '/api/admin/courses/:id',
    {
      schema: {
        tags,
        summary: 'Un curso con sus módulos, lecciones y recursos',
        params,
        response: { 200: adminCourseSchema, ...adminErrors },
      },
    },
    async (request) => catalogue.getCourseAdmin(app.db, request.params.id),
  );
  r.put(
    '/api/admin/courses/:id',
    {
      schema: {
        tags,
        summary: 'Modifica un curso (publicar, despublicar, precio…); el sitio lo muestra al instante',
        params,
        body: adminCourseInputSchema,
        response: { 200: adminCourseSchema, ...adminErrors },
      },
    },
    async (request) =>
      write(request, 'update', 'courses', (tx) =>
        catalogue.updateCourseAdmin(tx, request.params.id, request.body),
      ),
  );
  r.post(
    '/api/admin/courses/:id/image',
    {
      schema: {
        tags,
        summary: 'Imagen del curso (multipart, campo `file`: JPG, PNG o WebP de hasta 5 MB)',
        consumes: ['multipart/form-data'],
        params,
        response: { 200: adminCourseSchema, ...uploadErrors },
      },
    },
    async (request) => {
      await catalogue.getCourseAdmin(app.db, request.params.id);
      return upload(request, 'courses', 'image', 'courses', (tx, url) =>
        catalogue.setCourseImage(tx, request.params.id, url),
      );
    },
  );

  // ── Modules, lessons, resources ───────────────────────────────────────────────────────────
  const courseAnswer = { 200: adminCourseSchema, ...adminErrors };

  /**
   * Adds a module, lesson or resource at the end of its parent (POST /api/admin/<parent>/:id/<kind>,
   * 201), changes and deletes one; each answers the whole course.
   */
  function syllabusItem<Input>(e: {
    kind: 'modules' | 'lessons' | 'resources';
    parent: 'courses' | 'modules' | 'lessons';
    summaries: { create: string; update: string; remove: string };
    input: z.ZodType<Input>;
    create: (tx: Executor, parentId: number, input: Input) => Promise<Change<AdminCourse>>;
    update: (tx: Executor, id: number, input: Input) => Promise<Change<AdminCourse>>;
    remove: (tx: Executor, id: number) => Promise<Change<AdminCourse>>;
  }) {
    const { kind, summaries } = e;
    app.post<WithId & { Body: Input }>(
      `/api/admin/${e.parent}/:id/${kind}`,
      {
        schema: {
          tags,
          summary: summaries.create,
          params,
          body: e.input,
          response: { 201: adminCourseSchema, ...adminErrors },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(
            await write(request, 'create', kind, (tx) =>
              e.create(tx, request.params.id, request.body as Input),
            ),
          ),
    );
    app.put<WithId & { Body: Input }>(
      `/api/admin/${kind}/:id`,
      { schema: { tags, summary: summaries.update, params, body: e.input, response: courseAnswer } },
      async (request) =>
        write(request, 'update', kind, (tx) => e.update(tx, request.params.id, request.body as Input)),
    );
    app.delete<WithId>(
      `/api/admin/${kind}/:id`,
      { schema: { tags, summary: summaries.remove, params, response: courseAnswer } },
      async (request) => write(request, 'delete', kind, (tx) => e.remove(tx, request.params.id)),
    );
  }

  syllabusItem({
    kind: 'modules',
    parent: 'courses',
    summaries: {
      create: 'Agrega un módulo al final del curso',
      update: 'Renombra un módulo',
      remove: 'Elimina un módulo con sus lecciones',
    },
    input: adminModuleInputSchema,
    create: (tx, courseId, input) => catalogue.createModuleAdmin(tx, courseId, input.name),
    update: (tx, id, input) => catalogue.updateModuleAdmin(tx, id, input.name),
    remove: catalogue.deleteModuleAdmin,
  });
  syllabusItem({
    kind: 'lessons',
    parent: 'modules',
    summaries: {
      create: 'Agrega una lección al final del módulo (con fecha de publicación opcional)',
      update: 'Modifica una lección',
      remove: 'Elimina una lección con sus recursos',
    },
    input: adminLessonInputSchema,
    create: catalogue.createLessonAdmin,
    update: catalogue.updateLessonAdmin,
    remove: catalogue.deleteLessonAdmin,
  });
  syllabusItem({
    kind: 'resources',
    parent: 'lessons',
    summaries: {
      create:
        'Agrega un recurso (1 Vimeo, 6 YouTube: video_id y duration en segundos; 4 enlace: url; 2, 3, 5: luego su archivo)',
      update: 'Modifica un recurso',
      remove: 'Elimina un recurso (y su archivo)',
    },
    input: adminResourceInputSchema,
    create: catalogue.createResourceAdmin,
    update: catalogue.updateResourceAdmin,
    remove: catalogue.deleteResourceAdmin,
  });
  r.post(
    '/api/admin/resources/:id/file',
    {
      schema: {
        tags,
        summary:
          'Archivo privado del recurso (multipart, campo `file`): tipo 2 MP4/WebM/MP3 hasta 300 MB (su duración se lee del archivo), 3 PDF hasta 25 MB, 5 PDF/ZIP/Office hasta 25 MB',
        consumes: ['multipart/form-data'],
        params,
        response: { 200: adminCourseSchema, ...uploadErrors },
      },
    },
    async (request) => {
      const kind = resourceUploadKind(await catalogue.getResourceType(app.db, request.params.id));
      if (!kind) throw ValidationFailed.field('file', ADMIN_CATALOGUE_MESSAGES.fileNotForType);
      // Lesson files are private; a video's length is read from the file here, never from a player.
      const { url, durationSeconds } = await receiveLessonFile(request, storage, kind);
      try {
        return await write(request, 'upload', 'resources', (tx) =>
          catalogue.setResourceFile(tx, request.params.id, url, durationSeconds),
        );
      } catch (err) {
        await storage.remove(url);
        throw err;
      }
    },
  );

  // ── Order: up / down buttons (modules, lessons, resources) ────────────────────────────────
  for (const kind of ['modules', 'lessons', 'resources'] as const) {
    r.post(
      `/api/admin/${kind}/:id/move`,
      {
        schema: {
          tags,
          summary: `Sube o baja un elemento (${kind}) entre sus hermanos`,
          params,
          body: adminMoveSchema,
          response: courseAnswer,
        },
      },
      async (request) =>
        write(request, 'move', kind, (tx) =>
          catalogue.moveAdmin(tx, kind, request.params.id, request.body.direction),
        ),
    );
  }
}
