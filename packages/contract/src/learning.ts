// Student area calls of spec §7 ("Student area"): the enrolled course with its modules, lessons and
// resources, the server time, progress entries and the player's reports. Field names are the
// spec's (`mounted_curses`, `lessons_id`, `data.date_in`, `resource_person`).
import * as z from 'zod';
import './zod-es.ts';
import {
  lessonSchema as catalogueLessonSchema,
  resourceSchema as catalogueResourceSchema,
} from './catalogue.ts';
import { idSchema } from './common.ts';
import { MAX_RANGES_PER_REPORT, MAX_VIDEO_SECONDS } from './progress.ts';

export const LEARNING_MESSAGES = {
  courseNotFound: 'El curso no existe.',
  resourceNotFound: 'El recurso no existe en este curso.',
  lessonNotFound: 'La lección no existe.',
  notYourUser: 'Solo puede consultar o registrar su propio progreso.',
  lessonNotAvailable: 'Esta lección aún no está disponible.',
  notEnrolled: 'Debe estar inscrito en este curso para acceder a este contenido.',
  mediaLinkInvalid: 'El enlace del archivo no es válido o ha caducado.',
  courseOrMountedRequired: 'El campo curso es requerido',
  rangeInvalid: 'Los tramos reproducidos no son válidos',
  durationUnknown:
    'La duración de esta clase aún no está registrada; su avance no se contará hasta que el equipo la registre.',
} as const;

// ── Shapes ──────────────────────────────────────────────────────────────────────────────────
/** The student's progress on one resource (beside the spec's `resource_person`). */
export const resourceProgressSchema = z.object({
  /** Where to resume, in seconds (0 once completed). */
  position: z.number().int().min(0),
  /** Distinct seconds really played. */
  watched_seconds: z.number().int().min(0),
  /** Length the percentage is measured against; null until known. */
  duration_seconds: z.number().int().nullable(),
  /** Whole percent seen, and the percent needed (90). */
  percent: z.number().int().min(0).max(100),
  required_percent: z.number().int(),
  completed: z.boolean(),
});
export type ResourceProgress = z.infer<typeof resourceProgressSchema>;

/** A completion record: `resource_person` non-empty means the resource is completed (spec §3). */
export const resourcePersonSchema = z.object({
  resource_id: z.number().int(),
  user_id: z.number().int(),
  completed_at: z.string(),
});

export const learningResourceSchema = catalogueResourceSchema.extend({
  resource_person: z.array(resourcePersonSchema),
  progress: resourceProgressSchema,
  /** The file's or video's captions (WebVTT), when it has them; signed like the media URL. */
  captions: z.string().nullable(),
});
export type LearningResource = z.infer<typeof learningResourceSchema>;

export const learningLessonSchema = catalogueLessonSchema.extend({
  modules_id: z.number().int(),
  /** Spec §4: open when its start date is not after now (decided by the server's clock). */
  available: z.boolean(),
  resources: z.array(learningResourceSchema),
});
export type LearningLesson = z.infer<typeof learningLessonSchema>;

export const learningModuleSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  lessons: z.array(learningLessonSchema),
});
export type LearningModule = z.infer<typeof learningModuleSchema>;

export const courseProgressSchema = z.object({
  completed: z.number().int().min(0),
  total: z.number().int().min(0),
  percent: z.number().int().min(0).max(100),
});
export type CourseProgress = z.infer<typeof courseProgressSchema>;

export const mountedCourseSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  about: z.string(),
  data: z.object({ imageUrl: z.string(), price: z.string(), free: z.enum(['0', '1']) }),
  /** Whether the caller may open the paid content (enrolled, or a free course). */
  enrolled: z.boolean(),
  progress: courseProgressSchema,
  modules: z.array(learningModuleSchema),
});
export type MountedCourse = z.infer<typeof mountedCourseSchema>;

/** Spec §3 "Progress: entries each with a value; values are summed." One per completed resource. */
export const progressEntrySchema = z.object({
  resource_id: z.number().int(),
  value: z.number().min(0).max(100),
  completed_at: z.string(),
});
export type ProgressEntry = z.infer<typeof progressEntrySchema>;
export const progressEntriesResponseSchema = z.object({
  data: z.array(progressEntrySchema),
  progress: courseProgressSchema,
});
export type ProgressEntriesResponse = z.infer<typeof progressEntriesResponseSchema>;

