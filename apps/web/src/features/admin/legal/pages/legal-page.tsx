import {
  type AdminLegalDocument,
  type AdminLegalDocumentInput,
  adminLegalDocumentInputSchema,
} from '@campus/contract/admin-legal';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  controlClass,
  FormAlert,
  FormField,
  SubmitButton,
  TextField,
} from '../../../../components/form-field.tsx';
import { ApiError } from '../../../../lib/api-client.ts';
import { applyServerErrors } from '../../../../lib/form-errors.ts';
import { formatDateTime } from '../../../../lib/format.ts';
import { adminMessages } from '../../../../messages/admin.ts';
import { adminLegalMessages as t } from '../../../../messages/admin-legal.ts';
import { type AdminColumn, AdminListCard } from '../../components/admin-table.tsx';
import { AdminPageHeader, cardClass, secondaryButton } from '../../components/admin-ui.tsx';
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
    setError,
    formState: { errors },
  } = useForm<AdminLegalDocumentInput>({
    resolver: zodResolver(adminLegalDocumentInputSchema),
    defaultValues: { title: doc?.title ?? '', body: doc?.body ?? '' },
  });
  const onSubmit = handleSubmit((body) =>
    save.mutate(
      { id, body },
      { onError: (error) => applyServerErrors(error, setError, { title: 'title', body: 'body' }) },
    ),
  );
  return (
    <section aria-labelledby="legal-form-title" className={`${cardClass} mb-6`}>
      <h2 id="legal-form-title" className="mb-4 text-lg font-semibold">
        {doc ? t.editing(doc.id) : t.newDocument}
      </h2>
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        {save.error instanceof ApiError && save.error.status !== 422 ? (
          <FormAlert>{save.error.message}</FormAlert>
        ) : null}
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
        <FormField id="legal-body" label={t.body} hint={t.bodyHint} required error={errors.body?.message}>
          {(control) => (
            <textarea
              {...control}
              rows={14}
              className={`${controlClass} h-auto py-2`}
              {...register('body')}
            />
          )}
        </FormField>
        <div className="flex flex-wrap gap-2">
          <SubmitButton pending={save.isPending} pendingLabel={c.saving}>
            {c.save}
          </SubmitButton>
          {doc ? (
            <button type="button" onClick={onDone} className={secondaryButton}>
              {c.cancel}
            </button>
          ) : null}
        </div>
      </form>
    </section>
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
