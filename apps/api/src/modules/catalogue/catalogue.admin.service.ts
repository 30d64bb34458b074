// The catalogue as the operator writes it. Every write returns the change (entity id,
// row before and after, result) so the operator area can audit it in the same transaction; every
// write must be followed by `clearPublicCatalogue(app)` so the public site shows it at once.
import {
  type AdminCategory,
  type AdminCategoryInput,
  type AdminCourse,
  type AdminCourseSummary,
  type AdminCourseValues,
  type AdminLesson,
  type AdminModule,
  type AdminResource,
  type AdminSpecialist,
  ADMIN_CATALOGUE_MESSAGES as M,
  type Paginated,
  PLAYABLE_RESOURCE_TYPES,
  paginate,
  toMoneyString,
  UPLOAD_RESOURCE_TYPES,
} from '@campus/contract';
import type { FastifyInstance } from 'fastify';
import type { Executor } from '../../db/client.ts';
import { Conflict, NotFound, ValidationFailed } from '../../lib/errors.ts';
import * as repo from './catalogue.admin.repository.ts';
import { catalogueCache } from './catalogue.cache.ts';

/** What a write did: for the audit log (before/after rows) and the answer (result). */
export type CatalogueChange<T> = { entityId: number | null; before: unknown; after: unknown; result: T };

/**
 * Drops every cached public catalogue answer (API and pages): the next visitor reads the database.
 * The other instances are told through Redis (plugins/cache-bus.ts) and drop theirs.
 */
export function clearPublicCatalogue(app: FastifyInstance): void {
  catalogueCache(app).clear();
  app.cacheBus.catalogueChanged();
}

type ListQuery = { page: number; per_page: number; q?: string };
const offset = (q: ListQuery) => (q.page - 1) * q.per_page;
const iso = (d: Date | null) => (d ? d.toISOString() : null);
const orNull = (v: string | undefined | null) => (v ? v : null);

// ── Categories ──────────────────────────────────────────────────────────────────────────────
export async function listCategoriesAdmin(db: Executor, q: ListQuery): Promise<Paginated<AdminCategory>> {
  const { rows, total } = await repo.pageCategories(db, q.q, q.per_page, offset(q));
  return paginate(rows, total, q.page, q.per_page);
}

async function presentCategory(db: Executor, row: repo.CategoryRecord): Promise<AdminCategory> {
  return {
    id: row.id,
    name: row.name,
    image: row.image,
    position: row.position,
    courses: await repo.categoryCourseCount(db, row.id),
  };
}

async function categoryOr404(db: Executor, id: number) {
  const row = await repo.getCategoryRecord(db, id);
  if (!row) throw new NotFound(M.categoryNotFound);
  return row;
}

export async function getCategoryAdmin(db: Executor, id: number) {
  return presentCategory(db, await categoryOr404(db, id));
}

export async function createCategoryAdmin(
  db: Executor,
  input: AdminCategoryInput,
): Promise<CatalogueChange<AdminCategory>> {
  const row = await repo.insertCategory(db, { name: input.name, position: input.position });
  return { entityId: row.id, before: null, after: row, result: await presentCategory(db, row) };
}

export async function updateCategoryAdmin(
  db: Executor,
  id: number,
  input: AdminCategoryInput,
): Promise<CatalogueChange<AdminCategory>> {
  const before = await categoryOr404(db, id);
  const after = (await repo.updateCategory(db, id, {
    name: input.name,
    ...(input.position !== undefined ? { position: input.position } : {}),
  }))!;
  return { entityId: id, before, after, result: await presentCategory(db, after) };
}

export async function setCategoryImage(
  db: Executor,
  id: number,
  url: string,
): Promise<CatalogueChange<AdminCategory> & { oldUrl: string }> {
  const before = await categoryOr404(db, id);
  const after = (await repo.updateCategory(db, id, { image: url }))!;
  return { entityId: id, before, after, result: await presentCategory(db, after), oldUrl: before.image };
}

