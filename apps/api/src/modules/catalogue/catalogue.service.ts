// Catalogue rules: what is public, the listing-item shape of spec §3, search, and which videos may
// leave the server (only free resources of released lessons).
import {
  type Category,
  type CourseDetail,
  type CourseListingItem,
  type CourseModule,
  type CoursePage,
  isLessonAvailable,
  normalizeSearchText,
  paginate,
  rankSearch,
  SEARCH_V1_LIMIT,
  toMoneyString,
} from '@campus/contract';
import type { Database, Executor } from '../../db/client.ts';
import { storedOf } from '../../integrations/storage/storage.ts';
import { NotFound } from '../../lib/errors.ts';
import { assertProjectExists } from '../projects/projects.service.ts';
import {
  allOf,
  type CategoryRow,
  type CourseFilter,
  type CourseTreeRow,
  countCourses,
  courseCategoryList,
  courseIs,
  courseTreeRows,
  type DetailRow,
  featuredOnly,
  findCategory,
  findPublicCourse,
  freeOnly,
  inCategory,
  isPublic,
  type ListingRow,
  listCategories,
  listCourses,
  relatedTo,
  sitemapCourses,
} from './catalogue.repository.ts';
import { readSearchSources, type SearchSources } from './search-index.ts';

export const COURSE_NOT_FOUND = 'Curso no encontrado.';
export const CATEGORY_NOT_FOUND = 'Categoría no encontrada.';

type Db = Database;
type Page = { page: number; perPage: number };

function toCategory(row: CategoryRow): Category {
  return { id: row.id, name: row.name, data: row.image };
}

function toListingItem(row: ListingRow): CourseListingItem {
  const free = row.free ? '1' : '0';
  const price = toMoneyString(row.free ? 0 : row.price);
  return {
    id: row.id,
    courses: {
      name: row.name,
      description: row.description,
      data: { imageUrl: row.image, free, price, certificate: row.certificate ? 1 : 0 },
    },
    resources_image: { data: row.image },
    course_owner:
      row.ownerId === null
        ? null
        : {
            name: row.ownerName ?? '',
            lastname: row.ownerLastname ?? '',
            specialty: row.ownerSpecialty ?? '',
            description: row.ownerDescription ?? '',
            data: {
              facebook: row.facebook,
              instagram: row.instagram,
              pinterest: row.pinterest,
              image: row.ownerImage,
            },
          },
    users_in_course: row.students,
    date_in: (row.publishedAt ?? new Date(0)).toISOString(),
    destacate: row.featured ? 'true' : 'false',
    data: { free, price },
    lessons_in_course: row.lessonsCount,
    resource_in_course: row.resourcesCount,
    modules: row.modules,
    course_hotmart: row.externalCheckoutUrl ? { checkoutUrl: row.externalCheckoutUrl } : null,
  };
}

/** An empty answer for an unknown project is a 404, not an empty list. */
async function emptyMeansUnknownProject(db: Db, projectId: number, empty: boolean): Promise<void> {
  if (empty) await assertProjectExists(db, projectId);
}

export async function getCategories(db: Db, projectId: number): Promise<Category[]> {
  const rows = await listCategories(db, projectId);
  await emptyMeansUnknownProject(db, projectId, rows.length === 0);
  return rows.map(toCategory);
}

export async function getCategory(db: Db, projectId: number, id: number): Promise<Category> {
  const row = await findCategory(db, projectId, id);
  if (!row) throw new NotFound(CATEGORY_NOT_FOUND);
  return toCategory(row);
}

async function list(
  db: Db,
  projectId: number,
  where: CourseFilter,
  limit: number,
): Promise<CourseListingItem[]> {
  const rows = await listCourses(db, where, { limit, offset: 0 });
  await emptyMeansUnknownProject(db, projectId, rows.length === 0);
  return rows.map(toListingItem);
}

async function paged(
  db: Db,
  projectId: number,
  where: CourseFilter,
  { page, perPage }: Page,
): Promise<CoursePage> {
  const [rows, total] = await Promise.all([
    listCourses(db, where, { limit: perPage, offset: (page - 1) * perPage }),
    countCourses(db, where),
  ]);
  await emptyMeansUnknownProject(db, projectId, total === 0);
  return paginate(rows.map(toListingItem), total, page, perPage);
}

/** Bound on unpaginated v1 lists, so a huge catalogue never answers with everything at once. */
const V1_LIST_LIMIT = 500;

/** Featured courses; with `free` the free courses instead (spec §7, optional free=1). */
export function getFeaturedCourses(db: Db, projectId: number, free: boolean, now = new Date()) {
  return list(
    db,
    projectId,
    allOf(isPublic(projectId, now), free ? freeOnly() : featuredOnly()),
    V1_LIST_LIMIT,
  );
}

export async function getCategoryCourses(db: Db, projectId: number, categoryId: number, now = new Date()) {
  await getCategory(db, projectId, categoryId);
  return list(db, projectId, allOf(isPublic(projectId, now), inCategory(categoryId)), V1_LIST_LIMIT);
}

export async function getCategoryCoursePage(
  db: Db,
  projectId: number,
  categoryId: number,
  p: Page,
  now = new Date(),
) {
  await getCategory(db, projectId, categoryId);
  return paged(db, projectId, allOf(isPublic(projectId, now), inCategory(categoryId)), p);
}

/** A search's time in the index's unit: microseconds, like the publication dates it holds. */
const micros = (date: Date) => date.getTime() * 1000;

