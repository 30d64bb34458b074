import {
  type AdminCategory,
  type AdminCategoryInput,
  adminCategoryInputSchema,
} from '@campus/contract/admin-catalogue';
import { useState } from 'react';
import { FormAlert, TextField } from '../../../../components/form-field.tsx';
import { ApiError } from '../../../../lib/api-client.ts';
import { adminMessages } from '../../../../messages/admin.ts';
import { AdminFormCard, FormButtons, ServerAlert, useAdminForm } from '../../components/admin-form.tsx';
import { type AdminColumn, AdminEditDelete, AdminListCard } from '../../components/admin-table.tsx';
import { AdminPageHeader, AdminSearch } from '../../components/admin-ui.tsx';
import { useAdminList } from '../../components/use-admin-list.ts';
import { useCategoriesAdmin, useDeleteCategory, useSaveCategory } from '../api/catalogue.ts';
import { ImageUpload } from '../components/image-upload.tsx';

const t = adminMessages.catalogue;
const c = adminMessages.common;

function CategoryForm({ category, onDone }: { category: AdminCategory | null; onDone: () => void }) {
  const save = useSaveCategory();
  const {
    register,
    handleSubmit,
    serverErrors,
    formState: { errors },
  } = useAdminForm<AdminCategoryInput>(adminCategoryInputSchema, { name: category?.name ?? '' });
  const onSubmit = handleSubmit((body) =>
    save.mutate({ id: category?.id, body }, { onSuccess: () => onDone(), onError: serverErrors }),
  );
  return (
    <AdminFormCard id="category-form-title" title={category ? t.editCategory(category.name) : t.newCategory}>
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4 sm:max-w-md">
        <ServerAlert error={save.error} />
        <TextField
          id="category-name"
          label={t.name}
          required
          maxLength={120}
          error={errors.name?.message}
          {...register('name')}
        />
        <FormButtons
          pending={save.isPending}
          label={category ? c.save : c.create}
          onCancel={category ? onDone : undefined}
        />
      </form>
      {category ? (
        <div className="mt-6 sm:max-w-md">
          <ImageUpload kind="categories" id={category.id} />
        </div>
      ) : null}
    </AdminFormCard>
  );
}

const columns: AdminColumn<AdminCategory>[] = [
  {
    header: t.image,
    cell: (category) =>
      category.image ? (
        <img src={category.image} alt="" width={64} height={40} className="h-10 w-16 rounded object-cover" />
      ) : (
        <span className="text-slate-600">{t.noImage}</span>
      ),
  },
  { header: t.name, cell: (category) => category.name },
  { header: t.coursesCount, cell: (category) => category.courses },
];

/** Categories (/admin/catalogo/categorias): search, paginated list, create, edit, image, delete. */
export default function CategoriesPage() {
  const { filters, params, filter, setPage } = useAdminList({ q: '' });
  const [editing, setEditing] = useState<AdminCategory | null>(null);
  const list = useCategoriesAdmin(params);
  const remove = useDeleteCategory();
  return (
    <>
      <AdminPageHeader title={t.categories} />
      <CategoryForm key={editing?.id ?? 'new'} category={editing} onDone={() => setEditing(null)} />
      <AdminSearch value={filters.q} onChange={filter('q')} />
      {remove.error instanceof ApiError ? <FormAlert>{remove.error.message}</FormAlert> : null}
      <AdminListCard
        query={list}
        caption={t.categories}
        columns={columns}
        rowKey={(category) => category.id}
        onPage={setPage}
        actions={(category) => (
          <AdminEditDelete
            name={category.name}
            onEdit={() => setEditing(category)}
            onDelete={() => remove.mutate(category.id)}
            deleting={remove.isPending}
          />
        )}
      />
    </>
  );
}
