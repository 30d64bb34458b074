import { adminMessages } from '../../../messages/admin.ts';
import { useAudit } from '../api/audit.ts';
import { AdminListCard, AdminSelectFilter } from '../components/admin-table.tsx';
import { AdminPageHeader } from '../components/admin-ui.tsx';
import { auditColumns, auditEntity, noAuditEntries } from '../components/audit-list.tsx';
import { useAdminList } from '../components/use-admin-list.ts';

const t = adminMessages.audit;
const columns = auditColumns(true);
const entityOptions = Object.keys(t.entities).map((key) => ({ value: key, label: auditEntity(key) }));

/** The audit log (/admin/registro): every operator change, newest first, paginated on the server. */
export default function AuditPage() {
  const { filters, params, filter, setPage } = useAdminList({ entity: '' });
  const query = useAudit(params);
  return (
    <>
      <AdminPageHeader title={t.title} intro={t.intro} />
      <AdminSelectFilter
        id="audit-entity"
        label={t.filterEntity}
        value={filters.entity}
        allLabel={t.allEntities}
        options={entityOptions}
        onChange={filter('entity')}
      />
      <AdminListCard
        query={query}
        caption={t.title}
        columns={columns}
        rowKey={(entry) => entry.id}
        onPage={setPage}
        empty={noAuditEntries}
      />
    </>
  );
}
