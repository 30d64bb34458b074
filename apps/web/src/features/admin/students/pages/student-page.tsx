import { type FormEvent, type ReactNode, useState } from 'react';
import { Link, useParams } from 'react-router';
import { FormAlert } from '../../../../components/form-field.tsx';
import { adminPaths } from '../../../../config/admin-paths.ts';
import { ApiError } from '../../../../lib/api-client.ts';
import { formatDate, formatDateTime, formatPrice } from '../../../../lib/format.ts';
import { adminOrderMessages } from '../../../../messages/admin-orders.ts';
import { adminStudentMessages as t } from '../../../../messages/admin-students.ts';
import {
  AdminPageHeader,
  cardClass,
  dangerButton,
  primaryButton,
  QueryState,
  tableClass,
  tdClass,
  thClass,
} from '../../components/admin-ui.tsx';
import { useCoursePicker, useEnrolStudent, useStudentAdmin, useUnenrolStudent } from '../api/students.ts';

const inputClass =
  'block h-11 w-full rounded-lg border border-slate-400 bg-white px-3 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 border-b border-slate-200 py-2 sm:grid-cols-3">
      <dt className="font-medium text-slate-700">{label}</dt>
      <dd className="break-all sm:col-span-2">{children}</dd>
    </div>
  );
}

/** A progress bar with its figure as text (the bar is decoration). */
function Progress({ name, percent }: { name: string; percent: number }) {
  return (
    <div className="flex items-center gap-2">
      <div
        role="progressbar"
        aria-label={t.progressOf(name, percent)}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2 w-24 overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full bg-brand-600" style={{ width: `${percent}%` }} />
      </div>
      <span className="tabular-nums">{percent} %</span>
    </div>
  );
}

