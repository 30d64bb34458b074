import type { AdminLead } from '@campus/contract/admin-leads';
import { FormAlert } from '../../../../components/form-field.tsx';
import { ApiError } from '../../../../lib/api-client.ts';
import { formatDateTime } from '../../../../lib/format.ts';
import { adminLeadMessages as t } from '../../../../messages/admin-leads.ts';
import { AdminFilterInput } from '../../components/admin-filter-input.tsx';
import { type AdminColumn, AdminListCard } from '../../components/admin-table.tsx';
import {
  AdminPageHeader,
  AdminSearch,
  cardClass,
  primaryButton,
  secondaryButton,
} from '../../components/admin-ui.tsx';
import { useAdminList } from '../../components/use-admin-list.ts';
import { useDownloadLeads, useLeadsAdmin } from '../api/leads.ts';

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
  const { filters, params, filter, setPage, clear } = useAdminList({ q: '', tag: '', from: '', to: '' });
  const tag = filters.tag.trim() || undefined;
  const list = useLeadsAdmin({ ...params, tag });
  const download = useDownloadLeads();
  const filterError = list.error instanceof ApiError && list.error.status === 422 ? list.error : null;
  return (
    <>
      <AdminPageHeader title={t.title} intro={t.intro} />
      <section aria-label={t.filters} className={`${cardClass} mb-6`}>
        <AdminSearch label={t.searchLabel} value={filters.q} onChange={filter('q')} />
        <div className="grid gap-4 sm:grid-cols-3">
          <AdminFilterInput
            id="lead-tag"
            label={t.tag}
            value={filters.tag}
            maxLength={100}
            placeholder={t.tagHint}
            error={filterError?.errors.tag?.[0]}
            onValue={filter('tag')}
          />
          <AdminFilterInput
            id="lead-from"
            label={t.from}
            type="date"
            value={filters.from}
            onValue={filter('from')}
          />
          <AdminFilterInput
            id="lead-to"
            label={t.to}
            type="date"
            value={filters.to}
            error={filterError?.errors.to?.[0]}
            onValue={filter('to')}
          />
        </div>
        <div className="mt-4 flex flex-wrap items-center gap-3">
          <button
            type="button"
            className={primaryButton}
            disabled={download.isPending || filterError !== null}
            onClick={() => download.mutate({ tag, from: params.from, to: params.to, separator: ';' })}
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
      </section>
      <AdminListCard
        query={list}
        caption={t.title}
        columns={columns}
        rowKey={(lead) => lead.id}
        onPage={setPage}
        notice={filterError ? <FormAlert>{filterError.message}</FormAlert> : undefined}
      />
    </>
  );
}
