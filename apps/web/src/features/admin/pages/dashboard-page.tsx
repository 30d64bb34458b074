import { Link } from 'react-router';
import { adminPaths } from '../../../config/admin-paths.ts';
import { adminMessages } from '../../../messages/admin.ts';
import { useAudit } from '../api/audit.ts';
import { AdminPageHeader, cardClass, QueryState } from '../components/admin-ui.tsx';
import { AuditList } from '../components/audit-list.tsx';
import { readAdminEmail } from '../lib/session.ts';

const t = adminMessages.dashboard;

/** The area's home (/admin): a greeting and the latest changes of the team. */
export default function DashboardPage() {
  const recent = useAudit({ page: 1, per_page: 10 });
  return (
    <>
      <AdminPageHeader title={t.title} intro={`${t.welcome(readAdminEmail() ?? '')} ${t.intro}`} />
      <section aria-labelledby="recent-changes" className={cardClass}>
        <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
          <h2 id="recent-changes" className="text-lg font-semibold">
            {t.recent}
          </h2>
          <Link to={adminPaths.audit} className="font-medium text-brand-700 underline">
            {t.seeAll}
          </Link>
        </div>
        <QueryState query={recent}>
          {recent.data ? <AuditList entries={recent.data.data} details={false} /> : null}
        </QueryState>
      </section>
    </>
  );
}
