import type { AuditEntry } from '@campus/contract/admin';
import { adminMessages } from '../../../messages/admin.ts';
import { tableClass, tdClass, thClass } from './admin-ui.tsx';

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

/** The audit entries as a table; before/after open on demand. */
export function AuditList({ entries, details = true }: { entries: AuditEntry[]; details?: boolean }) {
  if (entries.length === 0) return <p className="text-slate-700">{adminMessages.dashboard.noChanges}</p>;
  return (
    <div className="overflow-x-auto">
      <table className={tableClass}>
        <thead>
          <tr>
            <th className={thClass}>{t.when}</th>
            <th className={thClass}>{t.who}</th>
            <th className={thClass}>{t.what}</th>
            <th className={thClass}>{t.entity}</th>
            {details ? <th className={thClass}>{t.details}</th> : null}
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.id}>
              <td className={`${tdClass} whitespace-nowrap`}>{when.format(new Date(entry.created_at))}</td>
              <td className={`${tdClass} break-all`}>{entry.actor_email}</td>
              <td className={tdClass}>{auditAction(entry.action)}</td>
              <td className={tdClass}>
                {auditEntity(entry.entity)}
                {entry.entity_id ? ` #${entry.entity_id}` : ''}
              </td>
              {details ? (
                <td className={tdClass}>
                  {entry.before !== null || entry.after !== null ? (
                    <details>
                      <summary className="cursor-pointer font-medium text-brand-700">{t.details}</summary>
                      <div className="mt-2 grid gap-2">
                        <Json label={t.before} value={entry.before} />
                        <Json label={t.after} value={entry.after} />
                      </div>
                    </details>
                  ) : null}
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
