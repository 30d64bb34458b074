// Catalogue calls of spec §7 ("Catalogue and cart", catalogue part) with the field names of §3.
import * as z from 'zod';
import './zod-es.ts';
import { idSchema, pageQuerySchema, paginatedSchema, projectIdSchema, wholeNumber } from './common.ts';
import { CATEGORY_TYPE_ID, MAX_ID, MAX_PER_PAGE } from './constants.ts';

/** Longest search text accepted (longer: 422); only the first SEARCH_TEXT_MAX characters are used. */
export const SEARCH_INPUT_MAX = 5000;
export const SEARCH_TEXT_MAX = 100;
/** At most this many words of a search take part in the match. */
export const SEARCH_MAX_TERMS = 8;
/** The v1 search (getAllCoursesKey) answers the best matches only. */
export const SEARCH_V1_LIMIT = 50;

/** Trims, collapses spaces and bounds a search text; '' when nothing is left. */
export function normalizeSearchText(text: string): string {
  // Control characters (NUL among them, which PostgreSQL refuses in text) count as spaces.
  return text
    .replace(/[\s\p{Cc}]+/gu, ' ')
    .trim()
    .slice(0, SEARCH_TEXT_MAX)
    .trim();
}

/** The words a search matches, each of which must appear somewhere in the course. */
export function searchTerms(text: string): string[] {
  return [...new Set(normalizeSearchText(text).toLowerCase().split(' ').filter(Boolean))].slice(
    0,
    SEARCH_MAX_TERMS,
  );
}

const moneySchema = z.string().regex(/^\d+\.\d{2}$/);
/** Spec §3 / §9: free flag '1' free, '0' paid. */
const freeFlagSchema = z.enum(['0', '1']);
const certificateSchema = z.union([z.literal(0), z.literal(1)]);

// ── Categories ──────────────────────────────────────────────────────────────────────────────
export const categorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Picture of the category (site path, /media/…). */
  data: z.string(),
});
export type Category = z.infer<typeof categorySchema>;

export const categoriesQuerySchema = z.object({ proyect_id: projectIdSchema });
export const categoriesResponseSchema = z.object({ data: z.array(categorySchema) });
export type CategoriesResponse = z.infer<typeof categoriesResponseSchema>;

// ── Course-listing item (spec §3) ───────────────────────────────────────────────────────────
export const courseOwnerSchema = z.object({
  name: z.string(),
  lastname: z.string(),
  specialty: z.string(),
  description: z.string(),
  data: z.object({
    facebook: z.string().nullable(),
    instagram: z.string().nullable(),
    pinterest: z.string().nullable(),
    /** Portrait of the specialist (site path), when there is one. */
    image: z.string().nullable(),
  }),
});
export type CourseOwner = z.infer<typeof courseOwnerSchema>;

const courseDataSchema = z.object({
  imageUrl: z.string(),
  free: freeFlagSchema,
  price: moneySchema,
  certificate: certificateSchema,
});

export const courseListingItemSchema = z.object({
  /** The course (mounted course) id: `course_id` and `mounted_course_id` name the same thing. */
  id: z.number().int(),
  courses: z.object({ name: z.string(), description: z.string(), data: courseDataSchema }),
  resources_image: z.object({ data: z.string() }),
  course_owner: courseOwnerSchema.nullable(),
  /** Students enrolled, counted. */
  users_in_course: z.number().int(),
  /** Publication instant (ISO 8601). */
  date_in: z.string(),
  /** 'true' marks a featured (best-selling) course. */
  destacate: z.enum(['true', 'false']),
  data: z.object({ free: freeFlagSchema, price: moneySchema }),
  lessons_in_course: z.number().int(),
  resource_in_course: z.number().int(),
  modules: z.array(z.object({ id: z.number().int(), name: z.string() })),
  /** External checkout link, when the course sells through one. */
  course_hotmart: z.object({ checkoutUrl: z.string() }).nullable(),
});
export type CourseListingItem = z.infer<typeof courseListingItemSchema>;

