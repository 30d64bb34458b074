import { adminMessages } from '../../../messages/admin.ts';
import { auditList } from '../api/audit.ts';
import { auditColumns, auditEntity, noAuditEntries } from '../components/audit-list.tsx';
import { AdminListPage } from '../kit/list-page.tsx';

const t = adminMessages.audit;
const columns = auditColumns(true);
const entityOptions = Object.keys(t.entities).map((key) => ({ value: key, label: auditEntity(key) }));

/** The audit log (/admin/registro): every operator change, newest first, paginated on the server. */
export default function AuditPage() {
  return (
    <AdminListPage
      title={t.title}
      intro={t.intro}
      source={auditList}
      filters={[
        {
          kind: 'select',
          name: 'entity',
          id: 'audit-entity',
          label: t.filterEntity,
          allLabel: t.allEntities,
          options: entityOptions,
        },
      ]}
      columns={columns}
      rowKey={(entry) => entry.id}
      empty={noAuditEntries}
    />
  );
}
