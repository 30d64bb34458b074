import type { AdminLead } from '@campus/contract/admin-leads';
import { FormAlert } from '../../../../components/form-field.tsx';
import { ApiError } from '../../../../lib/api-client.ts';
import { formatDateTime } from '../../../../lib/format.ts';
import { adminLeadMessages as t } from '../../../../messages/admin-leads.ts';
import type { AdminColumn } from '../../components/admin-table.tsx';
import { primaryButton, secondaryButton } from '../../components/admin-ui.tsx';
import { AdminListPage } from '../../kit/list-page.tsx';
import { leadsList, useDownloadLeads } from '../api/leads.ts';

const columns: AdminColumn<AdminLead>[] = [
  { header: t.date, cell: (lead) => formatDateTime(lead.created_at) },
  { header: t.email, className: 'wrap-anywhere', cell: (lead) => lead.email },
  { header: t.name, cell: (lead) => `${lead.name} ${lead.last_name}`.trim() || t.none },
  { header: t.tag, cell: (lead) => lead.tag },
  { header: t.phone, cell: (lead) => lead.phone ?? t.none },
  { header: t.place, cell: (lead) => [lead.town, lead.country].filter(Boolean).join(', ') || t.none },
  { header: t.confirmed, cell: (lead) => (lead.confirmed ? t.yes : t.no) },
];

/** Leads (/admin/leads): filter by tag, days and text on the server, pages, CSV download. */
export default function LeadsPage() {
  const download = useDownloadLeads();
  return (
    <AdminListPage
      title={t.title}
      intro={t.intro}
      source={leadsList}
      filters={[
        { kind: 'search', name: 'q', label: t.searchLabel },
        { kind: 'input', name: 'tag', id: 'lead-tag', label: t.tag, maxLength: 100, placeholder: t.tagHint },
        { kind: 'input', name: 'from', id: 'lead-from', label: t.from, type: 'date' },
        { kind: 'input', name: 'to', id: 'lead-to', label: t.to, type: 'date' },
      ]}
      filterPanel={{
        label: t.filters,
        actions: ({ params, refused, clear }) => (
          <>
            <div className="flex flex-wrap items-center gap-3">
              <button
                type="button"
                className={primaryButton}
                disabled={download.isPending || refused !== null}
                onClick={() =>
                  download.mutate({ tag: params.tag, from: params.from, to: params.to, separator: ';' })
                }
              >
                {download.isPending ? t.downloading : t.download}
              </button>
              <button type="button" className={secondaryButton} onClick={clear}>
                {t.clear}
              </button>
              <p className="text-sm text-slate-700">{t.downloadHint}</p>
            </div>
            {download.error instanceof ApiError ? <FormAlert>{download.error.message}</FormAlert> : null}
            {download.data ? (
              <p role="status" className="mt-3 text-green-900">
                {t.downloaded(download.data)}
              </p>
            ) : null}
          </>
        ),
      }}
      columns={columns}
      rowKey={(lead) => lead.id}
    />
  );
}
