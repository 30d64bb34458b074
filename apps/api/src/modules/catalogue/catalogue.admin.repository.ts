// The catalogue's writes and the operator's reads. The catalogue module owns these
// tables; the operator area reaches them through catalogue.admin.service.ts only.
import { PROJECT_ID } from '@campus/contract';
import { and, asc, count, desc, eq, inArray, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  categories,
  courseCategories,
  courses,
  lessons,
  modules,
  orderItems,
  resources,
  specialists,
} from '../../db/schema.ts';

const like = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

// ── Categories ──────────────────────────────────────────────────────────────────────────────
export type CategoryRecord = typeof categories.$inferSelect;

export async function pageCategories(db: Executor, q: string | undefined, limit: number, offset: number) {
  const where = and(
    eq(categories.projectId, PROJECT_ID),
    q ? sql`f_unaccent(lower(${categories.name})) like f_unaccent(lower(${like(q)}))` : undefined,
  );
  const courseCount = sql<number>`(select count(*)::int from ${courseCategories} where ${courseCategories.categoryId} = ${categories.id})`;
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: categories.id,
        name: categories.name,
        image: categories.image,
        position: categories.position,
        courses: courseCount,
      })
      .from(categories)
      .where(where)
      .orderBy(asc(categories.position), asc(categories.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(categories).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function getCategoryRecord(db: Executor, id: number): Promise<CategoryRecord | null> {
  const [row] = await db
    .select()
    .from(categories)
    .where(and(eq(categories.id, id), eq(categories.projectId, PROJECT_ID)));
  return row ?? null;
}

export async function insertCategory(db: Executor, values: { name: string; position?: number }) {
  const position =
    values.position ??
    ((
      await db
        .select({ max: sql<number>`coalesce(max(${categories.position}), 0)::int` })
        .from(categories)
        .where(eq(categories.projectId, PROJECT_ID))
    )[0]?.max ?? 0) + 1;
  const [row] = await db
    .insert(categories)
    .values({ projectId: PROJECT_ID, name: values.name, position })
    .returning();
  return row!;
}

export async function updateCategory(db: Executor, id: number, values: Partial<CategoryRecord>) {
  const [row] = await db.update(categories).set(values).where(eq(categories.id, id)).returning();
  return row ?? null;
}

export async function categoryCourseCount(db: Executor, id: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(courseCategories)
    .where(eq(courseCategories.categoryId, id));
  return row?.n ?? 0;
}

export async function deleteCategory(db: Executor, id: number): Promise<void> {
  await db.delete(categories).where(eq(categories.id, id));
}

export async function existingCategoryIds(db: Executor, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: categories.id })
    .from(categories)
    .where(and(inArray(categories.id, ids), eq(categories.projectId, PROJECT_ID)));
  return rows.map((r) => r.id);
}

// ── Specialists ─────────────────────────────────────────────────────────────────────────────
export type SpecialistRecord = typeof specialists.$inferSelect;

