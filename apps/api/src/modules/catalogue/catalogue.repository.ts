// The only place the catalogue touches its tables. Counts are computed here, never stored.

import type { SearchableCourse } from '@campus/contract';
import { and, asc, desc, eq, gt, isNotNull, lte, ne, type SQL, sql } from 'drizzle-orm';
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

/**
 * The listing rows of a page of search results, as one prepared statement per database: a search
 * asks for a different set of ids each time, and planning this query (four counting subqueries per
 * row) cost PostgreSQL more than running it, besides Drizzle building the SQL again each time.
 */
function prepareSearchRows(db: Executor) {
  return db
    .select(listingColumns)
    .from(courses)
    .leftJoin(specialists, eq(specialists.id, courses.specialistId))
    .where(
      and(
        sql`${courses.id} = any(${sql.placeholder('ids')}::int[])`,
        sql`${courses.projectId} = ${sql.placeholder('projectId')}`,
        isNotNull(courses.publishedAt),
        sql`${courses.publishedAt} <= ${sql.placeholder('now')}::timestamptz`,
      ),
    )
    .prepare('catalogue_search_rows');
}
const searchRowQueries = new WeakMap<Executor, ReturnType<typeof prepareSearchRows>>();

/** Listing rows of these ids that are public (isPublic) at `now`, in the order given. */
export async function publicCoursesByIds(
  db: Executor,
  projectId: number,
  ids: number[],
  now: Date,
): Promise<ListingRow[]> {
  if (ids.length === 0) return [];
  let query = searchRowQueries.get(db);
  if (!query) {
    query = prepareSearchRows(db);
    searchRowQueries.set(db, query);
  }
  const rows = (await query.execute({ ids, projectId, now: now.toISOString() })) as ListingRow[];
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.map((id) => byId.get(id)).filter((r): r is ListingRow => r !== undefined);
}

/**
 * Rows per query when reading the searchable courses. The driver and Drizzle map a result in one
 * go: 10,000 courses in one query held the event loop ~80 ms under load (the cached
 * search's p99), a page of 1,000 a few milliseconds, and the requests waiting run between pages.
 */
export const SEARCHABLE_PAGE = 1000;

/**
 * What the search index reads of every course of the project with a publication date (future ones
 * too: each search compares the date with its own time), in id order, `pageSize` courses per query.
 * The date comes as microseconds since the epoch, PostgreSQL's precision, so the index compares and
 * orders courses published within the same millisecond exactly as the SQL listings do.
 */
export async function searchableCourses(
  db: Executor,
  projectId: number,
  pageSize = SEARCHABLE_PAGE,
): Promise<SearchableCourse[]> {
  const found: SearchableCourse[] = [];
  // Keyset pages, not one snapshot: a course written meanwhile clears the catalogue cache, and the
  // index is built again from the new state.
  for (let after = 0; ; ) {
    const rows = await db
      .select({
        id: courses.id,
        name: courses.name,
        description: courses.description,
        owner: sql<string>`coalesce(${specialists.name} || ' ' || ${specialists.lastname}, '')`,
        categories: sql<string[]>`(select coalesce(json_agg(cat.name), '[]'::json)
          from ${courseCategories} cc join ${categories} cat on cat.id = cc.category_id
          where cc.course_id = ${courses.id} and cat.project_id = ${projectId})`,
        featured: courses.featured,
        free: courses.free,
        publishedAt: sql<number>`(extract(epoch from ${courses.publishedAt}) * 1000000)::float8`,
      })
      .from(courses)
      .leftJoin(specialists, eq(specialists.id, courses.specialistId))
      .where(and(eq(courses.projectId, projectId), isNotNull(courses.publishedAt), gt(courses.id, after)))
      .orderBy(asc(courses.id))
      .limit(pageSize);
    for (const r of rows) found.push({ ...r, publishedAt: Number(r.publishedAt) });
    if (rows.length < pageSize) return found;
    after = rows.at(-1)!.id;
  }
}

/**
 * A short text that changes whenever anything `searchableCourses` reads changes: each row's text
 * hashed and summed (the sum does not depend on order), with the row counts, for the courses with a
 * publication date and for the links to the project's categories. One aggregate query in the
 * database, a few milliseconds for 10,000 courses against ~0.5 s of CPU to read and build the index:
 * the kept index checks it instead of rebuilding on a timer. A row's `::text` tells
 * NULL from an empty text, which a joined string would not.
 */
export async function searchableFingerprint(db: Executor, projectId: number): Promise<string> {
  const hashed = (row: SQL) => sql`coalesce(sum(hashtextextended((${row})::text, 0)), 0)`;
  const [coursesRows] = await db
    .select({
      count: sql<string>`count(*)::text`,
      sum: sql<string>`${hashed(
        sql`row(${courses.id}, ${courses.name}, ${courses.description}, ${specialists.name},
          ${specialists.lastname}, ${courses.featured}, ${courses.free}, ${courses.publishedAt})`,
      )}::text`,
    })
    .from(courses)
    .leftJoin(specialists, eq(specialists.id, courses.specialistId))
    .where(and(eq(courses.projectId, projectId), isNotNull(courses.publishedAt)));
  const [links] = await db
    .select({
      count: sql<string>`count(*)::text`,
      sum: sql<string>`${hashed(sql`row(${courseCategories.courseId}, ${categories.id}, ${categories.name})`)}::text`,
    })
    .from(courseCategories)
    .innerJoin(categories, eq(categories.id, courseCategories.categoryId))
    .where(eq(categories.projectId, projectId));
  return `${coursesRows!.count}:${coursesRows!.sum}/${links!.count}:${links!.sum}`;
}

export type CourseTreeRow = {
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
  durationSeconds: number | null;
};

/**
 * Modules → lessons → resources of a course in display order: one row per resource, or per empty
 * module or lesson. The one course-tree query: the public detail and the student's course
 * (`modules/learning`, through `courseTree` in the catalogue service) both read it.
 */
export function courseTreeRows(db: Executor, courseId: number): Promise<CourseTreeRow[]> {
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
      durationSeconds: resources.durationSeconds,
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