export async function deleteCategoryAdmin(db: Executor, id: number): Promise<CatalogueChange<null>> {
  const before = await categoryOr404(db, id);
  if ((await repo.categoryCourseCount(db, id)) > 0) throw new Conflict(M.categoryInUse);
  await repo.deleteCategory(db, id);
  return { entityId: id, before, after: null, result: null };
}

// ── Specialists ─────────────────────────────────────────────────────────────────────────────
const presentSpecialist = (row: repo.SpecialistRecord): AdminSpecialist => ({
  id: row.id,
  name: row.name,
  lastname: row.lastname,
  specialty: row.specialty,
  description: row.description,
  image: row.image,
  facebook: row.facebook,
  instagram: row.instagram,
  pinterest: row.pinterest,
});

export async function listSpecialistsAdmin(db: Executor, q: ListQuery): Promise<Paginated<AdminSpecialist>> {
  const { rows, total } = await repo.pageSpecialists(db, q.q, q.per_page, offset(q));
  return paginate(rows.map(presentSpecialist), total, q.page, q.per_page);
}

async function specialistOr404(db: Executor, id: number) {
  const row = await repo.getSpecialistRecord(db, id);
  if (!row) throw new NotFound(M.specialistNotFound);
  return row;
}

export async function getSpecialistAdmin(db: Executor, id: number) {
  return presentSpecialist(await specialistOr404(db, id));
}

type SpecialistValues = {
  name: string;
  lastname: string;
  specialty: string;
  description: string;
  facebook?: string;
  instagram?: string;
  pinterest?: string;
};
const specialistColumns = (input: SpecialistValues) => ({
  name: input.name,
  lastname: input.lastname,
  specialty: input.specialty,
  description: input.description,
  facebook: orNull(input.facebook),
  instagram: orNull(input.instagram),
  pinterest: orNull(input.pinterest),
});

export async function createSpecialistAdmin(
  db: Executor,
  input: SpecialistValues,
): Promise<CatalogueChange<AdminSpecialist>> {
  const row = await repo.insertSpecialist(db, specialistColumns(input));
  return { entityId: row.id, before: null, after: row, result: presentSpecialist(row) };
}

export async function updateSpecialistAdmin(
  db: Executor,
  id: number,
  input: SpecialistValues,
): Promise<CatalogueChange<AdminSpecialist>> {
  const before = await specialistOr404(db, id);
  const after = (await repo.updateSpecialist(db, id, specialistColumns(input)))!;
  return { entityId: id, before, after, result: presentSpecialist(after) };
}

export async function setSpecialistImage(
  db: Executor,
  id: number,
  url: string,
): Promise<CatalogueChange<AdminSpecialist> & { oldUrl: string | null }> {
  const before = await specialistOr404(db, id);
  const after = (await repo.updateSpecialist(db, id, { image: url }))!;
  return { entityId: id, before, after, result: presentSpecialist(after), oldUrl: before.image };
}

export async function deleteSpecialistAdmin(db: Executor, id: number): Promise<CatalogueChange<null>> {
  const before = await specialistOr404(db, id);
  if ((await repo.specialistCourseCount(db, id)) > 0) throw new Conflict(M.specialistInUse);
  await repo.deleteSpecialist(db, id);
  return { entityId: id, before, after: null, result: null };
}

// ── Courses ─────────────────────────────────────────────────────────────────────────────────
export async function listCoursesAdmin(
  db: Executor,
  q: ListQuery & { status?: 'published' | 'draft' },
): Promise<Paginated<AdminCourseSummary>> {
  const { rows, total } = await repo.pageCourses(db, { q: q.q, status: q.status }, q.per_page, offset(q));
  return paginate(
    rows.map((r) => ({
      id: r.id,
      name: r.name,
      price: toMoneyString(r.price),
      free: r.free,
      featured: r.featured,
      published: r.publishedAt !== null,
      image: r.image,
      specialist: r.specialistName ? `${r.specialistName} ${r.specialistLastname ?? ''}`.trim() : null,
      updated_at: r.updatedAt.toISOString(),
    })),
    total,
    q.page,
    q.per_page,
  );
}

