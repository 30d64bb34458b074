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
import {
  AdminFormCard,
  FormButtons,
  ServerAlert,
  TextAreaField,
  useAdminForm,
} from '../../components/admin-form.tsx';
import { type AdminColumn, AdminListCard } from '../../components/admin-table.tsx';
import { AdminPageHeader, secondaryButton } from '../../components/admin-ui.tsx';
import { useLegalDocuments, useSaveLegalDocument } from '../api/legal.ts';

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
  const {
    register,
    handleSubmit,
    serverErrors,
    formState: { errors },
  } = useAdminForm<AdminLegalDocumentInput>(adminLegalDocumentInputSchema, {
    title: doc?.title ?? '',
    body: doc?.body ?? '',
  });
  const onSubmit = handleSubmit((body) => save.mutate({ id, body }, { onError: serverErrors }));
  return (
    <AdminFormCard id="legal-form-title" title={doc ? t.editing(doc.id) : t.newDocument}>
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        <ServerAlert error={save.error} />
        {save.isSuccess ? <FormAlert tone="success">{t.saved}</FormAlert> : null}
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
        <TextField
          id="legal-title"
          label={t.docTitle}
          required
          maxLength={200}
          error={errors.title?.message}
          {...register('title')}
        />
        <TextAreaField
          id="legal-body"
          label={t.body}
          hint={t.bodyHint}
          required
          error={errors.body?.message}
          rows={14}
          {...register('body')}
        />
        <FormButtons pending={save.isPending} label={c.save} onCancel={doc ? onDone : undefined} />
      </form>
    </AdminFormCard>
  );
}

/** Legal documents (/admin/legales): list, edit title and body, create another. */
export default function LegalPage() {
  const list = useLegalDocuments();
  const [editing, setEditing] = useState<AdminLegalDocument | null>(null);
  const docs = list.data?.data ?? [];
  const nextId = docs.reduce((max, d) => Math.max(max, d.id), 0) + 1;
  return (
    <>
      <AdminPageHeader title={t.title} intro={t.intro} />
      <LegalForm
        key={editing ? `${editing.id}-${editing.updated_at}` : `new-${nextId}`}
        doc={editing}
        nextId={nextId}
        onDone={() => setEditing(null)}
      />
      <AdminListCard
        query={list}
        caption={t.title}
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
    </>
  );
}
