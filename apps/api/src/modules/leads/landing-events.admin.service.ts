// Landing events as the operator writes them. The date is typed as a wall-clock
// time in an IANA zone and stored as one instant (UTC), with the zone, so the area shows it back as
// typed. Every write returns the change (id, row before and after, result) for the audit log; the
// route must then call `clearPublicCatalogue(app)`.
//
// Deleting: an event that leads name (by landing_event_id or by their code_relation) is refused
// with 409, and so is one a page of the site reads by its tag (LANDING_TAGS): leads keep their
// landing, their filters and their CSV meaningful, and no page loses its data. Such an event is
// changed instead (its date moved, its title reworded), or left in the past. Its tag cannot change
// either (422 on `tag`), for the same reasons.
import {
  type AdminLandingEvent,
  type AdminLandingEventValues,
  canonicalTimeZone,
  fromZonedLocal,
  ADMIN_MARKETING_MESSAGES as M,
  type Paginated,
  PROJECT_ID,
  paginate,
  toZonedLocal,
} from '@campus/contract';
import { LANDING_TAGS } from '@campus/contract/pages';
import type { Executor } from '../../db/client.ts';
import { Conflict, NotFound, ValidationFailed } from '../../lib/errors.ts';
import * as repo from './landing-events.admin.repository.ts';

export type LandingEventChange<T> = { entityId: number | null; before: unknown; after: unknown; result: T };

const PAGE_TAGS: readonly string[] = Object.values(LANDING_TAGS);

function present(row: repo.LandingEventListed, now: Date): AdminLandingEvent {
  return {
    id: row.id,
    tag: row.tag,
    title: row.title,
    type: row.type,
    starts_at_utc: row.startsAt ? row.startsAt.toISOString() : null,
    starts_at: row.startsAt ? toZonedLocal(row.startsAt, row.timeZone) : '',
    time_zone: row.timeZone,
    url_room: row.urlRoom ?? '',
    id_room: row.idRoom ?? '',
    url_download: row.urlDownload ?? '',
    course_id: row.courseId,
    course_name: row.courseName,
    leads: row.leads,
    locked: row.leads > 0 || PAGE_TAGS.includes(row.tag),
    is_past: row.startsAt !== null && row.startsAt.getTime() <= now.getTime(),
  };
}

export async function listLandingEventsAdmin(
  db: Executor,
  query: { page: number; per_page: number; q?: string; when?: 'upcoming' | 'past' | 'undated' },
  now = new Date(),
): Promise<Paginated<AdminLandingEvent>> {
  const { rows, total } = await repo.pageLandingEvents(
    db,
    { projectId: PROJECT_ID, q: query.q || undefined, when: query.when, now },
    query.page,
    query.per_page,
  );
  return paginate(
    rows.map((r) => present(r, now)),
    total,
    query.page,
    query.per_page,
  );
}

async function listedOr404(db: Executor, id: number) {
  const row = await repo.getLandingEventListed(db, PROJECT_ID, id);
  if (!row) throw new NotFound(M.eventNotFound);
  return row;
}

export async function getLandingEventAdmin(db: Executor, id: number): Promise<AdminLandingEvent> {
  return present(await listedOr404(db, id), new Date());
}

/** The row to write from the form's values: the typed time read in its zone, links or null. */
async function toRow(db: Executor, input: AdminLandingEventValues): Promise<repo.LandingEventWrite> {
  const zone = canonicalTimeZone(input.time_zone);
  if (!zone) throw ValidationFailed.field('time_zone', M.timeZone);
  const startsAt = input.starts_at ? fromZonedLocal(input.starts_at, zone) : null;
  if (input.starts_at && !startsAt) throw ValidationFailed.field('starts_at', M.startsAtMissing);
  if (input.course_id !== null && !(await repo.courseExists(db, input.course_id))) {
    throw ValidationFailed.field('course_id', M.courseNotFound);
  }
  return {
    projectId: PROJECT_ID,
    tag: input.tag,
    title: input.title,
    type: input.type,
    startsAt,
    timeZone: zone,
    urlRoom: input.url_room || null,
    idRoom: input.id_room || null,
    urlDownload: input.url_download || null,
    courseId: input.course_id,
  };
}

/** A unique violation on the tag (two operators saving the same tag at once). */
function isTagClash(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } } | null;
  return (e?.code ?? e?.cause?.code) === '23505';
}

async function writeOrTagClash<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isTagClash(error)) throw ValidationFailed.field('tag', M.tagTaken);
    throw error;
  }
}

export async function createLandingEventAdmin(
  db: Executor,
  input: AdminLandingEventValues,
): Promise<LandingEventChange<AdminLandingEvent>> {
  const values = await toRow(db, input);
  if (await repo.tagTaken(db, values.tag)) throw ValidationFailed.field('tag', M.tagTaken);
  const row = await writeOrTagClash(() => repo.insertLandingEvent(db, values));
  return {
    entityId: row.id,
    before: null,
    after: row,
    result: present(await listedOr404(db, row.id), new Date()),
  };
}

export async function updateLandingEventAdmin(
  db: Executor,
  id: number,
  input: AdminLandingEventValues,
): Promise<LandingEventChange<AdminLandingEvent>> {
  const before = await repo.lockLandingEvent(db, PROJECT_ID, id);
  if (!before) throw new NotFound(M.eventNotFound);
  const values = await toRow(db, input);
  if (values.tag !== before.tag) {
    if (PAGE_TAGS.includes(before.tag)) throw ValidationFailed.field('tag', M.tagOfPage);
    if ((await repo.leadsOfEvent(db, before)) > 0) throw ValidationFailed.field('tag', M.tagLocked);
    if (await repo.tagTaken(db, values.tag, id)) throw ValidationFailed.field('tag', M.tagTaken);
  }
  const after = await writeOrTagClash(() => repo.updateLandingEvent(db, id, values));
  return { entityId: id, before, after, result: present(await listedOr404(db, id), new Date()) };
}

export async function deleteLandingEventAdmin(db: Executor, id: number): Promise<LandingEventChange<null>> {
  const before = await repo.lockLandingEvent(db, PROJECT_ID, id);
  if (!before) throw new NotFound(M.eventNotFound);
  if (PAGE_TAGS.includes(before.tag)) throw new Conflict(M.eventOfPage);
  const leads = await repo.leadsOfEvent(db, before);
  if (leads > 0) throw new Conflict(M.eventHasLeads(leads));
  await repo.deleteLandingEvent(db, id);
  return { entityId: id, before, after: null, result: null };
}
