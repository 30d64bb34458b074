import {
  type AdminSpecialist,
  type AdminSpecialistInput,
  adminSpecialistInputSchema,
} from '@campus/contract/admin-catalogue';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  FormAlert,
  FormField,
  inputClass,
  SubmitButton,
  TextField,
} from '../../../../components/form-field.tsx';
import { ApiError } from '../../../../lib/api-client.ts';
import { applyServerErrors } from '../../../../lib/form-errors.ts';
import { adminMessages } from '../../../../messages/admin.ts';
import {
  AdminPageHeader,
  AdminPager,
  AdminSearch,
  cardClass,
  dangerButton,
  QueryState,
  secondaryButton,
  tableClass,
  tdClass,
  thClass,
} from '../../components/admin-ui.tsx';
import {
  useDeleteSpecialist,
  useSaveSpecialist,
  useSpecialistsAdmin,
  useUploadImage,
} from '../api/catalogue.ts';
import { FileUpload } from '../components/file-upload.tsx';

const t = adminMessages.catalogue;
const c = adminMessages.common;
const FIELDS = [
  'name',
  'lastname',
  'specialty',
  'description',
  'facebook',
  'instagram',
  'pinterest',
] as const;

function SpecialistForm({ specialist, onDone }: { specialist: AdminSpecialist | null; onDone: () => void }) {
  const save = useSaveSpecialist();
  const upload = useUploadImage('specialists');
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<AdminSpecialistInput>({
    resolver: zodResolver(adminSpecialistInputSchema),
    defaultValues: {
      name: specialist?.name ?? '',
      lastname: specialist?.lastname ?? '',
      specialty: specialist?.specialty ?? '',
      description: specialist?.description ?? '',
      facebook: specialist?.facebook ?? '',
      instagram: specialist?.instagram ?? '',
      pinterest: specialist?.pinterest ?? '',
    },
  });
  const onSubmit = handleSubmit((body) =>
    save.mutate(
      { id: specialist?.id, body },
      {
        onSuccess: () => onDone(),
        onError: (error) => applyServerErrors(error, setError, Object.fromEntries(FIELDS.map((f) => [f, f]))),
      },
    ),
  );
  return (
    <section aria-labelledby="specialist-form-title" className={`${cardClass} mb-6`}>
      <h2 id="specialist-form-title" className="mb-4 text-lg font-semibold">
        {specialist ? t.editSpecialist(`${specialist.name} ${specialist.lastname}`) : t.newSpecialist}
      </h2>
      <form noValidate onSubmit={onSubmit} className="grid gap-4 sm:grid-cols-2">
        {save.error instanceof ApiError && save.error.status !== 422 ? (
          <div className="sm:col-span-2">
            <FormAlert>{save.error.message}</FormAlert>
          </div>
        ) : null}
        <TextField
          id="specialist-name"
          label={t.name}
          required
          maxLength={100}
          error={errors.name?.message}
          {...register('name')}
        />
        <TextField
          id="specialist-lastname"
          label={t.lastname}
          required
          maxLength={100}
          error={errors.lastname?.message}
          {...register('lastname')}
        />
        <TextField
          id="specialist-specialty"
          label={t.specialty}
          maxLength={200}
          error={errors.specialty?.message}
          {...register('specialty')}
        />
        <FormField
          id="specialist-description"
          label={t.description}
          error={errors.description?.message}
          className="sm:col-span-2"
        >
          {(control) => (
            <textarea
              {...control}
              rows={4}
              maxLength={5000}
              className={`${inputClass} h-auto py-2`}
              {...register('description')}
            />
          )}
        </FormField>
        {(['facebook', 'instagram', 'pinterest'] as const).map((net) => (
          <TextField
            key={net}
            id={`specialist-${net}`}
            type="url"
            label={t[net]}
            maxLength={500}
            error={errors[net]?.message}
            {...register(net)}
          />
        ))}
        <div className="flex flex-wrap gap-2 sm:col-span-2">
          <SubmitButton pending={save.isPending} pendingLabel={c.saving}>
            {specialist ? c.save : c.create}
          </SubmitButton>
          {specialist ? (
            <button type="button" onClick={onDone} className={secondaryButton}>
              {c.cancel}
            </button>
          ) : null}
        </div>
      </form>
      {specialist ? (
        <div className="mt-6 sm:max-w-md">
          <FileUpload
            label={t.photo}
            hint={t.imageHint}
            accept="image/jpeg,image/png,image/webp"
            pending={upload.isPending}
            error={upload.error}
            done={upload.isSuccess}
            onUpload={(file) => upload.mutate({ id: specialist.id, file })}
          />
        </div>
      ) : null}
    </section>
  );
}

/** Specialists (/admin/catalogo/especialistas): search, paginated list, create, edit, photo, delete. */
export default function SpecialistsPage() {
  const [page, setPage] = useState(1);
  const [q, setQ] = useState('');
  const [editing, setEditing] = useState<AdminSpecialist | null>(null);
  const list = useSpecialistsAdmin({ page, per_page: 25, q: q || undefined });
  const remove = useDeleteSpecialist();
  return (
    <>
      <AdminPageHeader title={t.specialists} />
      <SpecialistForm key={editing?.id ?? 'new'} specialist={editing} onDone={() => setEditing(null)} />
      <AdminSearch
        value={q}
        onChange={(v) => {
          setQ(v);
          setPage(1);
        }}
      />
      {remove.error instanceof ApiError ? <FormAlert>{remove.error.message}</FormAlert> : null}
      <div className={cardClass}>
        <QueryState query={list}>
          {list.data ? (
            list.data.data.length === 0 ? (
              <p>{c.empty}</p>
            ) : (
              <>
                <div className="overflow-x-auto">
                  <table className={tableClass}>
                    <thead>
                      <tr>
                        <th className={thClass}>{t.name}</th>
                        <th className={thClass}>{t.specialty}</th>
                        <th className={thClass}>{c.actions}</th>
                      </tr>
                    </thead>
                    <tbody>
                      {list.data.data.map((s) => {
                        const full = `${s.name} ${s.lastname}`;
                        return (
                          <tr key={s.id}>
                            <td className={tdClass}>{full}</td>
                            <td className={tdClass}>{s.specialty}</td>
                            <td className={`${tdClass} flex flex-wrap gap-2`}>
                              <button type="button" className={secondaryButton} onClick={() => setEditing(s)}>
                                {c.edit}
                                <span className="sr-only"> {full}</span>
                              </button>
                              <button
                                type="button"
                                className={dangerButton}
                                disabled={remove.isPending}
                                onClick={() => {
                                  if (window.confirm(c.confirmDelete(full))) remove.mutate(s.id);
                                }}
                              >
                                {c.delete}
                                <span className="sr-only"> {full}</span>
                              </button>
                            </td>
                          </tr>
                        );
                      })}
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
