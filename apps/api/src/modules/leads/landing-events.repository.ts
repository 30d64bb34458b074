// The public reads of landing_events (with the course a sales landing links); the operator area's
// reads and writes are in landing-events.admin.repository.ts.
import { and, asc, eq, gt, like, or } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { escapeLike } from '../../db/like.ts';
import { courses, landingEvents } from '../../db/schema.ts';

export type LandingEventRow = {
  id: number;
  tag: string;
  title: string;
  type: number;
  startsAt: Date | null;
  urlRoom: string | null;
  idRoom: string | null;
  urlDownload: string | null;
  course: { id: number; name: string; price: string; free: boolean; image: string } | null;
};

const eventColumns = {
  id: landingEvents.id,
  tag: landingEvents.tag,
  title: landingEvents.title,
  type: landingEvents.type,
  startsAt: landingEvents.startsAt,
  urlRoom: landingEvents.urlRoom,
  idRoom: landingEvents.idRoom,
  urlDownload: landingEvents.urlDownload,
  courseId: courses.id,
  courseName: courses.name,
  coursePrice: courses.price,
  courseFree: courses.free,
  courseImage: courses.image,
};

type EventSelectRow = {
  id: number;
  tag: string;
  title: string;
  type: number;
  startsAt: Date | null;
  urlRoom: string | null;
  idRoom: string | null;
  urlDownload: string | null;
  courseId: number | null;
  courseName: string | null;
  coursePrice: string | null;
  courseFree: boolean | null;
  courseImage: string | null;
};

function toEvent(r: EventSelectRow): LandingEventRow {
  return {
    id: r.id,
    tag: r.tag,
    title: r.title,
    type: r.type,
    startsAt: r.startsAt,
    urlRoom: r.urlRoom,
    idRoom: r.idRoom,
    urlDownload: r.urlDownload,
    course:
      r.courseId === null
        ? null
        : {
            id: r.courseId,
            name: r.courseName ?? '',
            price: r.coursePrice ?? '0.00',
            free: r.courseFree ?? false,
            image: r.courseImage ?? '',
          },
  };
}

function selectEvents(db: Executor) {
  return db
    .select(eventColumns)
    .from(landingEvents)
    .leftJoin(courses, eq(courses.id, landingEvents.courseId));
}

/** A landing event of the project by its tag or its id. */
export async function findLandingEvent(
  db: Executor,
  projectId: number,
  key: { tag: string } | { id: number },
): Promise<LandingEventRow | null> {
  const match = 'tag' in key ? eq(landingEvents.tag, key.tag) : eq(landingEvents.id, key.id);
  const [row] = await selectEvents(db).where(and(eq(landingEvents.projectId, projectId), match));
  return row ? toEvent(row) : null;
}

export const findLandingEventByTag = (db: Executor, projectId: number, tag: string) =>
  findLandingEvent(db, projectId, { tag });

/** `_` is a LIKE wildcard and tags may contain it. */

/**
 * The soonest edition of a series still to come: the event tagged `tag` itself or `tag-2`,
 * `tag-3`… (how a recurring webinar's later editions are tagged).
 */
export async function findNextEdition(
  db: Executor,
  projectId: number,
  tag: string,
  now: Date,
): Promise<LandingEventRow | null> {
  const [row] = await selectEvents(db)
    .where(
      and(
        eq(landingEvents.projectId, projectId),
        or(eq(landingEvents.tag, tag), like(landingEvents.tag, `${escapeLike(tag)}-%`)),
        gt(landingEvents.startsAt, now),
      ),
    )
    .orderBy(asc(landingEvents.startsAt))
    .limit(1);
  return row ? toEvent(row) : null;
}