// ── Requests and responses, one per call ────────────────────────────────────────────────────
// GET /api/v1/getModulesCourses/{courseId}
export const modulesCoursesParamsSchema = z.object({ courseId: idSchema });
export const modulesCoursesResponseSchema = z.object({ data: z.array(learningModuleSchema) });

// POST /api/v1/getUserInCourses {user_id, course_id}
export const userInCoursesRequestSchema = z.object({ user_id: idSchema, course_id: idSchema });
export const userInCoursesResponseSchema = z.object({
  enrolled: z.boolean(),
  data: z.object({ user_id: z.number().int(), course_id: z.number().int(), date_in: z.string() }).nullable(),
});
export type UserInCoursesResponse = z.infer<typeof userInCoursesResponseSchema>;

// POST /api/v1/getUserCourseDetail {user_id, mounted_course_id}
export const userCourseDetailRequestSchema = z.object({ user_id: idSchema, mounted_course_id: idSchema });
export const userCourseDetailResponseSchema = z.object({ mounted_curses: mountedCourseSchema });
export type UserCourseDetailResponse = z.infer<typeof userCourseDetailResponseSchema>;

// POST /api/v1/getDate
export const serverDateResponseSchema = z.object({ date: z.string(), timestamp: z.number().int() });
export type ServerDateResponse = z.infer<typeof serverDateResponseSchema>;

// POST /api/v1/getUserProgress {course_id | mounted_course_id, userId}
export const userProgressRequestSchema = z
  .object({ course_id: idSchema.optional(), mounted_course_id: idSchema.optional(), userId: idSchema })
  .refine((b) => b.course_id !== undefined || b.mounted_course_id !== undefined, {
    message: LEARNING_MESSAGES.courseOrMountedRequired,
    path: ['course_id'],
  });

// GET /api/v2/getProgressUserCalc?mounted_course_id
export const progressCalcQuerySchema = z.object({ mounted_course_id: idSchema });
export const progressCalcResponseSchema = z.object({
  progress: z.number().int(),
  data: courseProgressSchema,
});
export type ProgressCalcResponse = z.infer<typeof progressCalcResponseSchema>;

// POST /api/v1/course/addUserResource {mounted_course_id, user_id, resource_id, lesson_id}
export const addUserResourceRequestSchema = z.object({
  mounted_course_id: idSchema,
  user_id: idSchema,
  resource_id: idSchema,
  lesson_id: idSchema,
});

// POST /api/v2/addUserResource: the player's report of what it really played.
const seconds = z.number().min(0).max(MAX_VIDEO_SECONDS);
export const playbackReportSchema = z.object({
  mounted_course_id: idSchema,
  resource_id: idSchema,
  /** Spans `[start, end)` in seconds played since the last accepted report. */
  ranges: z
    .array(z.tuple([seconds, seconds]))
    .max(MAX_RANGES_PER_REPORT)
    .refine((rs) => rs.every(([a, b]) => b >= a), LEARNING_MESSAGES.rangeInvalid),
  /** Current playhead, for resuming. */
  position: seconds,
  /** The length the player sees: informative only, the server measures against its own length. */
  duration: seconds.nullable().optional(),
});
export type PlaybackReport = z.infer<typeof playbackReportSchema>;
export const playbackReportResponseSchema = z.object({
  /** False when the report claims more than wall-clock time × 2 since the last one: keep and resend it. */
  accepted: z.boolean(),
  reason: z.enum(['too_fast']).nullable(),
  resource_id: z.number().int(),
  progress: resourceProgressSchema,
  /** The course's progress when this report completed the resource; null otherwise (unchanged). */
  course: courseProgressSchema.nullable(),
  /** True the moment this report completed the resource (the player then reloads the course). */
  just_completed: z.boolean(),
});
export type PlaybackReportResponse = z.infer<typeof playbackReportResponseSchema>;

// POST /api/v1/course/getOtherResource {lessons_id}
export const otherResourceRequestSchema = z.object({ lessons_id: idSchema });
export const otherResourceResponseSchema = z.object({ data: z.array(learningResourceSchema) });
