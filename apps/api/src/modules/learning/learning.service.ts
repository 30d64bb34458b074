// The student's side of a course: what they may see (locks, release dates, enrolment), and the
// honest progress rule: the player reports played ranges, the database merges them, the server caps
// credit by wall-clock time and completes a video once at 90 % of its distinct seconds (spec §4, §9).
import { ERROR_CODES, isLessonAvailable, PLAYABLE_RESOURCE_TYPES, toMoneyString } from '@campus/contract';
import { RESOURCE_COMPLETION_RATIO } from '@campus/contract/constants';
import {
  type CourseProgress,
  LEARNING_MESSAGES,
  type LearningLesson,
  type LearningModule,
  type LearningResource,
  type MountedCourse,
  type PlaybackReport,
  type PlaybackReportResponse,
  type ProgressEntriesResponse,
  type ResourceProgress,
  type UserInCoursesResponse,
} from '@campus/contract/learning';
import {
  coursePercent,
  creditAllowance,
  isVideoComplete,
  MAX_PLAYBACK_RATE,
  normaliseRanges,
  progressEntryValue,
  resumePosition,
  watchedPercent,
} from '@campus/contract/progress';
import type { Executor } from '../../db/client.ts';
import { Conflict, Forbidden, NotFound } from '../../lib/errors.ts';
import { keepNewest } from '../../lib/keep-newest.ts';
import { MEDIA_DIR } from '../../lib/paths.ts';
import { courseTree } from '../catalogue/catalogue.service.ts';
import { enrolledCourseIds, isEnrolled } from '../enrolments/enrolments.service.ts';
import {
  applyReport,
  type CourseRow,
  countCompletion,
  findCourse,
  findLesson,
  findResource,
  listCompletions,
  listLessonResources,
  listProgress,
  markCompleted,
  type ProgressRow,
  type ResourceContext,
} from './learning.repository.ts';
import { grantedMediaFile, lessonFileUrl, type MediaSigner } from './media.ts';

const REQUIRED_PERCENT = Math.round(RESOURCE_COMPLETION_RATIO * 100);

/**
 * Resources, their lesson's release instant and their course change rarely, and every heartbeat
 * needs them: each instance keeps them RESOURCE_CACHE_MS (a change shows within that; the release
 * instant itself is compared with the clock at each request). Concurrent misses share one query.
 */
export const RESOURCE_CACHE_MS = 30_000;
const RESOURCE_CACHE_MAX = 5000;
const resourceCache = new Map<number, { expires: number; value: Promise<ResourceContext | null> }>();

function cachedResource(db: Executor, resourceId: number): Promise<ResourceContext | null> {
  const now = Date.now();
  const hit = resourceCache.get(resourceId);
  if (hit && hit.expires > now) return hit.value;
  const value = findResource(db, resourceId);
  keepNewest(resourceCache, resourceId, { expires: now + RESOURCE_CACHE_MS, value }, RESOURCE_CACHE_MAX);
  value.catch(() => resourceCache.delete(resourceId));
  return value;
}

// ── Course progress (used by certificates: 75 % rule) ───────────────────────────────────────
/** Completed resources of a course over all its resources; percent floored, capped at 100. */
export async function courseProgress(
  db: Executor,
  userId: number,
  courseId: number,
): Promise<CourseProgress> {
  const counts = (await countCompletion(db, userId, [courseId])).get(courseId) ?? { total: 0, completed: 0 };
  return { ...counts, percent: coursePercent(counts.completed, counts.total) };
}

/** Percent per course, for the my-courses grid. */
export async function progressByCourse(
  db: Executor,
  userId: number,
  courseIds: number[],
): Promise<Map<number, number>> {
  const counts = await countCompletion(db, userId, courseIds);
  return new Map(
    courseIds.map((id) => [id, coursePercent(counts.get(id)?.completed ?? 0, counts.get(id)?.total ?? 0)]),
  );
}

// ── Who may see what ────────────────────────────────────────────────────────────────────────
/** Caller `user_id` must be the token's user (403 otherwise, learning nothing about the other). */
export function assertSelf(userId: number, named: number): void {
  if (named !== userId) throw new Forbidden(LEARNING_MESSAGES.notYourUser);
}

const isPublic = (course: CourseRow, now: Date) =>
  course.publishedAt !== null && course.publishedAt.getTime() <= now.getTime();

