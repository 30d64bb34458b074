// The only place the catalogue touches its tables. Counts are computed here, never stored.
import { and, asc, desc, eq, inArray, isNotNull, lte, ne, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  categories,
  courseCategories,
  courses,
  enrolments,
  lessons,
  modules,
  resources,
  specialists,
} from '../../db/schema.ts';

export type CategoryRow = { id: number; name: string; image: string };

export function listCategories(db: Executor, projectId: number): Promise<CategoryRow[]> {
  return db
    .select({ id: categories.id, name: categories.name, image: categories.image })
    .from(categories)
    .where(eq(categories.projectId, projectId))
    .orderBy(asc(categories.position), asc(categories.id));
}

export async function findCategory(db: Executor, projectId: number, id: number): Promise<CategoryRow | null> {
  const [row] = await db
    .select({ id: categories.id, name: categories.name, image: categories.image })
    .from(categories)
    .where(and(eq(categories.projectId, projectId), eq(categories.id, id)));
  return row ?? null;
}

/** A course is public when it belongs to the project and its publication instant has come. */
export function isPublic(projectId: number, now: Date): SQL {
  return and(
    eq(courses.projectId, projectId),
    isNotNull(courses.publishedAt),
    lte(courses.publishedAt, now),
  )!;
}

export function inCategory(categoryId: number): SQL {
  return sql`exists (select 1 from ${courseCategories} where ${courseCategories.courseId} = ${courses.id} and ${courseCategories.categoryId} = ${categoryId})`;
}

/** Courses sharing at least one category with `courseId`, that course excluded. */
export function relatedTo(courseId: number): SQL {
  return and(
    ne(courses.id, courseId),
    sql`exists (select 1 from ${courseCategories} mine join ${courseCategories} theirs on theirs.category_id = mine.category_id
      where mine.course_id = ${courseId} and theirs.course_id = ${courses.id})`,
  )!;
}

export const featuredOnly = (): SQL => eq(courses.featured, true);
export const freeOnly = (): SQL => eq(courses.free, true);
export const courseIs = (id: number): SQL => eq(courses.id, id);

/** A condition on courses, built by the helpers above; `allOf` joins them (undefined ones left out). */
export type CourseFilter = SQL;
export const allOf = (...conditions: Array<CourseFilter | undefined>): CourseFilter => and(...conditions)!;

const listingColumns = {
  id: courses.id,
  name: courses.name,
  description: courses.description,
  image: courses.image,
  price: courses.price,
  free: courses.free,
  featured: courses.featured,
  certificate: courses.certificate,
  publishedAt: courses.publishedAt,
  externalCheckoutUrl: courses.externalCheckoutUrl,
  ownerId: specialists.id,
  ownerName: specialists.name,
  ownerLastname: specialists.lastname,
  ownerSpecialty: specialists.specialty,
  ownerDescription: specialists.description,
  ownerImage: specialists.image,
  facebook: specialists.facebook,
  instagram: specialists.instagram,
  pinterest: specialists.pinterest,
  students: sql<number>`(select count(*)::int from ${enrolments} where ${enrolments.courseId} = ${courses.id})`,
  lessonsCount: sql<number>`(select count(*)::int from ${lessons} l join ${modules} m on m.id = l.module_id
    where m.course_id = ${courses.id})`,
  resourcesCount: sql<number>`(select count(*)::int from ${resources} r join ${lessons} l on l.id = r.lesson_id
    join ${modules} m on m.id = l.module_id where m.course_id = ${courses.id})`,
  modules: sql<
    Array<{ id: number; name: string }>
  >`(select coalesce(json_agg(json_build_object('id', m.id, 'name', m.name)
    order by m.position, m.id), '[]'::json) from ${modules} m where m.course_id = ${courses.id})`,
};

export type ListingRow = {
  id: number;
  name: string;
  description: string;
  image: string;
  price: string;
  free: boolean;
  featured: boolean;
  certificate: boolean;
  publishedAt: Date | null;
  externalCheckoutUrl: string | null;
  ownerId: number | null;
  ownerName: string | null;
  ownerLastname: string | null;
  ownerSpecialty: string | null;
  ownerDescription: string | null;
  ownerImage: string | null;
  facebook: string | null;
  instagram: string | null;
  pinterest: string | null;
  students: number;
  lessonsCount: number;
  resourcesCount: number;
  modules: Array<{ id: number; name: string }>;
};

/** Default order of every list: featured first, then the newest. */
const listOrder = [desc(courses.featured), desc(courses.publishedAt), desc(courses.id)];

/** One page of public courses matching `where`, with their computed counts. */
export async function listCourses(
  db: Executor,
  where: SQL,
  page: { limit: number; offset: number },
): Promise<ListingRow[]> {
  const rows = await db
    .select(listingColumns)
    .from(courses)
    .leftJoin(specialists, eq(specialists.id, courses.specialistId))
    .where(where)
    .orderBy(...listOrder)
    .limit(page.limit)
    .offset(page.offset);
  return rows as ListingRow[];
}

export async function countCourses(db: Executor, where: SQL): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(courses).where(where);
  return row?.n ?? 0;
}

/** Listing rows of these ids, in the order given. */
export async function coursesByIds(db: Executor, ids: number[]): Promise<ListingRow[]> {
  if (ids.length === 0) return [];
  const rows = (await db
    .select(listingColumns)
    .from(courses)
    .leftJoin(specialists, eq(specialists.id, courses.specialistId))
    .where(inArray(courses.id, ids))) as ListingRow[];
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.map((id) => byId.get(id)).filter((r): r is ListingRow => r !== undefined);
}

