import type { AdminContact } from '@campus/contract/admin-contacts';
import { formatDateTime } from '../../../../lib/format.ts';
import { adminContactMessages as t } from '../../../../messages/admin-contacts.ts';
import type { AdminColumn } from '../../components/admin-table.tsx';
import { AdminListPage } from '../../kit/list-page.tsx';
import { contactsList } from '../api/contacts.ts';

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
  return (
    <AdminListPage
      title={t.title}
      intro={t.intro}
      source={contactsList}
      filters={[
        { kind: 'search', name: 'q', label: t.searchLabel },
        {
          kind: 'select',
          name: 'tag',
          id: 'contact-tag',
          label: t.tag,
          allLabel: t.allForms,
          options: formOptions,
        },
      ]}
      columns={columns}
      rowKey={(m) => m.id}
    />
  );
}
