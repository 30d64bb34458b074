import { useState } from 'react';
import { formatDateTime } from '../../../../lib/format.ts';
import { adminMessages } from '../../../../messages/admin.ts';
import { adminContactMessages as t } from '../../../../messages/admin-contacts.ts';
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
import { useContactsAdmin } from '../api/contacts.ts';

const c = adminMessages.common;

/** Contact messages and support questions (/admin/mensajes): search, form filter, pages. */
export default function ContactsPage() {
  const [page, setPage] = useState(1);
  const [q, setQ] = useState('');
  const [tag, setTag] = useState('');
  const list = useContactsAdmin({ page, per_page: 25, q: q || undefined, tag: tag || undefined });
  return (
    <>
      <AdminPageHeader title={t.title} intro={t.intro} />
      <div className="flex flex-wrap items-end gap-4">
        <AdminSearch
          label={t.searchLabel}
          value={q}
          onChange={(v) => {
            setQ(v);
            setPage(1);
          }}
        />
        <div className="mb-4">
          <label htmlFor="contact-tag" className="mb-1 block font-medium text-slate-800">
            {t.tag}
          </label>
          <select
            id="contact-tag"
            value={tag}
            onChange={(e) => {
              setTag(e.target.value);
              setPage(1);
            }}
            className="block h-11 rounded-lg border border-slate-400 bg-white px-3 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30"
          >
            <option value="">{t.allForms}</option>
            {Object.entries(t.forms).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </div>
      </div>
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
                        <th className={thClass}>{t.date}</th>
                        <th className={thClass}>{t.from}</th>
                        <th className={thClass}>{t.tag}</th>
                        <th className={thClass}>{t.message}</th>
                      </tr>
                    </thead>
                    <tbody>
                      {list.data.data.map((m) => (
                        <tr key={m.id}>
                          <td className={tdClass}>{formatDateTime(m.created_at)}</td>
                          <td className={`${tdClass} break-all`}>
                            {`${m.name} ${m.last_name}`.trim()}
                            <span className="block text-slate-600">{m.email}</span>
                            {m.phone ? <span className="block text-slate-600">{m.phone}</span> : null}
                          </td>
                          <td className={tdClass}>{t.forms[m.tag] ?? m.tag}</td>
                          <td className={`${tdClass} whitespace-pre-line`}>
                            {m.subject ? <strong className="block">{m.subject}</strong> : null}
                            {m.message || t.none}
                          </td>
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
      </div>
    </>
  );
}
