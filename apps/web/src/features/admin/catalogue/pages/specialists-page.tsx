import {
  type AdminSpecialist,
  type AdminSpecialistInput,
  adminSpecialistInputSchema,
} from '@campus/contract/admin-catalogue';
import { useState } from 'react';
import { FormAlert, TextField } from '../../../../components/form-field.tsx';
import { ApiError } from '../../../../lib/api-client.ts';
import { adminMessages } from '../../../../messages/admin.ts';
import {
  AdminFormCard,
  FormButtons,
  ServerAlert,
  TextAreaField,
  useAdminForm,
} from '../../components/admin-form.tsx';
import { type AdminColumn, AdminEditDelete, AdminListCard } from '../../components/admin-table.tsx';
import { AdminPageHeader, AdminSearch } from '../../components/admin-ui.tsx';
import { useAdminList } from '../../components/use-admin-list.ts';
import { useDeleteSpecialist, useSaveSpecialist, useSpecialistsAdmin } from '../api/catalogue.ts';
import { ImageUpload } from '../components/image-upload.tsx';

const t = adminMessages.catalogue;
const c = adminMessages.common;
const fullName = (s: AdminSpecialist) => `${s.name} ${s.lastname}`;

function SpecialistForm({ specialist, onDone }: { specialist: AdminSpecialist | null; onDone: () => void }) {
  const save = useSaveSpecialist();
  const {
    register,
    handleSubmit,
    serverErrors,
    formState: { errors },
  } = useAdminForm<AdminSpecialistInput>(adminSpecialistInputSchema, {
    name: specialist?.name ?? '',
    lastname: specialist?.lastname ?? '',
    specialty: specialist?.specialty ?? '',
    description: specialist?.description ?? '',
    facebook: specialist?.facebook ?? '',
    instagram: specialist?.instagram ?? '',
    pinterest: specialist?.pinterest ?? '',
  });
  const onSubmit = handleSubmit((body) =>
    save.mutate({ id: specialist?.id, body }, { onSuccess: () => onDone(), onError: serverErrors }),
  );
  return (
    <AdminFormCard
      id="specialist-form-title"
      title={specialist ? t.editSpecialist(fullName(specialist)) : t.newSpecialist}
    >
      <form noValidate onSubmit={onSubmit} className="grid gap-4 sm:grid-cols-2">
        <ServerAlert error={save.error} className="sm:col-span-2" />
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
        <TextAreaField
          id="specialist-description"
          label={t.description}
          error={errors.description?.message}
          className="sm:col-span-2"
          rows={4}
          maxLength={5000}
          {...register('description')}
        />
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
        <FormButtons
          className="flex flex-wrap gap-2 sm:col-span-2"
          pending={save.isPending}
          label={specialist ? c.save : c.create}
          onCancel={specialist ? onDone : undefined}
        />
      </form>
      {specialist ? (
        <div className="mt-6 sm:max-w-md">
          <ImageUpload kind="specialists" id={specialist.id} label={t.photo} />
        </div>
      ) : null}
    </AdminFormCard>
  );
}

const columns: AdminColumn<AdminSpecialist>[] = [
  { header: t.name, cell: fullName },
  { header: t.specialty, cell: (s) => s.specialty },
];

/** Specialists (/admin/catalogo/especialistas): search, paginated list, create, edit, photo, delete. */
export default function SpecialistsPage() {
  const { filters, params, filter, setPage } = useAdminList({ q: '' });
  const [editing, setEditing] = useState<AdminSpecialist | null>(null);
  const list = useSpecialistsAdmin(params);
  const remove = useDeleteSpecialist();
  return (
    <>
      <AdminPageHeader title={t.specialists} />
      <SpecialistForm key={editing?.id ?? 'new'} specialist={editing} onDone={() => setEditing(null)} />
      <AdminSearch value={filters.q} onChange={filter('q')} />
      {remove.error instanceof ApiError ? <FormAlert>{remove.error.message}</FormAlert> : null}
      <AdminListCard
        query={list}
        caption={t.specialists}
        columns={columns}
        rowKey={(s) => s.id}
        onPage={setPage}
        actions={(s) => (
          <AdminEditDelete
            name={fullName(s)}
            onEdit={() => setEditing(s)}
            onDelete={() => remove.mutate(s.id)}
            deleting={remove.isPending}
          />
        )}
      />
    </>
  );
}