async function courseOr404(db: Executor, id: number) {
  const row = await repo.getCourseRecord(db, id);
  if (!row) throw new NotFound(M.courseNotFound);
  return row;
}

const presentResource = (r: repo.ResourceRecord): AdminResource => ({
  id: r.id,
  name: r.name,
  type: r.type,
  video_id: r.videoId,
  url: r.url,
  free: r.free,
  position: r.position,
  duration: PLAYABLE_RESOURCE_TYPES.includes(r.type) ? r.durationSeconds : null,
});
const presentLesson = (l: repo.LessonRecord, resources: repo.ResourceRecord[]): AdminLesson => ({
  id: l.id,
  name: l.name,
  position: l.position,
  starts_at: iso(l.startsAt),
  resources: resources.filter((r) => r.lessonId === l.id).map(presentResource),
});

async function presentCourse(db: Executor, row: repo.CourseRecord): Promise<AdminCourse> {
  const tree = await repo.courseTree(db, row.id);
  const modules: AdminModule[] = tree.modules.map((m) => ({
    id: m.id,
    name: m.name,
    position: m.position,
    lessons: tree.lessons.filter((l) => l.moduleId === m.id).map((l) => presentLesson(l, tree.resources)),
  }));
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    about: row.about,
    image: row.image,
    price: toMoneyString(row.price),
    free: row.free,
    featured: row.featured,
    certificate: row.certificate,
    certificate_kind: row.certificateKind === 'aprobacion' ? 'aprobacion' : 'participacion',
    hours: row.hours,
    external_checkout_url: row.externalCheckoutUrl,
    specialist_id: row.specialistId,
    category_ids: await repo.courseCategoryIds(db, row.id),
    published: row.publishedAt !== null,
    published_at: iso(row.publishedAt),
    modules,
  };
}

export async function getCourseAdmin(db: Executor, id: number): Promise<AdminCourse> {
  return presentCourse(db, await courseOr404(db, id));
}

/** Checks the specialist and categories named by the form exist (422 on the field otherwise). */
async function checkReferences(db: Executor, input: AdminCourseValues) {
  if (input.specialist_id != null && !(await repo.getSpecialistRecord(db, input.specialist_id))) {
    throw ValidationFailed.field('specialist_id', M.specialistNotFound);
  }
  const ids = [...new Set(input.category_ids)];
  const found = await repo.existingCategoryIds(db, ids);
  if (found.length !== ids.length) throw ValidationFailed.field('category_ids', M.categoryNotFound);
  return ids;
}

const courseColumns = (input: AdminCourseValues, current: repo.CourseRecord | null) => ({
  name: input.name,
  description: input.description,
  about: input.about,
  price: toMoneyString(input.free ? 0 : input.price),
  free: input.free,
  featured: input.featured,
  certificate: input.certificate,
  certificateKind: input.certificate_kind,
  hours: input.hours ?? null,
  externalCheckoutUrl: orNull(input.external_checkout_url),
  specialistId: input.specialist_id ?? null,
  // Publishing keeps the first publication instant; a draft has none (never listed, never reachable).
  publishedAt: input.published ? (current?.publishedAt ?? new Date()) : null,
});

export async function createCourseAdmin(
  db: Executor,
  input: AdminCourseValues,
): Promise<CatalogueChange<AdminCourse>> {
  const categoryIds = await checkReferences(db, input);
  const row = await repo.insertCourse(db, courseColumns(input, null));
  await repo.setCourseCategories(db, row.id, categoryIds);
  const result = await presentCourse(db, row);
  return { entityId: row.id, before: null, after: { ...row, category_ids: categoryIds }, result };
}

