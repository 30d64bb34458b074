import type { AdminContact } from '@campus/contract/admin-contacts';
import { formatDateTime } from '../../../../lib/format.ts';
import { adminContactMessages as t } from '../../../../messages/admin-contacts.ts';
import { type AdminColumn, AdminListCard, AdminSelectFilter } from '../../components/admin-table.tsx';
import { AdminPageHeader, AdminSearch } from '../../components/admin-ui.tsx';
import { useAdminList } from '../../components/use-admin-list.ts';
import { useContactsAdmin } from '../api/contacts.ts';

const columns: AdminColumn<AdminContact>[] = [
  { header: t.date, cell: (m) => formatDateTime(m.created_at) },
  {
    header: t.from,
    className: 'wrap-anywhere',
    cell: (m) => (
      <>
        {`${m.name} ${m.last_name}`.trim()}
        <span className="block text-slate-600">{m.email}</span>
        {m.phone ? <span className="block text-slate-600">{m.phone}</span> : null}
      </>
    ),
  },
  { header: t.tag, cell: (m) => t.forms[m.tag] ?? m.tag },
  {
    header: t.message,
    className: 'whitespace-pre-line',
    cell: (m) => (
      <>
        {m.subject ? <strong className="block">{m.subject}</strong> : null}
        {m.message || t.none}
      </>
    ),
  },
];

const formOptions = Object.entries(t.forms).map(([value, label]) => ({ value, label }));

/** Contact messages and support questions (/admin/mensajes): search, form filter, pages. */
export default function ContactsPage() {
  const { filters, params, filter, setPage } = useAdminList({ q: '', tag: '' });
  const list = useContactsAdmin(params);
  return (
    <>
      <AdminPageHeader title={t.title} intro={t.intro} />
      <div className="flex flex-wrap items-end gap-4">
        <AdminSearch label={t.searchLabel} value={filters.q} onChange={filter('q')} />
        <AdminSelectFilter
          id="contact-tag"
          label={t.tag}
          value={filters.tag}
          allLabel={t.allForms}
          options={formOptions}
          onChange={filter('tag')}
        />
      </div>
      <AdminListCard query={list} caption={t.title} columns={columns} rowKey={(m) => m.id} onPage={setPage} />
    </>
  );
}
