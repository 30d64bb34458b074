// Business constants of spec §9, in one place so web and api cannot drift.

/** Project id of this product in almost every call (spec §1, §9). */
export const PROJECT_ID = 4;
/**
 * The site's home time zone, Ecuador's, where the product is run: events are announced, lessons
 * released and the copyright year counted in it, so a date reads the same on any machine.
 */
export const HOME_TIME_ZONE = 'America/Guayaquil';
/**
 * Ecuador's offset from UTC, in minutes: mainland Ecuador has kept UTC−5 all year since 1993 (no
 * daylight saving). For what only needs the home calendar's year or day, the browser can count with
 * it instead of building an `Intl.DateTimeFormat` with `timeZone`, which loads the zone's data: ~30 ms
 * of a phone's CPU on the first page. `constants.test.ts` holds it equal to the zone.
 */
export const HOME_UTC_OFFSET_MINUTES = -300;
/** OAuth client of the public site (spec §7). */
export const OAUTH_CLIENT_ID = 1;
/** A client token lives one year (spec §9). */
export const CLIENT_TOKEN_TTL_SECONDS = 31_536_000;
/**
 * A user's token lives 30 days (logout, a password reset or a password change revoke it sooner), and
 * so does the session cookie that repeats it for the student pages.
 */
export const USER_TOKEN_TTL_SECONDS = 30 * 24 * 60 * 60;

export const ROLE = { admin: 1, student: 2 } as const;

export const HOME_MAX_CATEGORIES = 8;
export const HERO_AUTOPLAY_MS = 5000;
export const CATEGORY_CAROUSEL_AUTOPLAY_MS = 2000;
export const CARD_DESCRIPTION_MAX = 120;
export const CART_DESCRIPTION_MAX = 80;
export const SCROLL_THRESHOLD_PX = 50;
export const SCROLL_THROTTLE_MS = 100;
export const TOAST_MS = 5000;
export const PAYMENT_REDIRECT_MS = 5000;

export const TAX_RATE = 0.12;
export const RESOURCE_COMPLETION_RATIO = 0.9;
export const PROGRESS_CAP = 100;
export const CERTIFICATE_THRESHOLD_PERCENT = 75;

export const PAYMENT_METHOD = { card: 3, pending: 2 } as const;
export const CATEGORY_TYPE_ID = 2;

/** Phone countries the landing and contact forms accept (spec §5, §9). 'COL' is the spec's alias of CO. */
export const ALLOWED_PHONE_COUNTRIES = [
  'EC',
  'VE',
  'BR',
  'AR',
  'CL',
  'ES',
  'PT',
  'MX',
  'CO',
  'US',
  'PE',
] as const;
export type PhoneCountry = (typeof ALLOWED_PHONE_COUNTRIES)[number];
/**
 * Every phone field starts on Ecuador, where the site's students are, until geolocation answers
 * (the contact form included: a visitor should not meet a different default on each form).
 */
export const DEFAULT_PHONE_COUNTRY: PhoneCountry = 'EC';

/** Birth-year selector: this year and 70 before (spec §5, §9). */
export const BIRTH_YEAR_SPAN = 71;

export const RESOURCE_TYPE = {
  vimeo: 1,
  media: 2,
  document: 3,
  link: 4,
  download: 5,
  youtube: 6,
} as const;
export type ResourceType = (typeof RESOURCE_TYPE)[keyof typeof RESOURCE_TYPE];
/** Types the course player can play. */
export const PLAYABLE_RESOURCE_TYPES: readonly number[] = [1, 2, 6];
/** Types a visitor may preview from the public detail when marked free. */
export const PREVIEWABLE_RESOURCE_TYPES: readonly number[] = [1, 6];

/** Upper bound of `perPage` on paginated lists. */
export const MAX_PER_PAGE = 100;
/** Largest id PostgreSQL's integer column holds; larger ids are rejected before the query. */
export const MAX_ID = 2_147_483_647;
