import type { AdminEnrolment } from '@campus/contract/admin-students';
import { type FormEvent, useState } from 'react';
import { Link, useParams } from 'react-router';
import { FormAlert } from '../../../../components/form-field.tsx';
import { adminPaths } from '../../../../config/admin-paths.ts';
import { ApiError } from '../../../../lib/api-client.ts';
import { formatDate } from '../../../../lib/format.ts';
import { adminStudentMessages as t } from '../../../../messages/admin-students.ts';
import { useCoursePicker } from '../../api/course-picker.ts';
import { type AdminColumn, AdminTable } from '../../components/admin-table.tsx';
import {
  AdminBackLink,
  AdminDataRow,
  AdminPageHeader,
  AdminSection,
  adminInputClass,
  dangerButton,
  primaryButton,
  QueryState,
} from '../../components/admin-ui.tsx';
import { CertificatesSection } from '../../components/certificates-table.tsx';
import { orderColumns } from '../../components/order-columns.tsx';
import { useEnrolStudent, useStudentAdmin, useUnenrolStudent } from '../api/students.ts';
import { studentName } from '../student-name.ts';

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
    <AdminSection id="enrol-title" title={t.enrolTitle} intro={t.enrolHint}>
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
            className={adminInputClass}
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
            className={adminInputClass}
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
    </AdminSection>
  );
}

/** A student's enrolments: course, progress, how it was granted, and the unenrol button. */
function enrolmentColumns(unenrol: ReturnType<typeof useUnenrolStudent>): AdminColumn<AdminEnrolment>[] {
  return [
    { header: t.course, cell: (e) => e.name },
    { header: t.progress, cell: (e) => <Progress name={e.name} percent={e.progress} /> },
    { header: t.enrolledAt, cell: (e) => formatDate(e.enrolled_at) },
    {
      header: t.grantedBy,
      cell: (e) =>
        e.order_id ? (
          <Link to={adminPaths.orders.order(e.order_id)} className="text-brand-700 underline">
            {e.order_id}
          </Link>
        ) : (
          t.none
        ),
    },
    {
      header: <span className="sr-only">{t.unenrol}</span>,
      cell: (e) => (
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
      ),
    },
  ];
}

const studentOrderColumns = orderColumns({ withBuyer: false });

/** One student (/admin/estudiantes/:id): data, enrolments with progress, enrol by hand, orders. */
export default function StudentPage() {
  const id = Number(useParams().id);
  const student = useStudentAdmin(id);
  const unenrol = useUnenrolStudent(id);
  const s = student.data;
  return (
    <>
      <AdminBackLink to={adminPaths.students.root}>{t.back}</AdminBackLink>
      <QueryState query={student}>
        {s ? (
          <div className="flex flex-col gap-6">
            <AdminPageHeader title={studentName(s)} />
            <AdminSection id="student-data" title={t.data}>
              <dl>
                <AdminDataRow label={t.email}>{s.email}</AdminDataRow>
                <AdminDataRow label={t.document}>{s.document || t.none}</AdminDataRow>
                <AdminDataRow label={t.mobile}>{s.mobile || t.none}</AdminDataRow>
                <AdminDataRow label={t.since}>{formatDate(s.created_at)}</AdminDataRow>
              </dl>
            </AdminSection>
            <AdminSection id="student-enrolments" title={t.enrolments}>
              {unenrol.error instanceof ApiError ? <FormAlert>{unenrol.error.message}</FormAlert> : null}
              <AdminTable
                caption={t.enrolments}
                columns={enrolmentColumns(unenrol)}
                rows={s.enrolments}
                rowKey={(e) => e.course_id}
                empty={t.noEnrolments}
              />
            </AdminSection>
            <CertificatesSection id="student-certificates" certificates={s.certificates} />
            <EnrolForm studentId={s.id} />
            <AdminSection id="student-orders" title={t.orders}>
              <AdminTable
                caption={t.orders}
                columns={studentOrderColumns}
                rows={s.orders}
                rowKey={(o) => o.id}
                empty={t.noOrders}
              />
            </AdminSection>
          </div>
        ) : null}
      </QueryState>
    </>
  );
}
