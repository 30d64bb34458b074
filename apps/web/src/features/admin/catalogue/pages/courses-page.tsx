import { useState } from 'react';
import { Link } from 'react-router';
import { adminPaths } from '../../../../config/admin-paths.ts';
import { adminMessages } from '../../../../messages/admin.ts';
import {
  AdminPageHeader,
  AdminPager,
  AdminSearch,
  cardClass,
  primaryButton,
  QueryState,
  tableClass,
  tdClass,
  thClass,
} from '../../components/admin-ui.tsx';
import { useCoursesAdmin } from '../api/catalogue.ts';

const t = adminMessages.catalogue;
const c = adminMessages.common;
const money = new Intl.NumberFormat('es-EC', { style: 'currency', currency: 'USD' });

/** Courses (/admin/catalogo/cursos): server-side search, status filter and pages; new course. */
export default function CoursesPage() {
  const [page, setPage] = useState(1);
  const [q, setQ] = useState('');
  const [status, setStatus] = useState<'' | 'published' | 'draft'>('');
  const list = useCoursesAdmin({ page, per_page: 25, q: q || undefined, status: status || undefined });
  return (
    <>
      <AdminPageHeader
        title={t.courses}
        actions={
          <Link to={adminPaths.catalogue.course('nuevo')} className={primaryButton}>
            {t.newCourse}
          </Link>
        }
      />
      <div className="flex flex-wrap items-end gap-4">
        <AdminSearch
          value={q}
          onChange={(v) => {
            setQ(v);
            setPage(1);
          }}
        />
        <div className="mb-4">
          <label htmlFor="course-status" className="mb-1 block font-medium text-slate-800">
            {t.status}
          </label>
          <select
            id="course-status"
            value={status}
            onChange={(e) => {
              setStatus(e.target.value as typeof status);
              setPage(1);
            }}
            className="block h-11 rounded-lg border border-slate-400 bg-white px-3"
          >
            <option value="">{t.allStatuses}</option>
            <option value="published">{t.published}</option>
            <option value="draft">{t.draft}</option>
          </select>
        </div>
      </div>
      <div className={cardClass}>
        <QueryState query={list}>
          {list.data ? (
            list.data.data.length === 0 ? (
              <p>{c.empty}</p>
            ) : (
              <>
                <div className="overflow-x-auto">
                  <table className={tableClass}>
                    <thead>
                      <tr>
                        <th className={thClass}>{t.name}</th>
                        <th className={thClass}>{t.price}</th>
                        <th className={thClass}>{t.status}</th>
                        <th className={thClass}>{t.specialist}</th>
                      </tr>
                    </thead>
                    <tbody>
                      {list.data.data.map((course) => (
                        <tr key={course.id}>
                          <td className={tdClass}>
                            <Link
                              to={adminPaths.catalogue.course(course.id)}
                              className="font-medium text-brand-700 underline"
                            >
                              {course.name}
                            </Link>
                            {course.featured ? (
                              <span className="ml-2 text-xs text-slate-600">★ {t.featured}</span>
                            ) : null}
                          </td>
                          <td className={tdClass}>
                            {course.free ? t.free : money.format(Number(course.price))}
                          </td>
                          <td className={tdClass}>{course.published ? t.published : t.draft}</td>
                          <td className={tdClass}>{course.specialist ?? '—'}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
                <AdminPager paginator={list.data} onChange={setPage} />
              </>
            )
          ) : null}
        </QueryState>
      </div>
    </>
  );
}