/**
 * Every public course matching the search text, most relevant first, ranked over the project's
 * search index (`search`: the app's kept one; by default one read for this call).
 */
async function rankedIds(
  db: Db,
  projectId: number,
  text: string,
  free: boolean,
  now: Date,
  search: SearchSources,
): Promise<number[]> {
  return rankSearch(await search.index(db, projectId), { text, now: micros(now), free });
}

/** Paginated public courses, optionally only free ones or those matching a search. */
export async function getCoursePage(
  db: Db,
  projectId: number,
  filter: { search?: string; free?: boolean },
  p: Page,
  now = new Date(),
  search: SearchSources = readSearchSources,
): Promise<CoursePage> {
  const text = normalizeSearchText(filter.search ?? '');
  if (!text) {
    const where = allOf(isPublic(projectId, now), filter.free ? freeOnly() : undefined);
    return paged(db, projectId, where, p);
  }
  const ids = await rankedIds(db, projectId, text, filter.free === true, now, search);
  await emptyMeansUnknownProject(db, projectId, ids.length === 0);
  const offset = (p.page - 1) * p.perPage;
  // Public checked again (course-cards.ts): with the database, or by the kept cards' own rules.
  const rows = await search.cards(db, projectId, ids.slice(offset, offset + p.perPage), now);
  return paginate(rows.map(toListingItem), ids.length, p.page, p.perPage);
}

/** v1 search (getAllCoursesKey): the best matches, most relevant first, in the v2 search's order. */
export async function searchCourses(
  db: Db,
  projectId: number,
  keyCode: string,
  now = new Date(),
  search: SearchSources = readSearchSources,
) {
  const text = normalizeSearchText(keyCode);
  const ids = text ? await rankedIds(db, projectId, text, false, now, search) : [];
  await emptyMeansUnknownProject(db, projectId, ids.length === 0);
  const rows = await search.cards(db, projectId, ids.slice(0, SEARCH_V1_LIMIT), now);
  return rows.map(toListingItem);
}

/** Related courses: those sharing a category with `courseId`, or every public course without it. */
export async function getRelatedCoursePage(
  db: Db,
  projectId: number,
  courseId: number | undefined,
  p: Page,
  now = new Date(),
) {
  if (courseId !== undefined) await getPublicCourseRow(db, projectId, courseId, now);
  const where = allOf(isPublic(projectId, now), courseId === undefined ? undefined : relatedTo(courseId));
  return paged(db, projectId, where, p);
}

async function getPublicCourseRow(db: Db, projectId: number, id: number, now: Date): Promise<DetailRow> {
  const row = await findPublicCourse(db, allOf(isPublic(projectId, now), courseIs(id)));
  if (!row) {
    await assertProjectExists(db, projectId);
    throw new NotFound(COURSE_NOT_FOUND);
  }
  return row;
}

/**
 * A course's modules, lessons and resources in display order, one row per resource (or per empty
 * module or lesson), whatever their locks: the caller decides what of each row may leave the server.
 */
export function courseTree(db: Executor, courseId: number): Promise<CourseTreeRow[]> {
  return courseTreeRows(db, courseId);
}

/**
 * The public detail. A resource's `id_video` and `url` are sent only when it is free and its
 * lesson is released; everything else about it (name, type, lock) is sent so the page can show it.
 */
export async function getCourseDetail(db: Db, projectId: number, id: number, now = new Date()) {
  const row = await getPublicCourseRow(db, projectId, id, now);
  const [tree, categoryList] = await Promise.all([courseTreeRows(db, id), courseCategoryList(db, id)]);

  const modulesOut: CourseModule[] = [];
  for (const r of tree) {
    let mod = modulesOut.at(-1);
    if (mod?.id !== r.moduleId) {
      mod = { id: r.moduleId, name: r.moduleName, lessons: [] };
      modulesOut.push(mod);
    }
    if (r.lessonId === null) continue;
    let lesson = mod.lessons.at(-1);
    if (lesson?.id !== r.lessonId) {
      lesson = {
        id: r.lessonId,
        name: r.lessonName ?? '',
        data: { date_in: r.startsAt?.toISOString() ?? null },
        resources: [],
      };
      mod.lessons.push(lesson);
    }
    if (r.resourceId === null) continue;
    const open = r.free === true && isLessonAvailable(r.startsAt, now);
    lesson.resources.push({
      id: r.resourceId,
      name: r.resourceName ?? '',
      type: r.type ?? 0,
      lessons_id: r.lessonId,
      data: {
        id_video: open ? r.videoId : null,
        free: r.free ? '1' : '0',
        // An uploaded lesson file leaves only by a signed, per-student link (the player's), never here.
        url: open && !storedOf(r.url) ? r.url : null,
        date: r.startsAt?.toISOString() ?? null,
      },
    });
  }

  const item = toListingItem(row);
  const detail: CourseDetail = {
    ...item,
    courses: { ...item.courses, about: row.about, days: row.days },
    modules: modulesOut,
    categories: categoryList,
  };
  return { detail, updatedAt: row.updatedAt };
}

/** Published courses and all categories of the project, for /sitemap.xml. */
export async function getSitemapEntries(db: Db, projectId: number, now = new Date()) {
  const [courseRows, categoryRows] = await Promise.all([
    sitemapCourses(db, projectId, now),
    listCategories(db, projectId),
  ]);
  return { courses: courseRows, categories: categoryRows };
}