export async function updateCourseAdmin(
  db: Executor,
  id: number,
  input: AdminCourseValues,
): Promise<CatalogueChange<AdminCourse>> {
  const before = await courseOr404(db, id);
  const beforeCategories = await repo.courseCategoryIds(db, id);
  const categoryIds = await checkReferences(db, input);
  const after = (await repo.updateCourse(db, id, courseColumns(input, before)))!;
  await repo.setCourseCategories(db, id, categoryIds);
  return {
    entityId: id,
    before: { ...before, category_ids: beforeCategories },
    after: { ...after, category_ids: categoryIds },
    result: await presentCourse(db, after),
  };
}

export async function setCourseImage(
  db: Executor,
  id: number,
  url: string,
): Promise<CatalogueChange<AdminCourse> & { oldUrl: string }> {
  const before = await courseOr404(db, id);
  const after = (await repo.updateCourse(db, id, { image: url }))!;
  return {
    entityId: id,
    before: { image: before.image },
    after: { image: after.image },
    result: await presentCourse(db, after),
    oldUrl: before.image,
  };
}

// ── Modules ─────────────────────────────────────────────────────────────────────────────────
async function moduleOr404(db: Executor, id: number) {
  const row = await repo.getModuleRecord(db, id);
  if (!row) throw new NotFound(M.moduleNotFound);
  return row;
}

/** Every write below the course answers with the whole course (the operator's editor shows it). */
export async function createModuleAdmin(db: Executor, courseId: number, name: string) {
  const course = await courseOr404(db, courseId);
  const row = await repo.insertModule(db, courseId, name);
  await repo.updateCourse(db, courseId, {});
  return { entityId: row.id, before: null, after: row, result: await presentCourse(db, course) };
}

export async function updateModuleAdmin(db: Executor, id: number, name: string) {
  const before = await moduleOr404(db, id);
  const after = await repo.updateModule(db, id, { name });
  return { entityId: id, before, after, result: await getCourseAdmin(db, before.courseId) };
}

export async function deleteModuleAdmin(db: Executor, id: number) {
  const before = await moduleOr404(db, id);
  await repo.deleteModule(db, id);
  return { entityId: id, before, after: null, result: await getCourseAdmin(db, before.courseId) };
}

// ── Lessons ─────────────────────────────────────────────────────────────────────────────────
async function lessonOr404(db: Executor, id: number) {
  const row = await repo.getLessonRecord(db, id);
  if (!row) throw new NotFound(M.lessonNotFound);
  return row;
}

export async function createLessonAdmin(
  db: Executor,
  moduleId: number,
  input: { name: string; starts_at: string | null },
) {
  const mod = await moduleOr404(db, moduleId);
  const row = await repo.insertLesson(db, moduleId, {
    name: input.name,
    startsAt: input.starts_at ? new Date(input.starts_at) : null,
  });
  return { entityId: row.id, before: null, after: row, result: await getCourseAdmin(db, mod.courseId) };
}

export async function updateLessonAdmin(
  db: Executor,
  id: number,
  input: { name: string; starts_at: string | null },
) {
  const { courseId, ...before } = await lessonOr404(db, id);
  const after = await repo.updateLesson(db, id, {
    name: input.name,
    startsAt: input.starts_at ? new Date(input.starts_at) : null,
  });
  return { entityId: id, before, after, result: await getCourseAdmin(db, courseId) };
}

export async function deleteLessonAdmin(db: Executor, id: number) {
  const { courseId, ...before } = await lessonOr404(db, id);
  await repo.deleteLesson(db, id);
  return { entityId: id, before, after: null, result: await getCourseAdmin(db, courseId) };
}

// ── Resources ───────────────────────────────────────────────────────────────────────────────
async function resourceOr404(db: Executor, id: number) {
  const row = await repo.getResourceRecord(db, id);
  if (!row) throw new NotFound(M.resourceNotFound);
  return row;
}