/** The course and whether the user is enrolled; 404 for unknown or unpublished (unless enrolled). */
async function loadCourse(db: Executor, userId: number | null, courseId: number, now: Date) {
  const course = await findCourse(db, courseId);
  const enrolled = course !== null && userId !== null && (await isEnrolled(db, userId, courseId));
  if (!course || (!enrolled && !isPublic(course, now))) throw new NotFound(LEARNING_MESSAGES.courseNotFound);
  return { course, enrolled };
}

type Ctx = { db: Executor; signer: MediaSigner; now?: Date };

function presentProgress(
  resource: { type: number; durationSeconds: number | null },
  row: ProgressRow | undefined,
): ResourceProgress {
  const completed = row?.completedAt != null;
  const playable = PLAYABLE_RESOURCE_TYPES.includes(resource.type);
  // Only the server's own length: a length a player reports is never a fact.
  const duration = playable ? resource.durationSeconds : null;
  const watched = row?.creditedSeconds ?? 0;
  return {
    position: resumePosition(row?.positionSeconds ?? 0, completed, duration),
    watched_seconds: watched,
    duration_seconds: duration,
    percent: completed && !playable ? 100 : duration ? watchedPercent(watched, duration) : 0,
    required_percent: playable ? REQUIRED_PERCENT : 0,
    completed,
  };
}

type ResourceLike = {
  id: number;
  name: string;
  type: number;
  videoId: string | null;
  url: string | null;
  free: boolean;
  durationSeconds: number | null;
  lessonId: number;
  startsAt: Date | null;
};

/**
 * A resource as the caller may see it: `id_video`/`url` only when its lesson is released and the
 * caller is enrolled or the resource is free. Own files get a signed, expiring link instead of a path.
 */
function presentResource(
  ctx: Ctx,
  userId: number | null,
  enrolled: boolean,
  r: ResourceLike,
  row: ProgressRow | undefined,
  now: Date,
): LearningResource {
  const open = isLessonAvailable(r.startsAt, now) && (enrolled || r.free);
  const signed = open && userId !== null ? ctx.signer.link(r, userId) : null;
  const ownFile = signed !== null || (r.url?.startsWith('/media/') ?? false) || lessonFileUrl(r.url) !== null;
  return {
    id: r.id,
    name: r.name,
    type: r.type,
    lessons_id: r.lessonId,
    data: {
      id_video: open ? r.videoId : null,
      free: r.free ? '1' : '0',
      // A local file never leaves by its path: signed for a user, nothing for an anonymous caller.
      url: open ? (ownFile ? signed : r.url) : null,
      date: r.startsAt?.toISOString() ?? null,
    },
    resource_person:
      row?.completedAt && userId !== null
        ? [{ resource_id: r.id, user_id: userId, completed_at: row.completedAt.toISOString() }]
        : [],
    progress: presentProgress(r, row),
    captions: open && userId !== null ? ctx.signer.link(r, userId, 'captions') : null,
  };
}

async function buildModules(
  ctx: Ctx,
  userId: number | null,
  courseId: number,
  enrolled: boolean,
  now: Date,
): Promise<LearningModule[]> {
  const [tree, progress] = await Promise.all([
    courseTree(ctx.db, courseId),
    userId !== null ? listProgress(ctx.db, userId, courseId) : Promise.resolve([]),
  ]);
  const byResource = new Map(progress.map((p) => [p.resourceId, p]));
  const modules: LearningModule[] = [];
  const lessons = new Map<number, LearningLesson>();
  for (const row of tree) {
    let mod = modules[modules.length - 1];
    if (mod?.id !== row.moduleId) {
      mod = { id: row.moduleId, name: row.moduleName, lessons: [] };
      modules.push(mod);
    }
    if (row.lessonId === null) continue;
    let lesson = lessons.get(row.lessonId);
    if (!lesson) {
      lesson = {
        id: row.lessonId,
        name: row.lessonName ?? '',
        modules_id: row.moduleId,
        data: { date_in: row.startsAt?.toISOString() ?? null },
        available: isLessonAvailable(row.startsAt, now),
        resources: [],
      };
      lessons.set(row.lessonId, lesson);
      mod.lessons.push(lesson);
    }
    if (row.resourceId === null) continue;
    lesson.resources.push(
      presentResource(
        ctx,
        userId,
        enrolled,
        {
          id: row.resourceId,
          name: row.resourceName ?? '',
          type: row.type ?? 0,
          videoId: row.videoId,
          url: row.url,
          free: row.free ?? false,
          durationSeconds: row.durationSeconds,
          lessonId: row.lessonId,
          startsAt: row.startsAt,
        },
        byResource.get(row.resourceId),
        now,
      ),
    );
  }
  return modules;
}

