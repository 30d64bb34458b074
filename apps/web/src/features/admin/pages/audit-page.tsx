import { useState } from 'react';
import { adminMessages } from '../../../messages/admin.ts';
import { useAudit } from '../api/audit.ts';
import { AdminPageHeader, AdminPager, cardClass, QueryState } from '../components/admin-ui.tsx';
import { AuditList, auditEntity } from '../components/audit-list.tsx';

const t = adminMessages.audit;

/** The audit log (/admin/registro): every operator change, newest first, paginated on the server. */
export default function AuditPage() {
  const [page, setPage] = useState(1);
  const [entity, setEntity] = useState('');
  const query = useAudit({ page, per_page: 25, entity: entity || undefined });
  return (
    <>
      <AdminPageHeader title={t.title} intro={t.intro} />
      <div className="mb-4 max-w-xs">
        <label htmlFor="audit-entity" className="mb-1 block font-medium text-slate-800">
          {t.filterEntity}
        </label>
        <select
          id="audit-entity"
          value={entity}
          onChange={(e) => {
            setEntity(e.target.value);
            setPage(1);
          }}
          className="block h-11 w-full rounded-lg border border-slate-400 bg-white px-3"
        >
          <option value="">{t.allEntities}</option>
          {Object.keys(t.entities).map((key) => (
            <option key={key} value={key}>
              {auditEntity(key)}
            </option>
          ))}
        </select>
      </div>
      <div className={cardClass}>
        <QueryState query={query}>
          {query.data ? (
            <>
              <AuditList entries={query.data.data} />
              <AdminPager paginator={query.data} onChange={setPage} />
            </>
          ) : null}
        </QueryState>
      </div>
    </>
  );
}