export async function pageSpecialists(db: Executor, q: string | undefined, limit: number, offset: number) {
  const where = q
    ? sql`f_unaccent(lower(${specialists.name} || ' ' || ${specialists.lastname} || ' ' || ${specialists.specialty})) like f_unaccent(lower(${like(q)}))`
    : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(specialists)
      .where(where)
      .orderBy(asc(specialists.lastname), asc(specialists.name), asc(specialists.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(specialists).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function getSpecialistRecord(db: Executor, id: number): Promise<SpecialistRecord | null> {
  const [row] = await db.select().from(specialists).where(eq(specialists.id, id));
  return row ?? null;
}

export async function insertSpecialist(db: Executor, values: typeof specialists.$inferInsert) {
  const [row] = await db.insert(specialists).values(values).returning();
  return row!;
}

export async function updateSpecialist(db: Executor, id: number, values: Partial<SpecialistRecord>) {
  const [row] = await db.update(specialists).set(values).where(eq(specialists.id, id)).returning();
  return row ?? null;
}

export async function specialistCourseCount(db: Executor, id: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(courses).where(eq(courses.specialistId, id));
  return row?.n ?? 0;
}

export async function deleteSpecialist(db: Executor, id: number): Promise<void> {
  await db.delete(specialists).where(eq(specialists.id, id));
}

// ── Courses ─────────────────────────────────────────────────────────────────────────────────
export type CourseRecord = typeof courses.$inferSelect;

export async function pageCourses(
  db: Executor,
  filter: { q?: string; status?: 'published' | 'draft' },
  limit: number,
  offset: number,
) {
  const where = and(
    eq(courses.projectId, PROJECT_ID),
    // Uses the trigram index on f_unaccent(lower(name)): fast at 10,000 courses.
    filter.q ? sql`f_unaccent(lower(${courses.name})) like f_unaccent(lower(${like(filter.q)}))` : undefined,
    filter.status === 'published' ? isNotNull(courses.publishedAt) : undefined,
    filter.status === 'draft' ? isNull(courses.publishedAt) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: courses.id,
        name: courses.name,
        price: courses.price,
        free: courses.free,
        featured: courses.featured,
        publishedAt: courses.publishedAt,
        image: courses.image,
        updatedAt: courses.updatedAt,
        specialistName: specialists.name,
        specialistLastname: specialists.lastname,
      })
      .from(courses)
      .leftJoin(specialists, eq(specialists.id, courses.specialistId))
      .where(where)
      .orderBy(desc(courses.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(courses).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function getCourseRecord(db: Executor, id: number): Promise<CourseRecord | null> {
  const [row] = await db
    .select()
    .from(courses)
    .where(and(eq(courses.id, id), eq(courses.projectId, PROJECT_ID)));
  return row ?? null;
}

export async function courseCategoryIds(db: Executor, courseId: number): Promise<number[]> {
  const rows = await db
    .select({ id: courseCategories.categoryId })
    .from(courseCategories)
    .where(eq(courseCategories.courseId, courseId))
    .orderBy(asc(courseCategories.categoryId));
  return rows.map((r) => r.id);
}

export async function insertCourse(db: Executor, values: Omit<typeof courses.$inferInsert, 'projectId'>) {
  const [row] = await db
    .insert(courses)
    .values({ ...values, projectId: PROJECT_ID })
    .returning();
  return row!;
}

export async function updateCourse(db: Executor, id: number, values: Partial<CourseRecord>) {
  const [row] = await db
    .update(courses)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(courses.id, id))
    .returning();
  return row ?? null;
}

export async function setCourseCategories(db: Executor, courseId: number, categoryIds: number[]) {
  await db.delete(courseCategories).where(eq(courseCategories.courseId, courseId));
  if (categoryIds.length > 0) {
    await db.insert(courseCategories).values(categoryIds.map((categoryId) => ({ courseId, categoryId })));
  }
}

export async function courseOrderCount(db: Executor, courseId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(orderItems).where(eq(orderItems.courseId, courseId));
  return row?.n ?? 0;
}

// ── Modules, lessons, resources ─────────────────────────────────────────────────────────────
export type ModuleRecord = typeof modules.$inferSelect;
export type LessonRecord = typeof lessons.$inferSelect;
export type ResourceRecord = typeof resources.$inferSelect;

export async function courseTree(db: Executor, courseId: number) {
  const mods = await db
    .select()
    .from(modules)
    .where(eq(modules.courseId, courseId))
    .orderBy(asc(modules.position), asc(modules.id));
  const modIds = mods.map((m) => m.id);
  const les = modIds.length
    ? await db
        .select()
        .from(lessons)
        .where(inArray(lessons.moduleId, modIds))
        .orderBy(asc(lessons.position), asc(lessons.id))
    : [];
  const lesIds = les.map((l) => l.id);
  const res = lesIds.length
    ? await db
        .select()
        .from(resources)
        .where(inArray(resources.lessonId, lesIds))
        .orderBy(asc(resources.position), asc(resources.id))
    : [];
  return { modules: mods, lessons: les, resources: res };
}

export async function getModuleRecord(db: Executor, id: number) {
  const [row] = await db.select().from(modules).where(eq(modules.id, id));
  return row ?? null;
}
export async function getLessonRecord(db: Executor, id: number) {
  const [row] = await db
    .select({ lesson: lessons, courseId: modules.courseId })
    .from(lessons)
    .innerJoin(modules, eq(modules.id, lessons.moduleId))
    .where(eq(lessons.id, id));
  return row ? { ...row.lesson, courseId: row.courseId } : null;
}
export async function getResourceRecord(db: Executor, id: number) {
  const [row] = await db
    .select({ resource: resources, courseId: modules.courseId })
    .from(resources)
    .innerJoin(lessons, eq(lessons.id, resources.lessonId))
    .innerJoin(modules, eq(modules.id, lessons.moduleId))
    .where(eq(resources.id, id));
  return row ? { ...row.resource, courseId: row.courseId } : null;
}

const nextPosition = async (
  db: Executor,
  table: typeof modules | typeof lessons | typeof resources,
  where: SQL,
) => {
  const [row] = await db
    .select({ max: sql<number>`coalesce(max(${table.position}), 0)::int` })
    .from(table)
    .where(where);
  return (row?.max ?? 0) + 1;
};

export async function insertModule(db: Executor, courseId: number, name: string) {
  const position = await nextPosition(db, modules, eq(modules.courseId, courseId));
  const [row] = await db.insert(modules).values({ courseId, name, position }).returning();
  return row!;
}
export async function updateModule(db: Executor, id: number, values: Partial<ModuleRecord>) {
  const [row] = await db.update(modules).set(values).where(eq(modules.id, id)).returning();
  return row ?? null;
}
export async function deleteModule(db: Executor, id: number) {
  await db.delete(modules).where(eq(modules.id, id));
}

export async function insertLesson(
  db: Executor,
  moduleId: number,
  values: { name: string; startsAt: Date | null },
) {
  const position = await nextPosition(db, lessons, eq(lessons.moduleId, moduleId));
  const [row] = await db
    .insert(lessons)
    .values({ moduleId, name: values.name, startsAt: values.startsAt, position })
    .returning();
  return row!;
}
export async function updateLesson(db: Executor, id: number, values: Partial<LessonRecord>) {
  const [row] = await db.update(lessons).set(values).where(eq(lessons.id, id)).returning();
  return row ?? null;
}
export async function deleteLesson(db: Executor, id: number) {
  await db.delete(lessons).where(eq(lessons.id, id));
}

export async function insertResource(
  db: Executor,
  lessonId: number,
  values: Omit<typeof resources.$inferInsert, 'lessonId' | 'position'>,
) {
  const position = await nextPosition(db, resources, eq(resources.lessonId, lessonId));
  const [row] = await db
    .insert(resources)
    .values({ ...values, lessonId, position })
    .returning();
  return row!;
}
export async function updateResource(db: Executor, id: number, values: Partial<ResourceRecord>) {
  const [row] = await db.update(resources).set(values).where(eq(resources.id, id)).returning();
  return row ?? null;
}
export async function deleteResource(db: Executor, id: number) {
  await db.delete(resources).where(eq(resources.id, id));
}

/**
 * Swaps a row with its neighbour among its siblings (same parent), by position then id. Returns
 * false when it is already first (up) or last (down). Positions are renumbered 1..n first, so
 * equal positions (seeded data) still move.
 */
export async function moveSibling(
  db: Executor,
  kind: 'modules' | 'lessons' | 'resources',
  id: number,
  direction: 'up' | 'down',
): Promise<boolean> {
  const table = { modules, lessons, resources }[kind];
  const parent =
    kind === 'modules' ? modules.courseId : kind === 'lessons' ? lessons.moduleId : resources.lessonId;
  const [self] = await db.select({ parentId: parent }).from(table).where(eq(table.id, id));
  if (!self) return false;
  const siblings = await db
    .select({ id: table.id })
    .from(table)
    .where(eq(parent, self.parentId))
    .orderBy(asc(table.position), asc(table.id));
  const index = siblings.findIndex((s) => s.id === id);
  const other = direction === 'up' ? index - 1 : index + 1;
  if (index < 0 || other < 0 || other >= siblings.length) return false;
  const order = siblings.map((s) => s.id);
  [order[index], order[other]] = [order[other]!, order[index]!];
  for (const [i, siblingId] of order.entries()) {
    await db
      .update(table)
      .set({ position: i + 1 })
      .where(eq(table.id, siblingId));
  }
  return true;
}
