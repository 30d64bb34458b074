import {
  type AdminDashboard,
  addDays,
  type DashboardCourse,
  type DashboardWeek,
  mondayOf,
} from '@campus/contract/admin-dashboard';
import { HOME_TIME_ZONE } from '@campus/contract/constants';
import { dateTimeFormat } from '@campus/contract/intl';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { FormAlert } from '../../../components/form-field.tsx';
import { adminPaths } from '../../../config/admin-paths.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { formatCount, formatDate } from '../../../lib/format.ts';
import { adminMessages } from '../../../messages/admin.ts';
import { adminDashboardMessages as t } from '../../../messages/admin-dashboard.ts';
import { useAudit } from '../api/audit.ts';
import { useCoursePicker } from '../api/course-picker.ts';
import { AdminFilterInput } from '../components/admin-filter-input.tsx';
import { type AdminColumn, AdminTable, cardTable } from '../components/admin-table.tsx';
import {
  AdminPageHeader,
  AdminSection,
  adminInputClass,
  cardClass,
  primaryButton,
  QueryState,
  secondaryButton,
  tdClass,
} from '../components/admin-ui.tsx';
import { AuditList } from '../components/audit-list.tsx';
import { readAdminEmail } from '../lib/session.ts';
import { useDashboard, useDownloadDashboard } from './api/dashboard.ts';
import { FunnelChart, formatAmounts, WeekBars } from './components/charts.tsx';

const home = adminMessages.dashboard;
const PRESETS = [4, 12, 26, 52];
const count = (n: number | null) => (n === null ? '—' : formatCount(n));
const shortDay = new Intl.DateTimeFormat('es-EC', { day: 'numeric', month: 'short', year: 'numeric' });
/** Today in Ecuador (AAAA-MM-DD), the server's calendar. */
const today = () =>
  dateTimeFormat('en-CA', { timeZone: HOME_TIME_ZONE, dateStyle: 'short' }).format(new Date());

const weekColumns: AdminColumn<DashboardWeek>[] = [
  { header: t.week, cell: (w) => w.week },
  {
    header: t.weekOf,
    className: 'whitespace-nowrap',
    cell: (w) => shortDay.format(new Date(`${w.start}T12:00:00`)),
  },
  { header: t.steps.visitors, align: 'right', cell: (w) => count(w.visitors) },
  { header: t.steps.views, align: 'right', cell: (w) => count(w.views) },
  { header: t.steps.leads, align: 'right', cell: (w) => count(w.leads) },
  { header: t.steps.registrations, align: 'right', cell: (w) => count(w.registrations) },
  { header: t.steps.sales, align: 'right', cell: (w) => count(w.sales) },
  { header: t.steps.revenue, align: 'right', cell: (w) => formatAmounts(w.revenue) },
  { header: t.steps.enrolments, align: 'right', cell: (w) => count(w.enrolments) },
  { header: t.steps.completions, align: 'right', cell: (w) => count(w.completions) },
];