// ── Calls ───────────────────────────────────────────────────────────────────────────────────
/** GET /api/v1/getModulesCourses/{id}: modules with locks as the caller (anonymous or a user) sees them. */
export async function modulesOfCourse(ctx: Ctx, userId: number | null, courseId: number) {
  const now = ctx.now ?? new Date();
  const { enrolled } = await loadCourse(ctx.db, userId, courseId, now);
  return { data: await buildModules(ctx, userId, courseId, enrolled, now) };
}

/** POST /api/v1/getUserInCourses. */
export async function userInCourse(
  db: Executor,
  userId: number,
  courseId: number,
): Promise<UserInCoursesResponse> {
  const now = new Date();
  const { course, enrolled } = await loadCourse(db, userId, courseId, now);
  if (!enrolled) return { enrolled: false, data: null };
  const ids = await enrolledCourseIds(db, userId);
  return {
    enrolled: ids.includes(course.id),
    data: { user_id: userId, course_id: course.id, date_in: (course.publishedAt ?? now).toISOString() },
  };
}

/** POST /api/v1/getUserCourseDetail: the course with modules, lessons, resources and progress. */
export async function userCourseDetail(ctx: Ctx, userId: number, courseId: number): Promise<MountedCourse> {
  const now = ctx.now ?? new Date();
  const { course, enrolled } = await loadCourse(ctx.db, userId, courseId, now);
  const [modules, progress] = await Promise.all([
    buildModules(ctx, userId, courseId, enrolled, now),
    courseProgress(ctx.db, userId, courseId),
  ]);
  return {
    id: course.id,
    name: course.name,
    description: course.description,
    about: course.about,
    data: {
      imageUrl: course.image,
      price: toMoneyString(course.free ? 0 : course.price),
      free: course.free ? '1' : '0',
    },
    enrolled,
    progress,
    modules,
  };
}

async function requireEnrolledCourse(db: Executor, userId: number, courseId: number): Promise<void> {
  const { enrolled } = await loadCourse(db, userId, courseId, new Date());
  if (!enrolled) throw new Forbidden(LEARNING_MESSAGES.notEnrolled, ERROR_CODES.notEnrolled);
}

/** POST /api/v1/getUserProgress: one entry per completed resource, values summing to the percent. */
export async function userProgressEntries(
  db: Executor,
  userId: number,
  courseId: number,
): Promise<ProgressEntriesResponse> {
  await requireEnrolledCourse(db, userId, courseId);
  const [progress, completions] = await Promise.all([
    courseProgress(db, userId, courseId),
    listCompletions(db, userId, courseId),
  ]);
  const value = progressEntryValue(progress.total);
  return {
    data: completions.map((c) => ({
      resource_id: c.resourceId,
      value,
      completed_at: c.completedAt.toISOString(),
    })),
    progress,
  };
}

/** GET /api/v2/getProgressUserCalc. */
export async function progressCalc(db: Executor, userId: number, courseId: number) {
  await requireEnrolledCourse(db, userId, courseId);
  const data = await courseProgress(db, userId, courseId);
  return { progress: data.percent, data };
}

/** A resource of `courseId` the user may open now: 404 elsewhere, 403 locked or not released. */
async function openableResource(
  db: Executor,
  userId: number,
  courseId: number,
  resourceId: number,
  now: Date,
): Promise<ResourceContext> {
  const resource = await cachedResource(db, resourceId);
  if (!resource || resource.courseId !== courseId) {
    // An unknown course answers as such; a known one, that the resource is not in it.
    if (!(await findCourse(db, courseId))) throw new NotFound(LEARNING_MESSAGES.courseNotFound);
    throw new NotFound(LEARNING_MESSAGES.resourceNotFound);
  }
  if (!(await isEnrolled(db, userId, courseId))) {
    const published = resource.coursePublishedAt !== null && resource.coursePublishedAt <= now;
    throw published
      ? new Forbidden(LEARNING_MESSAGES.notEnrolled, ERROR_CODES.notEnrolled)
      : new NotFound(LEARNING_MESSAGES.courseNotFound);
  }
  if (!isLessonAvailable(resource.startsAt, now)) throw new Forbidden(LEARNING_MESSAGES.lessonNotAvailable);
  return resource;
}

/**
 * POST /api/v1/course/addUserResource: the student opened a resource. Links and files count on
 * opening; a video completes only when its played seconds already reach 90 % (the heartbeat
 * decides; this call never credits a video by itself). Returns the progress entries.
 */