function EnrolForm({ studentId }: { studentId: number }) {
  const [search, setSearch] = useState('');
  const [courseId, setCourseId] = useState('');
  const courses = useCoursePicker(search.trim());
  const enrol = useEnrolStudent(studentId);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (courseId) enrol.mutate(Number(courseId), { onSuccess: () => setCourseId('') });
  };
  return (
    <section aria-labelledby="enrol-title" className={cardClass}>
      <h2 id="enrol-title" className="mb-1 text-lg font-semibold">
        {t.enrolTitle}
      </h2>
      <p className="mb-4 text-slate-700">{t.enrolHint}</p>
      <form onSubmit={submit} className="grid gap-4 sm:grid-cols-3 sm:items-end">
        <div>
          <label htmlFor="enrol-search" className="mb-1 block font-medium text-slate-800">
            {t.courseSearch}
          </label>
          <input
            id="enrol-search"
            type="search"
            maxLength={200}
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            className={inputClass}
          />
        </div>
        <div>
          <label htmlFor="enrol-course" className="mb-1 block font-medium text-slate-800">
            {t.courseSelect}
          </label>
          <select
            id="enrol-course"
            required
            value={courseId}
            onChange={(e) => setCourseId(e.target.value)}
            className={inputClass}
          >
            <option value="">{t.chooseCourse}</option>
            {courses.data?.data.map((course) => (
              <option key={course.id} value={course.id}>
                {course.name}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className={primaryButton} disabled={enrol.isPending || !courseId}>
          {enrol.isPending ? t.enrolling : t.enrol}
        </button>
      </form>
      {enrol.error instanceof ApiError ? <FormAlert>{enrol.error.message}</FormAlert> : null}
      {enrol.data ? (
        <p role="status" className="mt-3 text-green-900">
          {enrol.data.message}
        </p>
      ) : null}
    </section>
  );
}

/** One student (/admin/estudiantes/:id): data, enrolments with progress, enrol by hand, orders. */
export default function StudentPage() {
  const id = Number(useParams().id);
  const student = useStudentAdmin(id);
  const unenrol = useUnenrolStudent(id);
  const s = student.data;
  const name = s ? `${s.first_name} ${s.surnames}`.trim() || s.email : '';
  return (
    <>
      <p className="mb-4">
        <Link to={adminPaths.students.root} className="font-semibold text-brand-700 underline">
          {t.back}
        </Link>
      </p>
      <QueryState query={student}>
        {s ? (
          <div className="flex flex-col gap-6">
            <AdminPageHeader title={name} />
            <section aria-labelledby="student-data" className={cardClass}>
              <h2 id="student-data" className="mb-2 text-lg font-semibold">
                {t.data}
              </h2>
              <dl>
                <Row label={t.email}>{s.email}</Row>
                <Row label={t.document}>{s.document || t.none}</Row>
                <Row label={t.mobile}>{s.mobile || t.none}</Row>
                <Row label={t.since}>{formatDate(s.created_at)}</Row>
              </dl>
            </section>
            <section aria-labelledby="student-enrolments" className={cardClass}>
              <h2 id="student-enrolments" className="mb-2 text-lg font-semibold">
                {t.enrolments}
              </h2>
              {unenrol.error instanceof ApiError ? <FormAlert>{unenrol.error.message}</FormAlert> : null}
              {s.enrolments.length === 0 ? (
                <p>{t.noEnrolments}</p>
              ) : (
                <div className="overflow-x-auto">
                  <table className={tableClass}>
                    <thead>
                      <tr>
                        <th className={thClass}>{t.course}</th>
                        <th className={thClass}>{t.progress}</th>
                        <th className={thClass}>{t.enrolledAt}</th>
                        <th className={thClass}>{t.grantedBy}</th>
                        <th className={thClass}>
                          <span className="sr-only">{t.unenrol}</span>
                        </th>
                      </tr>
                    </thead>
                    <tbody>
                      {s.enrolments.map((e) => (
                        <tr key={e.course_id}>
                          <td className={tdClass}>{e.name}</td>
                          <td className={tdClass}>
                            <Progress name={e.name} percent={e.progress} />
                          </td>
                          <td className={tdClass}>{formatDate(e.enrolled_at)}</td>
                          <td className={tdClass}>
                            {e.order_id ? (
                              <Link
                                to={adminPaths.orders.order(e.order_id)}
                                className="text-brand-700 underline"
                              >
                                {e.order_id}
                              </Link>
                            ) : (
                              t.none
                            )}
                          </td>
                          <td className={tdClass}>
                            <button
                              type="button"
                              className={dangerButton}
                              aria-label={t.unenrolLabel(e.name)}
                              disabled={unenrol.isPending}
                              onClick={() => {
                                if (window.confirm(t.confirmUnenrol(e.name))) unenrol.mutate(e.course_id);
                              }}
                            >
                              {t.unenrol}
                            </button>
                          </td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              )}
            </section>
            <EnrolForm studentId={s.id} />
            <section aria-labelledby="student-orders" className={cardClass}>
              <h2 id="student-orders" className="mb-2 text-lg font-semibold">
                {t.orders}
              </h2>
              {s.orders.length === 0 ? (
                <p>{t.noOrders}</p>
              ) : (
                <div className="overflow-x-auto">
                  <table className={tableClass}>
                    <thead>
                      <tr>
                        <th className={thClass}>{adminOrderMessages.id}</th>
                        <th className={thClass}>{adminOrderMessages.date}</th>
                        <th className={thClass}>{adminOrderMessages.statusLabel}</th>
                        <th className={`${thClass} text-right`}>{adminOrderMessages.total}</th>
                        <th className={thClass}>{adminOrderMessages.provider}</th>
                      </tr>
                    </thead>
                    <tbody>
                      {s.orders.map((o) => (
                        <tr key={o.id}>
                          <td className={tdClass}>
                            <Link
                              to={adminPaths.orders.order(o.id)}
                              aria-label={adminOrderMessages.open(o.id)}
                              className="font-semibold text-brand-700 underline"
                            >
                              {o.id}
                            </Link>
                          </td>
                          <td className={tdClass}>{formatDateTime(o.created_at)}</td>
                          <td className={tdClass}>{adminOrderMessages.status[o.status]}</td>
                          <td className={`${tdClass} text-right tabular-nums`}>{formatPrice(o.total)}</td>
                          <td className={tdClass}>{o.provider}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              )}
            </section>
          </div>
        ) : null}
      </QueryState>
    </>
  );
}