function Filters({ data, error }: { data: AdminDashboard | undefined; error: ApiError | null }) {
  const [params, setParams] = useSearchParams();
  const [search, setSearch] = useState('');
  const picker = useCoursePicker(search.trim());
  const set = (changes: Record<string, string | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    setParams(next, { replace: true });
  };
  const courseId = params.get('course_id') ?? '';
  const options = picker.data?.data ?? [];
  const selected = data?.course;
  return (
    <section aria-label={t.filters} className={`${cardClass} mb-6`}>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <AdminFilterInput
          id="dashboard-from"
          label={t.from}
          type="date"
          value={params.get('from') ?? data?.from ?? ''}
          error={error?.errors.from?.[0]}
          onValue={(from) => set({ from })}
        />
        <AdminFilterInput
          id="dashboard-to"
          label={t.to}
          type="date"
          value={params.get('to') ?? (data ? addDays(data.to, -6) : '')}
          error={error?.errors.to?.[0]}
          onValue={(to) => set({ to })}
        />
        <AdminFilterInput
          id="dashboard-course-search"
          label={t.courseSearch}
          type="search"
          maxLength={200}
          value={search}
          onValue={setSearch}
        />
        <div>
          <label htmlFor="dashboard-course" className="mb-1 block font-medium text-slate-800">
            {t.course}
          </label>
          <select
            id="dashboard-course"
            value={courseId}
            onChange={(e) => set({ course_id: e.target.value })}
            className={adminInputClass}
            aria-describedby={error?.errors.course_id ? 'dashboard-course-error' : undefined}
          >
            <option value="">{t.allCourses}</option>
            {selected && !options.some((c) => c.id === selected.id) ? (
              <option value={selected.id}>{selected.name}</option>
            ) : null}
            {options.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
          {error?.errors.course_id ? (
            <p id="dashboard-course-error" className="mt-1 text-sm text-red-700">
              {error.errors.course_id[0]}
            </p>
          ) : null}
        </div>
      </div>
      <fieldset className="mt-4">
        <legend className="mb-2 font-medium text-slate-800">{t.presets}</legend>
        <div className="flex flex-wrap gap-2">
          {PRESETS.map((n) => (
            <button
              key={n}
              type="button"
              className={secondaryButton}
              onClick={() => {
                const last = mondayOf(today());
                set({ from: addDays(last, -7 * (n - 1)), to: last });
              }}
            >
              {t.lastWeeks(n)}
            </button>
          ))}
        </div>
      </fieldset>
    </section>
  );
}

function Exports({ query }: { query: { from?: string; to?: string; course_id?: number } }) {
  const download = useDownloadDashboard();
  return (
    <div>
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-medium text-slate-800">{t.export}:</span>
        {(['weeks', 'courses'] as const).map((table) => (
          <button
            key={table}
            type="button"
            className={primaryButton}
            disabled={download.isPending}
            onClick={() => download.mutate({ ...query, table, separator: ';' })}
          >
            {table === 'weeks' ? t.exportWeeks : t.exportCourses}
          </button>
        ))}
      </div>
      <p className="mt-2 text-sm text-slate-700">{download.isPending ? t.exporting : t.exportHint}</p>
      {download.error instanceof ApiError ? <FormAlert>{download.error.message}</FormAlert> : null}
      {download.data ? (
        <p role="status" className="mt-2 text-green-900">
          {t.exported(download.data)}
        </p>
      ) : null}
    </div>
  );
}

function Funnel({ data }: { data: AdminDashboard }) {
  const s = data.totals;
  const steps = [
    { key: 'visitors', label: t.steps.visitors, value: s.visitors },
    { key: 'leads', label: t.steps.leads, value: s.leads },
    { key: 'registrations', label: t.steps.registrations, value: s.registrations },
    { key: 'sales', label: t.steps.sales, value: s.sales },
    { key: 'completions', label: t.steps.completions, value: s.completions },
  ];
  return (
    <AdminSection id="dashboard-funnel" title={t.funnelTitle} intro={t.funnelIntro}>
      <FunnelChart steps={steps} />
      <dl className="mt-4 flex flex-wrap gap-x-8 gap-y-2 text-slate-800">
        <div>
          <dt className="inline font-medium">{t.steps.views}: </dt>
          <dd className="inline tabular-nums">{count(s.views)}</dd>
        </div>
        <div>
          <dt className="inline font-medium">{t.steps.enrolments}: </dt>
          <dd className="inline tabular-nums">{count(s.enrolments)}</dd>
        </div>
        <div>
          <dt className="inline font-medium">{t.steps.revenue}: </dt>
          <dd className="inline tabular-nums">{formatAmounts(s.revenue)}</dd>
        </div>
      </dl>
    </AdminSection>
  );
}

function Weekly({ data }: { data: AdminDashboard }) {
  const whole = data.course === null;
  const charts: Array<[string, (w: DashboardWeek) => number]> = [
    ...(whole
      ? ([
          [t.steps.visitors, (w) => w.visitors ?? 0],
          [t.steps.leads, (w) => w.leads ?? 0],
          [t.steps.registrations, (w) => w.registrations ?? 0],
        ] as Array<[string, (w: DashboardWeek) => number]>)
      : []),
    [t.steps.sales, (w) => w.sales],
    [t.steps.enrolments, (w) => w.enrolments],
    [t.steps.completions, (w) => w.completions],
  ];
  const s = data.totals;
  return (
    <AdminSection id="dashboard-weeks" title={t.weeklyTitle} intro={t.weeklyIntro}>
      <div className="mb-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {charts.map(([label, value]) => (
          <WeekBars key={label} label={label} weeks={data.weeks} value={value} />
        ))}
      </div>
      <AdminTable
        caption={t.weeksTable}
        columns={weekColumns}
        rows={data.weeks}
        rowKey={(w) => w.start}
        footer={
          // On a phone the totals are one more card, each figure under its column's name.
          <tr className={`font-semibold ${cardTable.row}`}>
            <th scope="row" colSpan={2} className={`${tdClass} ${cardTable.cell}`}>
              {t.total}
            </th>
            {[
              count(s.visitors),
              count(s.views),
              count(s.leads),
              count(s.registrations),
              count(s.sales),
              formatAmounts(s.revenue),
              count(s.enrolments),
              count(s.completions),
            ].map((v, i) => {
              const header = weekColumns[i + 2]?.header as string;
              return (
                <td
                  key={header}
                  data-label={header}
                  className={`${tdClass} ${cardTable.cell} text-right tabular-nums`}
                >
                  {v}
                </td>
              );
            })}
          </tr>
        }
      />
    </AdminSection>
  );
}

