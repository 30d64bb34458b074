// The operator's dashboard: first-party landing visits and the funnel visitors → leads →
// registrations → sales → completions, per ISO week (Monday to Sunday, Ecuador time) and per course.
import * as z from 'zod';
// Spanish messages when a page imports this file by its subpath (not through the index).
import './zod-es.ts';
import { adminDaySchema } from './admin-leads.ts';
import { idSchema } from './common.ts';
import { paths } from './pages.ts';

/** The longest period one dashboard answer covers (two years of weeks). */
export const DASHBOARD_MAX_WEEKS = 106;
/** Weeks shown when the query names no period: the current one and the 11 before it. */
export const DASHBOARD_DEFAULT_WEEKS = 12;
/** Courses listed in the answer (most sales first); the CSV holds all of them. */
export const DASHBOARD_COURSE_LIMIT = 50;

export const ADMIN_DASHBOARD_MESSAGES = {
  range: 'La semana «hasta» no puede ser anterior a «desde»',
  tooLong: `El periodo no puede superar ${DASHBOARD_MAX_WEEKS} semanas`,
  courseNotFound: 'El curso no existe.',
  landing: 'La página no es una landing conocida',
  /** 403 on POST /api/v1/landing-visits from a page that is not ours. */
  foreignOrigin: 'Solo se cuentan las visitas desde las páginas de este sitio.',
} as const;

/**
 * The landing pages whose visits are counted (spec §2): the sign-up and sales pages, not the thanks
 * pages (a thanks page is a lead, already counted) nor the map.
 */
export const LANDING_VISIT_PATHS = [
  paths.landing.guide,
  paths.landing.diabetes,
  paths.landing.webinar,
  paths.landing.obstacles,
  paths.landing.telemedicine,
  paths.landing.workshop,
] as const;
export type LandingVisitPath = (typeof LANDING_VISIT_PATHS)[number];

/** POST /api/v1/landing-visits: the landing being viewed (sent by navigator.sendBeacon). */
export const landingVisitRequestSchema = z.object({
  path: z.enum(LANDING_VISIT_PATHS, { message: ADMIN_DASHBOARD_MESSAGES.landing }),
});
export type LandingVisitRequest = z.input<typeof landingVisitRequestSchema>;

const periodFilter = {
  /** Any day of the first week (its Monday is used). Default: 11 weeks before `to`. */
  from: adminDaySchema.optional(),
  /** Any day of the last week (the whole week counts). Default: the current week. */
  to: adminDaySchema.optional(),
  /** Only this course's sales, enrolments and completions. */
  course_id: idSchema.optional(),
};
type Period = { from?: string; to?: string };
const rangeOk = (v: Period) => !v.from || !v.to || v.from <= v.to;
const lengthOk = (v: Period) =>
  !v.from || !v.to || weeksBetween(mondayOf(v.from), mondayOf(v.to)) < DASHBOARD_MAX_WEEKS;

/** GET /api/admin/dashboard. */
export const adminDashboardQuerySchema = z
  .object(periodFilter)
  .refine(rangeOk, { message: ADMIN_DASHBOARD_MESSAGES.range, path: ['to'] })
  .refine(lengthOk, { message: ADMIN_DASHBOARD_MESSAGES.tooLong, path: ['from'] });
export type AdminDashboardQuery = z.input<typeof adminDashboardQuerySchema>;

/** GET /api/admin/dashboard/export: the same period; `table` weeks or courses; `;` or `,`. */
export const adminDashboardExportQuerySchema = z
  .object({
    ...periodFilter,
    table: z.enum(['weeks', 'courses']).default('weeks'),
    separator: z.enum([';', ',']).default(';'),
  })
  .refine(rangeOk, { message: ADMIN_DASHBOARD_MESSAGES.range, path: ['to'] })
  .refine(lengthOk, { message: ADMIN_DASHBOARD_MESSAGES.tooLong, path: ['from'] });
