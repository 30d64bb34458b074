// First-party landing visits, without cookies or personal data: a visitor is one
// SHA-256 key of (the day's random salt, IP, landing) kept only for that day, so one address is
// counted once per landing and day (whatever user agent it sends) and never recognised on another
// day; its views that day are capped. The IP is read, hashed and dropped; robots are not counted.
// Only our own pages may send the beacon (`isOwnPageBeacon`).
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

/**
 * Views one address may add to one landing in a day. Beyond, its beacons are ignored: a script
 * cannot inflate the figures, and a shared address (an office, a mobile carrier's NAT) still shows
 * its people's reloads.
 */
export const VIEWS_PER_ADDRESS_PER_DAY = 50;

/**
 * Whether a beacon comes from one of our pages. A current browser says so in `Sec-Fetch-Site`, which
 * no page script can set: `same-origin`, whatever origin the page has (behind the dev server's proxy
 * it is the proxy's). A browser without fetch metadata sends `Origin` with every POST: it must be
 * `publicUrl`'s origin; without it, a `Referer` on that origin will do. With none of them (a script,
 * another site's form with a stripped referrer) the beacon is refused.
 */
export function isOwnPageBeacon(
  headers: { origin?: string; referer?: string; 'sec-fetch-site'?: string },
  publicUrl: string,
): boolean {
  const fetchSite = headers['sec-fetch-site'];
  if (fetchSite !== undefined) return fetchSite === 'same-origin';
  const own = new URL(publicUrl).origin;
  if (headers.origin !== undefined && headers.origin !== 'null') return headers.origin === own;
  if (!headers.referer) return false;
  try {
    return new URL(headers.referer).origin === own;
  } catch {
    return false;
  }
}

/** Counts one view of a landing; false when nothing was counted (a robot, or the address's cap). */
export async function countLandingVisit(
  db: Executor,
  visit: { path: LandingVisitPath; ip: string; userAgent: string | undefined; now?: Date },
): Promise<boolean> {
  if (isRobot(visit.userAgent)) return false;
  const day = visitDay(visit.now ?? new Date());
  const salt = await daySalt(db, day);
  const key = createHash('sha256').update(`${salt}\n${visit.ip}\n${visit.path}`).digest('base64url');
  return recordVisit(db, day, visit.path, key, VIEWS_PER_ADDRESS_PER_DAY);
}

/** Purge step: forget the salts and visitor keys of past days (the counts stay). */
export function forgetPastVisitors(db: Executor, now = new Date()): Promise<number> {
  return purgeVisitKeys(db, visitDay(now));
}