export const courseListResponseSchema = z.object({ data: z.array(courseListingItemSchema) });
export type CourseListResponse = z.infer<typeof courseListResponseSchema>;
export const coursePageSchema = paginatedSchema(courseListingItemSchema);
export type CoursePage = z.infer<typeof coursePageSchema>;

// ── Course detail ───────────────────────────────────────────────────────────────────────────
export const resourceSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** 1 Vimeo, 2 media file, 3 document, 4 link, 5 download, 6 YouTube. */
  type: z.number().int(),
  lessons_id: z.number().int(),
  data: z.object({
    /** Null unless the resource is free and its lesson released. */
    id_video: z.string().nullable(),
    free: freeFlagSchema,
    /** Null unless the resource is free and its lesson released. */
    url: z.string().nullable(),
    /** Release instant of the lesson (ISO 8601), null when available from the start. */
    date: z.string().nullable(),
  }),
});
export type Resource = z.infer<typeof resourceSchema>;

export const lessonSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  data: z.object({ date_in: z.string().nullable() }),
  resources: z.array(resourceSchema),
});
export type Lesson = z.infer<typeof lessonSchema>;

export const moduleSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  lessons: z.array(lessonSchema),
});
export type CourseModule = z.infer<typeof moduleSchema>;

export const courseDetailSchema = courseListingItemSchema.extend({
  courses: z.object({
    name: z.string(),
    description: z.string(),
    /** Long presentation text: paragraphs separated by a blank line. */
    about: z.string(),
    /** Mentoring courses: how many days it runs. */
    days: z.number().int().nullable(),
    data: courseDataSchema,
  }),
  modules: z.array(moduleSchema),
  categories: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type CourseDetail = z.infer<typeof courseDetailSchema>;

export const courseDetailRequestSchema = z.object({ course_id: idSchema, proyect_id: projectIdSchema });
export type CourseDetailRequest = z.infer<typeof courseDetailRequestSchema>;
export const courseDetailResponseSchema = z.object({ data: courseDetailSchema });
export type CourseDetailResponse = z.infer<typeof courseDetailResponseSchema>;

// ── Requests ────────────────────────────────────────────────────────────────────────────────
const searchTextSchema = z.string().max(SEARCH_INPUT_MAX);
/** Page size from the path: at least 1; anything above MAX_PER_PAGE is served as MAX_PER_PAGE. */
const perPageParamSchema = wholeNumber(z.number().int().positive().max(MAX_ID)).transform((n) =>
  Math.min(n, MAX_PER_PAGE),
);

export const featuredParamsSchema = z.object({ proyect_id: projectIdSchema });
/** `free=1`: the free courses instead of the featured ones. */
export const featuredQuerySchema = z.object({ free: freeFlagSchema.optional() });

export const searchQuerySchema = z.object({
  key_code: searchTextSchema.refine((v) => normalizeSearchText(v).length > 0, {
    message: 'El campo búsqueda es requerido',
  }),
  proyect_id: projectIdSchema,
});

export const coursesByCategoryRequestSchema = z.object({
  category_id: idSchema,
  /** Spec §9: category type 2. */
  type_id: wholeNumber(z.literal(CATEGORY_TYPE_ID)),
  proyect_id: projectIdSchema,
});
export type CoursesByCategoryRequest = z.infer<typeof coursesByCategoryRequestSchema>;

export const allCoursesParamsSchema = z.object({ proyect_id: projectIdSchema, perPage: perPageParamSchema });
export const allCoursesQuerySchema = pageQuerySchema.extend({
  search: searchTextSchema.optional(),
  free: freeFlagSchema.optional(),
});
export type AllCoursesQuery = z.infer<typeof allCoursesQuerySchema>;

export const categoryCoursesParamsSchema = z.object({
  proyect_id: projectIdSchema,
  categoryId: idSchema,
  perPage: perPageParamSchema,
});
export const pageOnlyQuerySchema = pageQuerySchema;

export const relatedCoursesParamsSchema = allCoursesParamsSchema;
/** `course_id`: courses sharing a category with that one (itself excluded). */
export const relatedCoursesQuerySchema = pageQuerySchema.extend({ course_id: idSchema.optional() });
