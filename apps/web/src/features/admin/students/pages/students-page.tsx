import { useState } from 'react';
import { Link } from 'react-router';
import { adminPaths } from '../../../../config/admin-paths.ts';
import { formatDate } from '../../../../lib/format.ts';
import { adminMessages } from '../../../../messages/admin.ts';
import { adminStudentMessages as t } from '../../../../messages/admin-students.ts';
import {
  AdminPageHeader,
  AdminPager,
  AdminSearch,
  cardClass,
  QueryState,
  tableClass,
  tdClass,
  thClass,
} from '../../components/admin-ui.tsx';
import { useStudentsAdmin } from '../api/students.ts';

const c = adminMessages.common;

/** Students (/admin/estudiantes): server-side search and pages. */
export default function StudentsPage() {
  const [page, setPage] = useState(1);
  const [q, setQ] = useState('');
  const list = useStudentsAdmin({ page, per_page: 25, q: q || undefined });
  return (
    <>
      <AdminPageHeader title={t.title} intro={t.intro} />
      <AdminSearch
        label={t.searchLabel}
        value={q}
        onChange={(v) => {
          setQ(v);
          setPage(1);
        }}
      />
      <div className={cardClass}>
        <QueryState query={list}>
          {list.data ? (
            list.data.data.length === 0 ? (
              <p>{c.empty}</p>
            ) : (
              <>
                <div className="overflow-x-auto">
                  <table className={tableClass}>
                    <caption className="sr-only">{t.title}</caption>
                    <thead>
                      <tr>
                        <th className={thClass}>{t.name}</th>
                        <th className={thClass}>{t.email}</th>
                        <th className={`${thClass} text-right`}>{t.courses}</th>
                        <th className={thClass}>{t.since}</th>
                      </tr>
                    </thead>
                    <tbody>
                      {list.data.data.map((s) => {
                        const name = `${s.first_name} ${s.surnames}`.trim() || s.email;
                        return (
                          <tr key={s.id}>
                            <td className={tdClass}>
                              <Link
                                to={adminPaths.students.student(s.id)}
                                aria-label={t.open(name)}
                                className="font-semibold text-brand-700 underline"
                              >
                                {name}
                              </Link>
                            </td>
                            <td className={`${tdClass} break-all`}>{s.email}</td>
                            <td className={`${tdClass} text-right tabular-nums`}>{s.courses}</td>
                            <td className={tdClass}>{formatDate(s.created_at)}</td>
                          </tr>
                        );
                      })}
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