export type ResourceValues = {
  name: string;
  type: number;
  video_id?: string;
  url?: string;
  free: boolean;
  duration?: number;
};
/**
 * Video ids for 1 and 6, a link for 4; uploaded types (2, 3, 5) keep the URL their upload set. The
 * length: entered for 1 and 6 (the schema requires it); for 2 the one read from its file, unless the
 * operator enters one (a file whose container does not say); none for the rest.
 */
const resourceColumns = (
  input: ResourceValues,
  current: { url: string | null; durationSeconds: number | null },
) => ({
  name: input.name,
  type: input.type,
  videoId: input.type === 1 || input.type === 6 ? (input.video_id ?? null) : null,
  url:
    input.type === 4 ? (input.url ?? null) : UPLOAD_RESOURCE_TYPES.includes(input.type) ? current.url : null,
  free: input.free,
  durationSeconds:
    input.type === 1 || input.type === 6
      ? (input.duration ?? null)
      : input.type === 2
        ? (input.duration ?? current.durationSeconds)
        : null,
});

export async function createResourceAdmin(db: Executor, lessonId: number, input: ResourceValues) {
  const lesson = await lessonOr404(db, lessonId);
  const row = await repo.insertResource(
    db,
    lessonId,
    resourceColumns(input, { url: null, durationSeconds: null }),
  );
  return { entityId: row.id, before: null, after: row, result: await getCourseAdmin(db, lesson.courseId) };
}

export async function updateResourceAdmin(db: Executor, id: number, input: ResourceValues) {
  const { courseId, ...before } = await resourceOr404(db, id);
  // The same type keeps its file and the length read from it; another type starts without either.
  const current =
    before.type === input.type
      ? { url: before.url, durationSeconds: before.durationSeconds }
      : { url: null, durationSeconds: null };
  const after = await repo.updateResource(db, id, resourceColumns(input, current));
  return {
    entityId: id,
    before,
    after,
    result: await getCourseAdmin(db, courseId),
    /** A file the resource no longer uses (its type changed): remove it after the commit. */
    oldUrl: before.url !== after?.url && UPLOAD_RESOURCE_TYPES.includes(before.type) ? before.url : null,
  };
}

/** The resource's type, for the upload route to pick the accepted file kinds (404 when unknown). */
export async function getResourceType(db: Executor, id: number): Promise<number> {
  return (await resourceOr404(db, id)).type;
}

/** A new file for an uploaded resource; a video's length is the one read from the new file (or none). */
export async function setResourceFile(db: Executor, id: number, url: string, durationSeconds: number | null) {
  const { courseId, ...before } = await resourceOr404(db, id);
  if (!UPLOAD_RESOURCE_TYPES.includes(before.type)) throw ValidationFailed.field('file', M.fileNotForType);
  const after = await repo.updateResource(db, id, {
    url,
    durationSeconds: before.type === 2 ? durationSeconds : null,
  });
  return { entityId: id, before, after, result: await getCourseAdmin(db, courseId), oldUrl: before.url };
}

export async function deleteResourceAdmin(db: Executor, id: number) {
  const { courseId, ...before } = await resourceOr404(db, id);
  await repo.deleteResource(db, id);
  return {
    entityId: id,
    before,
    after: null,
    result: await getCourseAdmin(db, courseId),
    oldUrl: UPLOAD_RESOURCE_TYPES.includes(before.type) ? before.url : null,
  };
}

// ── Order (up / down) ───────────────────────────────────────────────────────────────────────
export async function moveAdmin(
  db: Executor,
  kind: 'modules' | 'lessons' | 'resources',
  id: number,
  direction: 'up' | 'down',
) {
  const courseId =
    kind === 'modules'
      ? (await moduleOr404(db, id)).courseId
      : kind === 'lessons'
        ? (await lessonOr404(db, id)).courseId
        : (await resourceOr404(db, id)).courseId;
  const moved = await repo.moveSibling(db, kind, id, direction);
  return {
    entityId: id,
    before: null,
    after: { direction, moved },
    result: await getCourseAdmin(db, courseId),
  };
}