export type AdminDashboardExportQuery = z.input<typeof adminDashboardExportQuerySchema>;

/** An amount in cents of one currency (sales are never added across currencies). */
export const dashboardAmountSchema = z.object({ currency: z.string(), cents: z.number().int() });
export type DashboardAmount = z.infer<typeof dashboardAmountSchema>;

const courseFigures = {
  /** Paid orders (refunded, free and manual zero-total ones left out), by payment date. */
  sales: z.number().int(),
  revenue: z.array(dashboardAmountSchema),
  /** New enrolments (any way: purchase, free, by hand). */
  enrolments: z.number().int(),
  /** Students who completed every resource of a course, dated by the last one. */
  completions: z.number().int(),
};

export const dashboardFiguresSchema = z.object({
  /** Distinct visitors of the landing pages (one per landing and day); null with a course filter. */
  visitors: z.number().int().nullable(),
  /** Page views of the landing pages; null with a course filter. */
  views: z.number().int().nullable(),
  /** New leads (landing sign-ups); null with a course filter. */
  leads: z.number().int().nullable(),
  /** New student accounts (role 2); null with a course filter. */
  registrations: z.number().int().nullable(),
  ...courseFigures,
});
export type DashboardFigures = z.infer<typeof dashboardFiguresSchema>;

export const dashboardWeekSchema = dashboardFiguresSchema.extend({
  /** ISO week, e.g. 2026-W48. */
  week: z.string(),
  /** Its Monday, AAAA-MM-DD. */
  start: z.string(),
});
export type DashboardWeek = z.infer<typeof dashboardWeekSchema>;

export const dashboardCourseSchema = z.object({
  course_id: z.number().int(),
  name: z.string(),
  ...courseFigures,
});
export type DashboardCourse = z.infer<typeof dashboardCourseSchema>;

export const adminDashboardSchema = z.object({
  /** Monday of the first week and Sunday of the last, AAAA-MM-DD. */
  from: z.string(),
  to: z.string(),
  course: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  weeks: z.array(dashboardWeekSchema),
  totals: dashboardFiguresSchema,
  /** Courses with any sale, enrolment or completion in the period, most sales first (at most 50). */
  courses: z.array(dashboardCourseSchema),
  courses_total: z.number().int(),
});
export type AdminDashboard = z.infer<typeof adminDashboardSchema>;

// ── Calendar of ISO weeks on AAAA-MM-DD days (pure; shared by the API and the page) ──────────────
const DAY_MS = 86_400_000;
const utc = (day: string) => {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return Date.UTC(y, m - 1, d);
};
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** `day` plus `n` days. */
export function addDays(day: string, n: number): string {
  return iso(utc(day) + n * DAY_MS);
}

/** The Monday of the ISO week holding `day`. */
export function mondayOf(day: string): string {
  const weekday = (new Date(utc(day)).getUTCDay() + 6) % 7;
  return addDays(day, -weekday);
}

/** Whole weeks from one Monday to another. */
export function weeksBetween(fromMonday: string, toMonday: string): number {
  return Math.round((utc(toMonday) - utc(fromMonday)) / (7 * DAY_MS));
}

/** The ISO week label (2026-W48) of a Monday. */
export function isoWeekLabel(monday: string): string {
  const thursday = new Date(utc(monday) + 3 * DAY_MS);
  const year = thursday.getUTCFullYear();
  const week = Math.floor((thursday.getTime() - Date.UTC(year, 0, 1)) / (7 * DAY_MS)) + 1;
  return `${year}-W${String(week).padStart(2, '0')}`;
}

/** Percentage of `part` in `whole`, one decimal; null when it cannot be computed. */
export function conversionPercent(part: number | null, whole: number | null): number | null {
  if (part === null || whole === null || whole === 0) return null;
  return Math.round((part / whole) * 1000) / 10;
}
