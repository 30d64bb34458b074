import {
  type AdminSpecialist,
  type AdminSpecialistInput,
  adminSpecialistInputSchema,
} from '@campus/contract/admin-catalogue';
import { useState } from 'react';
import { FormAlert, TextField } from '../../../../components/form-field.tsx';
import { ApiError } from '../../../../lib/api-client.ts';
import { adminMessages } from '../../../../messages/admin.ts';
import { TextAreaField, useAdminForm } from '../../components/admin-form.tsx';
import { type AdminColumn, AdminEditDelete } from '../../components/admin-table.tsx';
import { AdminForm } from '../../kit/form.tsx';
import { AdminListPage } from '../../kit/list-page.tsx';
import { specialistsList, useDeleteSpecialist, useSaveSpecialist } from '../api/catalogue.ts';
import { ImageUpload } from '../components/image-upload.tsx';

const t = adminMessages.catalogue;
const c = adminMessages.common;
const fullName = (s: AdminSpecialist) => `${s.name} ${s.lastname}`;

function SpecialistForm({ specialist, onDone }: { specialist: AdminSpecialist | null; onDone: () => void }) {
  const form = useAdminForm<AdminSpecialistInput>(adminSpecialistInputSchema, {
    name: specialist?.name ?? '',
    lastname: specialist?.lastname ?? '',
    specialty: specialist?.specialty ?? '',
    description: specialist?.description ?? '',
    facebook: specialist?.facebook ?? '',
    instagram: specialist?.instagram ?? '',
    pinterest: specialist?.pinterest ?? '',
  });
  return (
    <AdminForm
      id="specialist-form-title"
      title={specialist ? t.editSpecialist(fullName(specialist)) : t.newSpecialist}
      form={form}
      write={useSaveSpecialist()}
      vars={(body) => ({ id: specialist?.id, body })}
      onSaved={onDone}
      submitLabel={specialist ? c.save : c.create}
      onCancel={specialist ? onDone : undefined}
      layout="grid"
      after={
        specialist ? (
          <div className="mt-6 sm:max-w-md">
            <ImageUpload kind="specialists" id={specialist.id} label={t.photo} />
          </div>
        ) : null
      }
    >
      <TextField id="specialist-name" label={t.name} required maxLength={100} {...form.field('name')} />
      <TextField
        id="specialist-lastname"
        label={t.lastname}
        required
        maxLength={100}
        {...form.field('lastname')}
      />
      <TextField id="specialist-specialty" label={t.specialty} maxLength={200} {...form.field('specialty')} />
      <TextAreaField
        id="specialist-description"
        label={t.description}
        className="sm:col-span-2"
        rows={4}
        maxLength={5000}
        {...form.field('description')}
      />
      {(['facebook', 'instagram', 'pinterest'] as const).map((net) => (
        <TextField
          key={net}
          id={`specialist-${net}`}
          type="url"
          label={t[net]}
          maxLength={500}
          {...form.field(net)}
        />
      ))}
    </AdminForm>
  );
}

const columns: AdminColumn<AdminSpecialist>[] = [
  { header: t.name, cell: fullName },
  { header: t.specialty, cell: (s) => s.specialty },
];

/** Specialists (/admin/catalogo/especialistas): search, paginated list, create, edit, photo, delete. */
export default function SpecialistsPage() {
  const [editing, setEditing] = useState<AdminSpecialist | null>(null);
  const remove = useDeleteSpecialist();
  return (
    <AdminListPage
      title={t.specialists}
      source={specialistsList}
      above={
        <SpecialistForm key={editing?.id ?? 'new'} specialist={editing} onDone={() => setEditing(null)} />
      }
      filters={[{ kind: 'search', name: 'q' }]}
      notices={remove.error instanceof ApiError ? <FormAlert>{remove.error.message}</FormAlert> : null}
      columns={columns}
      rowKey={(s) => s.id}
      actions={(s) => (
        <AdminEditDelete
          name={fullName(s)}
          onEdit={() => setEditing(s)}
          onDelete={() => remove.mutate(s.id)}
          deleting={remove.isPending}
        />
      )}
    />
  );
}
