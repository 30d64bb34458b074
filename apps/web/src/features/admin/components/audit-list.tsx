import type { AuditEntry } from '@campus/contract/admin';
import { adminMessages } from '../../../messages/admin.ts';
import { type AdminColumn, AdminTable } from './admin-table.tsx';

const t = adminMessages.audit;
const when = new Intl.DateTimeFormat('es-EC', { dateStyle: 'medium', timeStyle: 'short' });

export const auditAction = (action: string) => t.actions[action] ?? action;
export const auditEntity = (entity: string) => t.entities[entity] ?? entity;

function Json({ label, value }: { label: string; value: unknown }) {
  if (value === null || value === undefined) return null;
  return (
    <div>
      <p className="font-semibold">{label}</p>
      <pre className="max-h-64 overflow-auto whitespace-pre-wrap break-all rounded bg-slate-50 p-2 text-xs">
        {JSON.stringify(value, null, 2)}
      </pre>
    </div>
  );
}

const columns: AdminColumn<AuditEntry>[] = [
  {
    header: t.when,
    className: 'whitespace-nowrap',
    cell: (entry) => when.format(new Date(entry.created_at)),
  },
  { header: t.who, className: 'wrap-anywhere', cell: (entry) => entry.actor_email },
  { header: t.what, cell: (entry) => auditAction(entry.action) },
  {
    header: t.entity,
    cell: (entry) => `${auditEntity(entry.entity)}${entry.entity_id ? ` #${entry.entity_id}` : ''}`,
  },
];

const detailsColumn: AdminColumn<AuditEntry> = {
  header: t.details,
  cell: (entry) =>
    entry.before !== null || entry.after !== null ? (
      <details>
        <summary className="cursor-pointer font-medium text-brand-700">{t.details}</summary>
        <div className="mt-2 grid gap-2">
          <Json label={t.before} value={entry.before} />
          <Json label={t.after} value={entry.after} />
        </div>
      </details>
    ) : null,
};

/** The columns of the audit log; before/after open on demand. */
export const auditColumns = (details: boolean) => (details ? [...columns, detailsColumn] : columns);

/** What an empty audit log says. */
export const noAuditEntries = <span className="text-slate-700">{adminMessages.dashboard.noChanges}</span>;

/** The audit entries as a table; before/after open on demand. */
export function AuditList({ entries, details = true }: { entries: AuditEntry[]; details?: boolean }) {
  return (
    <AdminTable
      caption={t.title}
      columns={auditColumns(details)}
      rows={entries}
      rowKey={(entry) => entry.id}
      empty={noAuditEntries}
    />
  );
}
