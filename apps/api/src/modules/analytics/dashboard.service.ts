// The operator dashboard: the funnel landing visitors → leads → registrations → sales →
// completions per ISO week (Ecuador time) and per course, and its two CSV downloads.
import {
  ADMIN_DASHBOARD_MESSAGES,
  type AdminDashboard,
  type AdminDashboardExportQuery,
  type AdminDashboardQuery,
  addDays,
  centsToMoney,
  DASHBOARD_COURSE_LIMIT,
  DASHBOARD_DEFAULT_WEEKS,
  DASHBOARD_MAX_WEEKS,
  type DashboardAmount,
  type DashboardCourse,
  type DashboardFigures,
  type DashboardWeek,
  HOME_TIME_ZONE,
  isoWeekLabel,
  mondayOf,
  PAYMENT_CURRENCY,
  weeksBetween,
  zonedInstant,
} from '@campus/contract';
import type { Executor } from '../../db/client.ts';
import { NotFound, ValidationFailed } from '../../lib/errors.ts';
import { csvLine } from '../leads/leads.csv.ts';
import {
  completionsPerWeek,
  courseNames,
  courseSalesPerWeek,
  enrolmentsPerWeek,
  findCourseName,
  leadsPerWeek,
  ordersPerWeek,
  registrationsPerWeek,
} from './dashboard.repository.ts';
import { visitsPerWeek } from './visits.repository.ts';
import { visitDay } from './visits.service.ts';

type Query = Pick<AdminDashboardQuery, 'from' | 'to'> & { course_id?: number };
type Full = Omit<AdminDashboard, 'courses'> & { courses: DashboardCourse[] };

/** The Mondays of the first and last week: defaults, and the checks a lone `from` or `to` escapes. */
export function dashboardWeeks(query: Query, now = new Date()): { first: string; last: string } {
  const today = mondayOf(visitDay(now));
  const last = query.to ? mondayOf(query.to) : today;
  const first = query.from ? mondayOf(query.from) : addDays(last, -7 * (DASHBOARD_DEFAULT_WEEKS - 1));
  if (first > last) throw ValidationFailed.field('to', ADMIN_DASHBOARD_MESSAGES.range);
  if (weeksBetween(first, last) >= DASHBOARD_MAX_WEEKS)
    throw ValidationFailed.field('from', ADMIN_DASHBOARD_MESSAGES.tooLong);
  return { first, last };
}

const startOf = (day: string) => {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return zonedInstant(y, m, d, 0, 0, HOME_TIME_ZONE);
};

type Money = Map<string, number>;
const addMoney = (into: Money, currency: string, cents: number) =>
  into.set(currency, (into.get(currency) ?? 0) + cents);
const amounts = (m: Money): DashboardAmount[] =>
  [...m].sort(([a], [b]) => a.localeCompare(b)).map(([currency, cents]) => ({ currency, cents }));

type Tally = { sales: number; revenue: Money; enrolments: number; completions: number };
const tally = (): Tally => ({ sales: 0, revenue: new Map(), enrolments: 0, completions: 0 });
const at = <K, V>(map: Map<K, V>, key: K, make: () => V): V => {
  const found = map.get(key);
  if (found !== undefined) return found;
  const value = make();
  map.set(key, value);
  return value;
};

type Funnel = { visitors: number; views: number; leads: number; registrations: number };

