// First-party landing visits (issue 13), without cookies or personal data: a visitor is one
// SHA-256 key of (the day's random salt, IP, user agent, landing) kept only for that day, so the
// same person is counted once per landing and day and never recognised on another day. The IP
// and the user agent are read, hashed and dropped; robots are not counted.
import { createHash } from 'node:crypto';
import { HOME_TIME_ZONE, type LandingVisitPath, localDayKey } from '@campus/contract';
import type { Executor } from '../../db/client.ts';
import { daySalt, purgeVisitKeys, recordVisit } from './visits.repository.ts';

/**
 * User agents that are not people: crawlers, link previews, audit tools, scripts, and headless
 * browsers (Lighthouse, Puppeteer, Playwright's headless shell announce themselves as HeadlessChrome;
 * the e2e tests set a desktop Chrome user agent to be counted).
 */
const ROBOT =
  /bot|crawl|spider|slurp|lighthouse|headlesschrome|phantomjs|preview|facebookexternalhit|whatsapp|embedly|curl|wget|python|httpclient|okhttp|java\/|go-http|node-fetch|axios|undici|monitor|pingdom|uptime/i;

export function isRobot(userAgent: string | undefined): boolean {
  return !userAgent || ROBOT.test(userAgent);
}

/** The calendar day (AAAA-MM-DD, Ecuador time) visits are counted in. */
export function visitDay(now: Date): string {
  return localDayKey(now.toISOString(), HOME_TIME_ZONE);
}

/** Counts one view of a landing; false when the caller is a robot and nothing was counted. */
export async function countLandingVisit(
  db: Executor,
  visit: { path: LandingVisitPath; ip: string; userAgent: string | undefined; now?: Date },
): Promise<boolean> {
  if (isRobot(visit.userAgent)) return false;
  const day = visitDay(visit.now ?? new Date());
  const salt = await daySalt(db, day);
  const key = createHash('sha256')
    .update(`${salt}\n${visit.ip}\n${visit.userAgent}\n${visit.path}`)
    .digest('base64url');
  await recordVisit(db, day, visit.path, key);
  return true;
}

/** Purge step: forget the salts and visitor keys of past days (the counts stay). */
export function forgetPastVisitors(db: Executor, now = new Date()): Promise<number> {
  return purgeVisitKeys(db, visitDay(now));
}
