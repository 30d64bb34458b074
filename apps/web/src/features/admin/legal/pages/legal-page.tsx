import {
  type AdminLegalDocument,
  type AdminLegalDocumentInput,
  adminLegalDocumentInputSchema,
} from '@campus/contract/admin-legal';
import { useState } from 'react';
import { FormAlert, TextField } from '../../../../components/form-field.tsx';
import { formatDateTime } from '../../../../lib/format.ts';
import { adminMessages } from '../../../../messages/admin.ts';
import { adminLegalMessages as t } from '../../../../messages/admin-legal.ts';
import { TextAreaField, useAdminForm } from '../../components/admin-form.tsx';
import type { AdminColumn } from '../../components/admin-table.tsx';
import { secondaryButton } from '../../components/admin-ui.tsx';
import { AdminForm } from '../../kit/form.tsx';
import { AdminListPage } from '../../kit/list-page.tsx';
import { useAdminListQuery } from '../../kit/list-source.ts';
import { legalDocumentsList, useSaveLegalDocument } from '../api/legal.ts';

const c = adminMessages.common;

const columns: AdminColumn<AdminLegalDocument>[] = [
  { header: t.number, cell: (d) => d.id },
  { header: t.docTitle, cell: (d) => d.title },
  { header: t.updated, cell: (d) => formatDateTime(d.updated_at) },
];

function LegalForm({
  doc,
  nextId,
  onDone,
}: {
  doc: AdminLegalDocument | null;
  nextId: number;
  onDone: () => void;
}) {
  const save = useSaveLegalDocument();
  const [id, setId] = useState(doc?.id ?? nextId);
  const form = useAdminForm<AdminLegalDocumentInput>(adminLegalDocumentInputSchema, {
    title: doc?.title ?? '',
    body: doc?.body ?? '',
  });
  return (
    <AdminForm
      id="legal-form-title"
      title={doc ? t.editing(doc.id) : t.newDocument}
      form={form}
      write={save}
      vars={(body) => ({ id, body })}
      submitLabel={c.save}
      onCancel={doc ? onDone : undefined}
      status={save.isSuccess ? <FormAlert tone="success">{t.saved}</FormAlert> : null}
    >
      {doc ? null : (
        <TextField
          id="legal-id"
          label={t.newId}
          type="number"
          min={1}
          required
          value={id}
          onChange={(e) => setId(Number(e.target.value) || 1)}
          className="sm:max-w-xs"
        />
      )}
      <TextField id="legal-title" label={t.docTitle} required maxLength={200} {...form.field('title')} />
      <TextAreaField
        id="legal-body"
        label={t.body}
        hint={t.bodyHint}
        required
        rows={14}
        {...form.field('body')}
      />
    </AdminForm>
  );
}

/** Legal documents (/admin/legales): list, edit title and body, create another. */
export default function LegalPage() {
  const docs = useAdminListQuery(legalDocumentsList).data?.data ?? [];
  const [editing, setEditing] = useState<AdminLegalDocument | null>(null);
  const nextId = docs.reduce((max, d) => Math.max(max, d.id), 0) + 1;
  return (
    <AdminListPage
      title={t.title}
      intro={t.intro}
      source={legalDocumentsList}
      above={
        <LegalForm
          key={editing ? `${editing.id}-${editing.updated_at}` : `new-${nextId}`}
          doc={editing}
          nextId={nextId}
          onDone={() => setEditing(null)}
        />
      }
      columns={columns}
      rowKey={(d) => d.id}
      actions={(d) => (
        <button
          type="button"
          className={secondaryButton}
          aria-label={t.edit(d.title)}
          onClick={() => setEditing(d)}
        >
          {c.edit}
        </button>
      )}
    />
  );
}