/** Every figure of the period, with every active course (the JSON answer keeps the first 50). */
async function buildDashboard(db: Executor, query: Query, now: Date): Promise<Full> {
  const { first, last } = dashboardWeeks(query, now);
  const end = addDays(last, 7);
  const period = { from: startOf(first), before: startOf(end) };
  const courseId = query.course_id;
  const course = courseId === undefined ? null : await findCourseName(db, courseId);
  if (courseId !== undefined && !course) throw new NotFound(ADMIN_DASHBOARD_MESSAGES.courseNotFound);

  const whole = courseId === undefined;
  const [visits, leadRows, userRows, orderRows, saleRows, enrolRows, doneRows] = await Promise.all([
    whole ? visitsPerWeek(db, first, end) : [],
    whole ? leadsPerWeek(db, period) : [],
    whole ? registrationsPerWeek(db, period) : [],
    whole ? ordersPerWeek(db, period) : [],
    courseSalesPerWeek(db, period, courseId),
    enrolmentsPerWeek(db, period, courseId),
    completionsPerWeek(db, period, courseId),
  ]);

  const weekFunnel = new Map<string, Funnel>();
  const funnelOf = (week: string) =>
    at(weekFunnel, week, () => ({ visitors: 0, views: 0, leads: 0, registrations: 0 }));
  for (const v of visits) Object.assign(funnelOf(v.week), { visitors: v.visitors, views: v.views });
  for (const l of leadRows) funnelOf(l.week).leads = l.n;
  for (const u of userRows) funnelOf(u.week).registrations = u.n;

  const weekTally = new Map<string, Tally>();
  const courseTally = new Map<number, Tally>();
  // Sales of the whole shop count orders (one order may hold several courses); of a course, its lines.
  for (const o of orderRows) {
    const t = at(weekTally, o.week, tally);
    t.sales += o.n;
    addMoney(t.revenue, o.currency, Number(o.cents));
  }
  for (const s of saleRows) {
    const c = at(courseTally, s.courseId, tally);
    c.sales += s.n;
    addMoney(c.revenue, s.currency, Number(s.cents));
    if (!whole) {
      const t = at(weekTally, s.week, tally);
      t.sales += s.n;
      addMoney(t.revenue, s.currency, Number(s.cents));
    }
  }
  for (const e of enrolRows) {
    at(weekTally, e.week, tally).enrolments += e.n;
    at(courseTally, e.courseId, tally).enrolments += e.n;
  }
  for (const d of doneRows) {
    at(weekTally, d.week, tally).completions += d.n;
    at(courseTally, d.courseId, tally).completions += d.n;
  }

  const figures = (f: Funnel | undefined, t: Tally | undefined): DashboardFigures => ({
    visitors: whole ? (f?.visitors ?? 0) : null,
    views: whole ? (f?.views ?? 0) : null,
    leads: whole ? (f?.leads ?? 0) : null,
    registrations: whole ? (f?.registrations ?? 0) : null,
    sales: t?.sales ?? 0,
    revenue: amounts(t?.revenue ?? new Map()),
    enrolments: t?.enrolments ?? 0,
    completions: t?.completions ?? 0,
  });

  const weeks: DashboardWeek[] = [];
  const sum: Funnel = { visitors: 0, views: 0, leads: 0, registrations: 0 };
  const total = tally();
  for (let monday = first; monday <= last; monday = addDays(monday, 7)) {
    const f = weekFunnel.get(monday);
    const t = weekTally.get(monday);
    weeks.push({ week: isoWeekLabel(monday), start: monday, ...figures(f, t) });
    for (const k of ['visitors', 'views', 'leads', 'registrations'] as const) sum[k] += f?.[k] ?? 0;
    if (!t) continue;
    total.sales += t.sales;
    total.enrolments += t.enrolments;
    total.completions += t.completions;
    for (const [currency, cents] of t.revenue) addMoney(total.revenue, currency, cents);
  }

  const names = new Map((await courseNames(db, [...courseTally.keys()])).map((c) => [c.id, c.name]));
  const courses = [...courseTally]
    .map(([id, t]) => ({
      course_id: id,
      name: names.get(id) ?? `#${id}`,
      sales: t.sales,
      revenue: amounts(t.revenue),
      enrolments: t.enrolments,
      completions: t.completions,
    }))
    .sort(
      (a, b) =>
        b.sales - a.sales ||
        b.enrolments - a.enrolments ||
        b.completions - a.completions ||
        a.name.localeCompare(b.name, 'es'),
    );

  return {
    from: first,
    to: addDays(last, 6),
    course,
    weeks,
    totals: figures(sum, total),
    courses,
    courses_total: courses.length,
  };
}

/** GET /api/admin/dashboard. */
export async function dashboard(db: Executor, query: Query, now = new Date()): Promise<AdminDashboard> {
  const full = await buildDashboard(db, query, now);
  return { ...full, courses: full.courses.slice(0, DASHBOARD_COURSE_LIMIT) };
}

/** "137.00", or "137,00" in a ';' file (the spreadsheet reads it with a decimal comma). */
const money = (cents: number, separator: string) =>
  separator === ';' ? centsToMoney(cents).replace('.', ',') : centsToMoney(cents);

/** The currencies of the file's columns: the ones sold in the period, or the shop's own. */
function currenciesOf(rows: Array<{ revenue: DashboardAmount[] }>): string[] {
  const seen = new Set(rows.flatMap((r) => r.revenue.map((a) => a.currency)));
  return seen.size > 0 ? [...seen].sort() : [PAYMENT_CURRENCY];
}

const revenueCells = (revenue: DashboardAmount[], currencies: string[], separator: string) =>
  currencies.map((c) => money(revenue.find((a) => a.currency === c)?.cents ?? 0, separator));

/** The CSV of the weeks (a total line last) or of every active course: UTF-8 with BOM. */
export async function dashboardCsv(
  db: Executor,
  query: Query & Pick<AdminDashboardExportQuery, 'table' | 'separator'>,
  now = new Date(),
): Promise<string> {
  const sep = query.separator ?? ';';
  const data = await buildDashboard(db, query, now);
  const line = (values: unknown[]) => csvLine(values, sep);
  if (query.table === 'courses') {
    const currencies = currenciesOf(data.courses);
    const header = ['id', 'curso', 'ventas', ...currencies.map((c) => `importe ${c}`)];
    return `\uFEFF${line([...header, 'inscripciones', 'finalizaciones'])}${data.courses
      .map((c) =>
        line([
          c.course_id,
          c.name,
          c.sales,
          ...revenueCells(c.revenue, currencies, sep),
          c.enrolments,
          c.completions,
        ]),
      )
      .join('')}`;
  }
  const currencies = currenciesOf([data.totals]);
  const header = ['semana', 'lunes', 'visitantes de landings', 'vistas de landings', 'leads', 'registros'];
  const row = (week: string, start: string, f: DashboardFigures) =>
    line([
      week,
      start,
      f.visitors,
      f.views,
      f.leads,
      f.registrations,
      f.sales,
      ...revenueCells(f.revenue, currencies, sep),
      f.enrolments,
      f.completions,
    ]);
  return `\uFEFF${line([...header, 'ventas', ...currencies.map((c) => `importe ${c}`), 'inscripciones', 'finalizaciones'])}${data.weeks
    .map((w) => row(w.week, w.start, w))
    .join('')}${row('total', `${data.from} a ${data.to}`, data.totals)}`;
}

/** panel-semanas[-curso-12]-AAAA-MM-DD.csv */
export function dashboardCsvName(query: { table?: string; course_id?: number }, now = new Date()): string {
  const table = query.table === 'courses' ? 'cursos' : 'semanas';
  const course = query.course_id === undefined ? '' : `-curso-${query.course_id}`;
  return `panel-${table}${course}-${visitDay(now)}.csv`;
}