/** `\`, `%` and `_` are literal in a search, not LIKE wildcards. */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * Ranked search over course name, description, specialist and category names, accent- and
 * case-insensitive (f_unaccent + lower). Every term must appear in one of them: per term, the
 * courses whose name or description contain it (trigram index), those of a matching specialist
 * and those of a matching category. The rank favours the whole text in the name (most at its
 * start), then each term in the name or the specialist's name. All user text
 * travels as bound parameters.
 *
 * Cost (issue 12): the normalised names are computed once per matching course and once per
 * specialist (materialised CTEs; inlined into the rank expression they were computed up to six times
 * per course), and a broad word matches ~1,400 of 10,000 courses, so that is what counts.
 */
export async function searchCourseIds(
  db: Executor,
  input: { projectId: number; now: Date; text: string; terms: string[]; free?: boolean },
  page: { limit: number; offset: number },
): Promise<{ ids: number[]; total: number | null }> {
  const pattern = (term: string) => sql`'%' || f_unaccent(${escapeLike(term)}) || '%'`;
  const matchesTerm = (term: string) => sql`c.id in (
      select m.id from ${courses} m
        where m.search_text like ${pattern(term)}
      union all
      select cc.course_id from ${courseCategories} cc join ${categories} cat on cat.id = cc.category_id
        where cat.project_id = ${input.projectId} and f_unaccent(lower(cat.name)) like ${pattern(term)}
      union all
      select m.id from ${courses} m join owners on owners.id = m.specialist_id
        where owners.o like ${pattern(term)}
    )`;
  const whole = escapeLike(input.text.toLowerCase());
  const termRank = input.terms.map(
    (t) =>
      sql`(case when d.n like ${pattern(t)} then 2 else 0 end) + (case when d.o like ${pattern(t)} then 1 else 0 end)`,
  );
  // The rank in whole numbers (twice the weights 4, 3, 1 and 0.5: same order, no numeric arithmetic).
  const result = await db.execute<{ id: number; total: number }>(sql`
    with owners as materialized (
      select s.id, f_unaccent(lower(s.name || ' ' || s.lastname)) as o from ${specialists} s
    ),
    d as materialized (
      select c.id, c.featured, c.published_at, f_unaccent(lower(c.name)) as n, coalesce(owners.o, ' ') as o
      from ${courses} c left join owners on owners.id = c.specialist_id
      where c.project_id = ${input.projectId} and c.published_at is not null
        and c.published_at <= ${input.now.toISOString()}::timestamptz
        ${input.free ? sql`and c.free` : sql``}
        and ${sql.join(input.terms.map(matchesTerm), sql` and `)}
    )
    select d.id, count(*) over ()::int as total
    from d
    order by (case when d.n like ${sql`f_unaccent(${whole}) || '%'`} then 8
        when d.n like ${pattern(input.text.toLowerCase())} then 6 else 0 end)
      + ${sql.join(termRank, sql` + `)} desc,
      d.featured desc, d.published_at desc, d.id desc
    limit ${page.limit} offset ${page.offset}
  `);
  const rows = (result as unknown as { rows: Array<{ id: number; total: number }> }).rows;
  return { ids: rows.map((r) => Number(r.id)), total: rows.length > 0 ? Number(rows[0]!.total) : null };
}

export type ModuleTreeRow = {
  moduleId: number;
  moduleName: string;
  lessonId: number | null;
  lessonName: string | null;
  startsAt: Date | null;
  resourceId: number | null;
  resourceName: string | null;
  type: number | null;
  videoId: string | null;
  url: string | null;
  free: boolean | null;
};

/** Modules, lessons and resources of a course in display order, one row per resource. */
export function moduleTree(db: Executor, courseId: number): Promise<ModuleTreeRow[]> {
  return db
    .select({
      moduleId: modules.id,
      moduleName: modules.name,
      lessonId: lessons.id,
      lessonName: lessons.name,
      startsAt: lessons.startsAt,
      resourceId: resources.id,
      resourceName: resources.name,
      type: resources.type,
      videoId: resources.videoId,
      url: resources.url,
      free: resources.free,
    })
    .from(modules)
    .leftJoin(lessons, eq(lessons.moduleId, modules.id))
    .leftJoin(resources, eq(resources.lessonId, lessons.id))
    .where(eq(modules.courseId, courseId))
    .orderBy(
      asc(modules.position),
      asc(modules.id),
      asc(lessons.position),
      asc(lessons.id),
      asc(resources.position),
      asc(resources.id),
    );
}

export function courseCategoryList(
  db: Executor,
  courseId: number,
): Promise<Array<{ id: number; name: string }>> {
  return db
    .select({ id: categories.id, name: categories.name })
    .from(courseCategories)
    .innerJoin(categories, eq(categories.id, courseCategories.categoryId))
    .where(eq(courseCategories.courseId, courseId))
    .orderBy(asc(categories.position), asc(categories.id));
}

export type DetailRow = ListingRow & { about: string; days: number | null; updatedAt: Date };

/** One public course with the detail-only columns, or null. */
export async function findPublicCourse(db: Executor, where: SQL): Promise<DetailRow | null> {
  const [row] = await db
    .select({ ...listingColumns, about: courses.about, days: courses.days, updatedAt: courses.updatedAt })
    .from(courses)
    .leftJoin(specialists, eq(specialists.id, courses.specialistId))
    .where(where)
    .limit(1);
  return (row as DetailRow | undefined) ?? null;
}

/** Every public course and category, for the sitemap. */
export function sitemapCourses(db: Executor, projectId: number, now: Date) {
  return db
    .select({ id: courses.id, name: courses.name, updatedAt: courses.updatedAt })
    .from(courses)
    .where(isPublic(projectId, now))
    .orderBy(asc(courses.id));
}