function Courses({ data }: { data: AdminDashboard }) {
  const [params, setParams] = useSearchParams();
  const only = (c: DashboardCourse) => {
    const next = new URLSearchParams(params);
    next.set('course_id', String(c.course_id));
    setParams(next, { replace: true });
  };
  const columns: AdminColumn<DashboardCourse>[] = [
    {
      header: t.course,
      cell: (c) =>
        data.course ? (
          c.name
        ) : (
          <button
            type="button"
            aria-label={t.filterByCourse(c.name)}
            className="text-left font-semibold text-brand-700 underline"
            onClick={() => only(c)}
          >
            {c.name}
          </button>
        ),
    },
    { header: t.steps.sales, align: 'right', cell: (c) => formatCount(c.sales) },
    { header: t.steps.revenue, align: 'right', cell: (c) => formatAmounts(c.revenue) },
    { header: t.steps.enrolments, align: 'right', cell: (c) => formatCount(c.enrolments) },
    { header: t.steps.completions, align: 'right', cell: (c) => formatCount(c.completions) },
  ];
  return (
    <AdminSection
      id="dashboard-courses"
      title={t.coursesTitle}
      intro={t.coursesIntro(data.courses.length, data.courses_total)}
    >
      <AdminTable
        caption={t.coursesTable}
        columns={columns}
        rows={data.courses}
        rowKey={(c) => c.course_id}
        empty={t.noCourses}
      />
    </AdminSection>
  );
}

/** The area's home (/admin): the school's funnel per week and per course, exports, and the latest changes. */
export default function DashboardPage() {
  const [params, setParams] = useSearchParams();
  const courseId = Number(params.get('course_id')) || undefined;
  const query = {
    from: params.get('from') || undefined,
    to: params.get('to') || undefined,
    course_id: courseId,
  };
  const dashboard = useDashboard(query);
  const recent = useAudit({ page: 1, per_page: 10 });
  const error =
    dashboard.error instanceof ApiError && dashboard.error.status === 422 ? dashboard.error : null;
  const data = dashboard.data;
  return (
    <>
      <AdminPageHeader title={t.title} intro={`${home.welcome(readAdminEmail() ?? '')} ${t.intro}`} />
      <Filters data={data} error={error} />
      {error ? null : (
        <QueryState query={dashboard}>
          {data ? (
            <div className="space-y-6">
              <div className={`${cardClass} space-y-2`}>
                <p className="font-semibold text-slate-900" role="status">
                  {t.period(formatDate(`${data.from}T12:00:00`), formatDate(`${data.to}T12:00:00`))}
                </p>
                {data.course ? (
                  <p className="text-slate-800">
                    {t.courseOnly(data.course.name)}{' '}
                    <button
                      type="button"
                      className="font-semibold text-brand-700 underline"
                      onClick={() => {
                        const next = new URLSearchParams(params);
                        next.delete('course_id');
                        setParams(next, { replace: true });
                      }}
                    >
                      {t.clearCourse}
                    </button>
                  </p>
                ) : null}
                <p className="text-sm text-slate-700">{t.privacy}</p>
                <Exports query={query} />
              </div>
              <Funnel data={data} />
              <Weekly data={data} />
              <Courses data={data} />
            </div>
          ) : null}
        </QueryState>
      )}
      <section aria-labelledby="recent-changes" className={`${cardClass} mt-6`}>
        <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
          <h2 id="recent-changes" className="text-lg font-semibold">
            {home.recent}
          </h2>
          <Link to={adminPaths.audit} className="font-medium text-brand-700 underline">
            {home.seeAll}
          </Link>
        </div>
        <QueryState query={recent}>
          {recent.data ? <AuditList entries={recent.data.data} details={false} /> : null}
        </QueryState>
      </section>
    </>
  );
}
