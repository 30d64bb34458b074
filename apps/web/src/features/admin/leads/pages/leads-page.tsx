import { useState } from 'react';
import { FormAlert } from '../../../../components/form-field.tsx';
import { ApiError } from '../../../../lib/api-client.ts';
import { formatDateTime } from '../../../../lib/format.ts';
import { adminMessages } from '../../../../messages/admin.ts';
import { adminLeadMessages as t } from '../../../../messages/admin-leads.ts';
import {
  AdminPageHeader,
  AdminPager,
  AdminSearch,
  cardClass,
  primaryButton,
  QueryState,
  secondaryButton,
  tableClass,
  tdClass,
  thClass,
} from '../../components/admin-ui.tsx';
import { useDownloadLeads, useLeadsAdmin } from '../api/leads.ts';

const c = adminMessages.common;
const inputClass =
  'block h-11 w-full rounded-lg border border-slate-400 bg-white px-3 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30';

/** Leads (/admin/leads): filter by tag, days and text on the server, pages, CSV download. */
export default function LeadsPage() {
  const [page, setPage] = useState(1);
  const [q, setQ] = useState('');
  const [tag, setTag] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const filter = { tag: tag.trim() || undefined, from: from || undefined, to: to || undefined };
  const list = useLeadsAdmin({ page, per_page: 25, q: q || undefined, ...filter });
  const download = useDownloadLeads();
  const change = (set: (v: string) => void) => (v: string) => {
    set(v);
    setPage(1);
  };
  const filterError = list.error instanceof ApiError && list.error.status === 422 ? list.error : null;
  return (
    <>
      <AdminPageHeader title={t.title} intro={t.intro} />
      <section aria-label={t.filters} className={`${cardClass} mb-6`}>
        <AdminSearch label={t.searchLabel} value={q} onChange={change(setQ)} />
        <div className="grid gap-4 sm:grid-cols-3">
          <div>
            <label htmlFor="lead-tag" className="mb-1 block font-medium text-slate-800">
              {t.tag}
            </label>
            <input
              id="lead-tag"
              value={tag}
              maxLength={100}
              placeholder={t.tagHint}
              aria-describedby={filterError?.errors.tag ? 'lead-tag-error' : undefined}
              onChange={(e) => change(setTag)(e.target.value)}
              className={inputClass}
            />
            {filterError?.errors.tag ? (
              <p id="lead-tag-error" className="mt-1 text-sm text-red-700">
                {filterError.errors.tag[0]}
              </p>
            ) : null}
          </div>
          <div>
            <label htmlFor="lead-from" className="mb-1 block font-medium text-slate-800">
              {t.from}
            </label>
            <input
              id="lead-from"
              type="date"
              value={from}
              onChange={(e) => change(setFrom)(e.target.value)}
              className={inputClass}
            />
          </div>
          <div>
            <label htmlFor="lead-to" className="mb-1 block font-medium text-slate-800">
              {t.to}
            </label>
            <input
              id="lead-to"
              type="date"
              value={to}
              aria-describedby={filterError?.errors.to ? 'lead-to-error' : undefined}
              onChange={(e) => change(setTo)(e.target.value)}
              className={inputClass}
            />
            {filterError?.errors.to ? (
              <p id="lead-to-error" className="mt-1 text-sm text-red-700">
                {filterError.errors.to[0]}
              </p>
            ) : null}
          </div>
        </div>
        <div className="mt-4 flex flex-wrap items-center gap-3">
          <button
            type="button"
            className={primaryButton}
            disabled={download.isPending || filterError !== null}
            onClick={() => download.mutate({ ...filter, separator: ';' })}
          >
            {download.isPending ? t.downloading : t.download}
          </button>
          <button
            type="button"
            className={secondaryButton}
            onClick={() => {
              setQ('');
              setTag('');
              setFrom('');
              setTo('');
              setPage(1);
            }}
          >
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
      <div className={cardClass}>
        {filterError ? (
          <FormAlert>{filterError.message}</FormAlert>
        ) : (
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
                          <th className={thClass}>{t.date}</th>
                          <th className={thClass}>{t.email}</th>
                          <th className={thClass}>{t.name}</th>
                          <th className={thClass}>{t.tag}</th>
                          <th className={thClass}>{t.phone}</th>
                          <th className={thClass}>{t.place}</th>
                          <th className={thClass}>{t.confirmed}</th>
                        </tr>
                      </thead>
                      <tbody>
                        {list.data.data.map((lead) => (
                          <tr key={lead.id}>
                            <td className={tdClass}>{formatDateTime(lead.created_at)}</td>
                            <td className={`${tdClass} break-all`}>{lead.email}</td>
                            <td className={tdClass}>{`${lead.name} ${lead.last_name}`.trim() || t.none}</td>
                            <td className={tdClass}>{lead.tag}</td>
                            <td className={tdClass}>{lead.phone ?? t.none}</td>
                            <td className={tdClass}>
                              {[lead.town, lead.country].filter(Boolean).join(', ') || t.none}
                            </td>
                            <td className={tdClass}>{lead.confirmed ? t.yes : t.no}</td>
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
        )}
      </div>
    </>
  );
}
