// The only place learning touches its tables. The played seconds are merged by PostgreSQL
// (`int4multirange` union), so a replayed report adds nothing and two reports cannot race.
import { and, asc, count, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { courses, lessons, modules, playbackClocks, resourceProgress, resources } from '../../db/schema.ts';

export type CourseRow = {
  id: number;
  projectId: number;
  name: string;
  description: string;
  about: string;
  image: string;
  price: string;
  free: boolean;
  publishedAt: Date | null;
};

export async function findCourse(db: Executor, courseId: number): Promise<CourseRow | null> {
  const [row] = await db
    .select({
      id: courses.id,
      projectId: courses.projectId,
      name: courses.name,
      description: courses.description,
      about: courses.about,
      image: courses.image,
      price: courses.price,
      free: courses.free,
      publishedAt: courses.publishedAt,
    })
    .from(courses)
    .where(eq(courses.id, courseId));
  return row ?? null;
}

export type ProgressRow = {
  resourceId: number;
  positionSeconds: number;
  creditedSeconds: number;
  firstReportAt: Date | null;
  lastReportAt: Date | null;
  completedAt: Date | null;
};

const progressColumns = {
  resourceId: resourceProgress.resourceId,
  positionSeconds: resourceProgress.positionSeconds,
  creditedSeconds: resourceProgress.creditedSeconds,
  firstReportAt: resourceProgress.firstReportAt,
  lastReportAt: resourceProgress.lastReportAt,
  completedAt: resourceProgress.completedAt,
};

/** The user's progress rows on the resources of a course. */
export function listProgress(db: Executor, userId: number, courseId: number): Promise<ProgressRow[]> {
  return db
    .select(progressColumns)
    .from(resourceProgress)
    .innerJoin(resources, eq(resources.id, resourceProgress.resourceId))
    .innerJoin(lessons, eq(lessons.id, resources.lessonId))
    .innerJoin(modules, eq(modules.id, lessons.moduleId))
    .where(and(eq(resourceProgress.userId, userId), eq(modules.courseId, courseId)));
}

/** Resources of each course, and how many of them the user completed. */
export async function countCompletion(
  db: Executor,
  userId: number,
  courseIds: number[],
): Promise<Map<number, { total: number; completed: number }>> {
  const result = new Map<number, { total: number; completed: number }>();
  if (courseIds.length === 0) return result;
  const rows = await db
    .select({
      courseId: modules.courseId,
      total: count(resources.id),
      completed: count(resourceProgress.completedAt),
    })
    .from(resources)
    .innerJoin(lessons, eq(lessons.id, resources.lessonId))
    .innerJoin(modules, eq(modules.id, lessons.moduleId))
    .leftJoin(
      resourceProgress,
      and(eq(resourceProgress.resourceId, resources.id), eq(resourceProgress.userId, userId)),
    )
    .where(inArray(modules.courseId, courseIds))
    .groupBy(modules.courseId);
  for (const r of rows) result.set(r.courseId, { total: Number(r.total), completed: Number(r.completed) });
  return result;
}

/** The user's completed resources of a course, oldest first. */
export function listCompletions(db: Executor, userId: number, courseId: number) {
  return db
    .select({ resourceId: resourceProgress.resourceId, completedAt: resourceProgress.completedAt })
    .from(resourceProgress)
    .innerJoin(resources, eq(resources.id, resourceProgress.resourceId))
    .innerJoin(lessons, eq(lessons.id, resources.lessonId))
    .innerJoin(modules, eq(modules.id, lessons.moduleId))
    .where(
      and(
        eq(resourceProgress.userId, userId),
        eq(modules.courseId, courseId),
        isNotNull(resourceProgress.completedAt),
      ),
    )
    .orderBy(asc(resourceProgress.completedAt), asc(resourceProgress.resourceId)) as Promise<
    Array<{ resourceId: number; completedAt: Date }>
  >;
}

export type ResourceContext = {
  id: number;
  name: string;
  type: number;
  videoId: string | null;
  url: string | null;
  free: boolean;
  durationSeconds: number | null;
  lessonId: number;
  startsAt: Date | null;
  courseId: number;
  coursePublishedAt: Date | null;
};

const resourceContextColumns = {
  id: resources.id,
  name: resources.name,
  type: resources.type,
  videoId: resources.videoId,
  url: resources.url,
  free: resources.free,
  durationSeconds: resources.durationSeconds,
  lessonId: resources.lessonId,
  startsAt: lessons.startsAt,
  courseId: modules.courseId,
  coursePublishedAt: courses.publishedAt,
};

/** A resource with its lesson's release and its course's publication, in one query. */
export async function findResource(db: Executor, resourceId: number): Promise<ResourceContext | null> {
  const [row] = await db
    .select(resourceContextColumns)
    .from(resources)
    .innerJoin(lessons, eq(lessons.id, resources.lessonId))
    .innerJoin(modules, eq(modules.id, lessons.moduleId))
    .innerJoin(courses, eq(courses.id, modules.courseId))
    .where(eq(resources.id, resourceId));
  return row ?? null;
}

export async function findLesson(db: Executor, lessonId: number) {
  const [row] = await db
    .select({ id: lessons.id, startsAt: lessons.startsAt, courseId: modules.courseId })
    .from(lessons)
    .innerJoin(modules, eq(modules.id, lessons.moduleId))
    .where(eq(lessons.id, lessonId));
  return row ?? null;
}

/** Marks a resource completed (links and files on opening); a second call changes nothing. */
export async function markCompleted(db: Executor, userId: number, resourceId: number, now: Date) {
  await db
    .insert(resourceProgress)
    .values({ userId, resourceId, firstReportAt: now, lastReportAt: now, completedAt: now })
    .onConflictDoUpdate({
      target: [resourceProgress.userId, resourceProgress.resourceId],
      set: { completedAt: sql`coalesce(${resourceProgress.completedAt}, excluded.completed_at)` },
    });
}

/** Size in seconds of a multirange expression. */
const sizeOf = (expr: ReturnType<typeof sql>) =>
  sql<number>`(select coalesce(sum(upper(r) - lower(r)), 0)::int from unnest(${expr}) r)`;

export type ReportOutcome =
  | { accepted: true; row: ProgressRow; justCompleted: boolean }
  | { accepted: false; row: ProgressRow };

/**
 * Applies one playback report inside a transaction. Locks the student's one playback clock first (so
 * parallel reports on several videos queue behind each other), then the progress row; measures how
 * many NEW distinct seconds the ranges add and refuses them when more than `allowance(elapsed)` of
 * the clock allows. Accepted: stores the union, moves the clock on by credit ÷ `rate`, and sets
 * `completed_at` once when `isComplete(size, duration)`. `duration` is the resource's own length.
 */
export async function applyReport(
  db: Executor,
  input: {
    userId: number;
    resourceId: number;
    /** The played spans as a `{[a,b),…}` literal of whole seconds within the video's length. */
    literal: string;
    position: number;
    duration: number;
    now: Date;
    /** Seconds the clock lets credit advance per wall-clock second (the top playback speed). */
    rate: number;
    allowance: (elapsedSeconds: number) => number;
    isComplete: (watched: number, duration: number) => boolean;
  },
): Promise<ReportOutcome> {
  const { userId, resourceId, now, duration } = input;
  const where = and(eq(resourceProgress.userId, userId), eq(resourceProgress.resourceId, resourceId));
  // A first report ever starts the clock now (so it gets only the slack); later ones lock the row.
  const [clock] = await db
    .insert(playbackClocks)
    .values({ userId, creditedUntil: now })
    .onConflictDoUpdate({ target: playbackClocks.userId, set: { userId: sql`excluded.user_id` } })
    .returning({ creditedUntil: playbackClocks.creditedUntil });
  if (!clock) throw new Error('playback_clocks upsert returned nothing');
  const incoming = sql`${input.literal}::int4multirange`;
  // Creates or locks the progress row, reads it and measures the union in one statement.
  const [upserted] = await db
    .insert(resourceProgress)
    .values({ userId, resourceId })
    .onConflictDoUpdate({
      target: [resourceProgress.userId, resourceProgress.resourceId],
      set: { userId: sql`excluded.user_id` },
    })
    .returning({ ...progressColumns, merged: sizeOf(sql`${resourceProgress.watched} + ${incoming}`) });
  if (!upserted) throw new Error('resource_progress upsert returned nothing');
  const { merged: mergedSize, ...row } = upserted;
  const merged = Number(mergedSize);
  const position = Math.floor(Math.min(input.position, duration));
  const elapsed = (now.getTime() - clock.creditedUntil.getTime()) / 1000;
  const added = merged - row.creditedSeconds;

  if (added > input.allowance(elapsed)) {
    // Refused: only the resume position moves; the player keeps the ranges and sends them again.
    const [kept] = await db
      .update(resourceProgress)
      .set({
        positionSeconds: position,
        firstReportAt: row.firstReportAt ? undefined : now,
        lastReportAt: row.lastReportAt ?? now,
      })
      .where(where)
      .returning(progressColumns);
    return { accepted: false, row: kept ?? row };
  }

  if (added > 0) {
    await db
      .update(playbackClocks)
      .set({
        creditedUntil: sql`${playbackClocks.creditedUntil} + make_interval(secs => ${added / input.rate})`,
      })
      .where(eq(playbackClocks.userId, userId));
  }
  const completes = row.completedAt === null && input.isComplete(merged, duration);
  const [updated] = await db
    .update(resourceProgress)
    .set({
      watched: sql`${resourceProgress.watched} + ${incoming}`,
      creditedSeconds: merged,
      positionSeconds: position,
      firstReportAt: sql`coalesce(${resourceProgress.firstReportAt}, ${now.toISOString()}::timestamptz)`,
      lastReportAt: now,
      completedAt: completes ? now : row.completedAt,
    })
    .where(where)
    .returning(progressColumns);
  return { accepted: true, row: updated!, justCompleted: completes };
}

/** Ids of the resources of a lesson's course (for the heartbeat's course total). */
export function listLessonResources(db: Executor, lessonId: number) {
  return db
    .select(resourceContextColumns)
    .from(resources)
    .innerJoin(lessons, eq(lessons.id, resources.lessonId))
    .innerJoin(modules, eq(modules.id, lessons.moduleId))
    .innerJoin(courses, eq(courses.id, modules.courseId))
    .where(eq(resources.lessonId, lessonId))
    .orderBy(asc(resources.position), asc(resources.id));
}
