// Landing events (spec §3 "Landing event data"): what a landing's event is, when it happens in each
// country, and the next edition of a series once one is over. Lead forms accept only tags found here.
import {
  ALL_EVENT_COUNTRIES,
  eventDateText,
  HEADLINE_EVENT_COUNTRIES,
  type LandingEvent,
  type LandingEventResponse,
  LEAD_MESSAGES,
  localTimes,
  localTimesText,
  toMoneyString,
} from '@campus/contract';
import type { Executor } from '../../db/client.ts';
import { NotFound, ValidationFailed } from '../../lib/errors.ts';
import {
  findLandingEvent,
  findLandingEventByTag,
  findNextEdition,
  type LandingEventRow,
} from './landing-events.repository.ts';

export type { LandingEventRow };

export function presentLandingEvent(row: LandingEventRow, now: Date): LandingEvent {
  const date = row.startsAt;
  return {
    id: row.id,
    tag: row.tag,
    title: row.title,
    type: row.type,
    date: date ? date.toISOString() : null,
    is_past: date ? date.getTime() <= now.getTime() : false,
    date_text: date ? eventDateText(date) : null,
    time_text: date ? localTimesText(date, HEADLINE_EVENT_COUNTRIES) : null,
    local_times: date ? localTimes(date, ALL_EVENT_COUNTRIES) : [],
    urlRoom: row.urlRoom,
    id_room: row.idRoom,
    url_download: row.urlDownload,
    course: row.course
      ? {
          id: row.course.id,
          name: row.course.name,
          price: toMoneyString(row.course.free ? 0 : row.course.price),
          free: row.course.free,
        }
      : null,
  };
}

/** The landing's event and, when it is over, the next edition of its series (or null). */
export async function getLandingEvent(
  db: Executor,
  projectId: number,
  tag: string,
  now = new Date(),
): Promise<LandingEventResponse> {
  const event = await findLandingEventByTag(db, projectId, tag);
  if (!event) throw new NotFound(LEAD_MESSAGES.eventNotFound);
  const over = event.startsAt !== null && event.startsAt.getTime() <= now.getTime();
  const next = over ? await findNextEdition(db, projectId, tag, now) : null;
  return {
    data: presentLandingEvent(event, now),
    next: next ? presentLandingEvent(next, now) : null,
  };
}

/** The event a tag names, or null. */
export function landingEventByTag(
  db: Executor,
  projectId: number,
  tag: string,
): Promise<LandingEventRow | null> {
  return findLandingEventByTag(db, projectId, tag);
}

/**
 * The event a lead form names by its code_relation: a tag we do not have is refused (422 on
 * `code_relation`), so nobody can make us write leads, or send mail, for a landing we never made.
 */
export async function requireLandingEvent(
  db: Executor,
  projectId: number,
  tag: string,
): Promise<LandingEventRow> {
  const event = await findLandingEventByTag(db, projectId, tag);
  if (!event) throw ValidationFailed.field('code_relation', LEAD_MESSAGES.landingNotFound);
  return event;
}

/** The landing a contact names by `landing_id` (404 when it does not exist), or null. */
export async function landingById(
  db: Executor,
  projectId: number,
  id: number | undefined,
): Promise<LandingEventRow | null> {
  if (id === undefined) return null;
  const landing = await findLandingEvent(db, projectId, { id });
  if (!landing) throw new NotFound(LEAD_MESSAGES.landingNotFound);
  return landing;
}