export async function openResource(
  db: Executor,
  userId: number,
  input: { courseId: number; resourceId: number; lessonId: number },
): Promise<ProgressEntriesResponse> {
  const now = new Date();
  const resource = await openableResource(db, userId, input.courseId, input.resourceId, now);
  if (resource.lessonId !== input.lessonId) throw new NotFound(LEARNING_MESSAGES.resourceNotFound);
  if (!PLAYABLE_RESOURCE_TYPES.includes(resource.type)) await markCompleted(db, userId, resource.id, now);
  return userProgressEntries(db, userId, input.courseId);
}

/**
 * POST /api/v2/addUserResource: the heartbeat. Ranges are normalised to whole seconds within the
 * video's own length (409 when the server holds none), merged by the database; more new seconds than
 * the student's one clock allows (wall-clock × 2 across every resource) are refused (the player keeps
 * and resends them). Completion is set once, never undone.
 */
export async function reportPlayback(
  db: Executor,
  userId: number,
  report: PlaybackReport,
  now: Date = new Date(),
): Promise<PlaybackReportResponse> {
  const resource = await openableResource(db, userId, report.mounted_course_id, report.resource_id, now);
  if (!PLAYABLE_RESOURCE_TYPES.includes(resource.type)) {
    throw new NotFound(LEARNING_MESSAGES.resourceNotFound);
  }
  const duration = resource.durationSeconds;
  // Without a length the server holds, 90 % of nothing cannot be measured: no credit at all.
  if (duration === null) throw new Conflict(LEARNING_MESSAGES.durationUnknown, ERROR_CODES.durationUnknown);
  const ranges = normaliseRanges(report.ranges, duration);
  const outcome = await db.transaction((tx) =>
    applyReport(tx, {
      userId,
      resourceId: resource.id,
      literal: `{${ranges.map(([a, b]) => `[${a},${b})`).join(',')}}`,
      position: report.position,
      duration,
      now,
      rate: MAX_PLAYBACK_RATE,
      allowance: creditAllowance,
      isComplete: isVideoComplete,
    }),
  );
  // The course's figure changes only when a resource completes.
  const justCompleted = outcome.accepted && outcome.justCompleted;
  const course = justCompleted ? await courseProgress(db, userId, report.mounted_course_id) : null;
  return {
    accepted: outcome.accepted,
    reason: outcome.accepted ? null : 'too_fast',
    resource_id: resource.id,
    progress: presentProgress(resource, outcome.row),
    course,
    just_completed: justCompleted,
  };
}

/** POST /api/v1/course/getOtherResource: the resources of one lesson, with the same locks. */
export async function lessonResources(ctx: Ctx, userId: number, lessonId: number) {
  const now = ctx.now ?? new Date();
  const lesson = await findLesson(ctx.db, lessonId);
  if (!lesson) throw new NotFound(LEARNING_MESSAGES.lessonNotFound);
  const { enrolled } = await loadCourse(ctx.db, userId, lesson.courseId, now);
  const [rows, progress] = await Promise.all([
    listLessonResources(ctx.db, lessonId),
    listProgress(ctx.db, userId, lesson.courseId),
  ]);
  const byResource = new Map(progress.map((p) => [p.resourceId, p]));
  return {
    data: rows.map((r) => presentResource(ctx, userId, enrolled, r, byResource.get(r.id), now)),
  };
}

/**
 * The file a signed media link grants (null: 404). Checked again at every request, so a refund or a
 * revoked enrolment closes the file at once: the resource must still use that file, its lesson be
 * released, and the link's user be enrolled in its course (or the resource be free).
 */
export async function openMedia(
  db: Executor,
  signer: MediaSigner,
  token: string,
  now: Date = new Date(),
): Promise<{ kind: 'stored'; url: string } | { kind: 'media'; file: string; root: string } | null> {
  const grant = signer.open(token, now);
  if (!grant) return null;
  const resource = await findResource(db, grant.resourceId);
  if (!resource || !isLessonAvailable(resource.startsAt, now)) return null;
  if (!resource.free && !(await isEnrolled(db, grant.userId, resource.courseId))) return null;
  if (grant.kind === 'stored') {
    const url = lessonFileUrl(resource.url);
    return url ? { kind: 'stored', url } : null;
  }
  const file = grantedMediaFile(grant, resource.url);
  return file ? { kind: 'media', file, root: MEDIA_DIR } : null;
}
