import {
  type AdminCategory,
  type AdminCategoryInput,
  adminCategoryInputSchema,
} from '@campus/contract/admin-catalogue';
import { useState } from 'react';
import { FormAlert, TextField } from '../../../../components/form-field.tsx';
import { ApiError } from '../../../../lib/api-client.ts';
import { adminMessages } from '../../../../messages/admin.ts';
import { useAdminForm } from '../../components/admin-form.tsx';
import { type AdminColumn, AdminEditDelete } from '../../components/admin-table.tsx';
import { AdminForm } from '../../kit/form.tsx';
import { AdminListPage } from '../../kit/list-page.tsx';
import { categoriesList, useDeleteCategory, useSaveCategory } from '../api/catalogue.ts';
import { ImageUpload } from '../components/image-upload.tsx';

const t = adminMessages.catalogue;
const c = adminMessages.common;

function CategoryForm({ category, onDone }: { category: AdminCategory | null; onDone: () => void }) {
  const form = useAdminForm<AdminCategoryInput>(adminCategoryInputSchema, { name: category?.name ?? '' });
  return (
    <AdminForm
      id="category-form-title"
      title={category ? t.editCategory(category.name) : t.newCategory}
      form={form}
      write={useSaveCategory()}
      vars={(body) => ({ id: category?.id, body })}
      onSaved={onDone}
      submitLabel={category ? c.save : c.create}
      onCancel={category ? onDone : undefined}
      className="sm:max-w-md"
      after={
        category ? (
          <div className="mt-6 sm:max-w-md">
            <ImageUpload kind="categories" id={category.id} />
          </div>
        ) : null
      }
    >
      <TextField id="category-name" label={t.name} required maxLength={120} {...form.field('name')} />
    </AdminForm>
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
  const [editing, setEditing] = useState<AdminCategory | null>(null);
  const remove = useDeleteCategory();
  return (
    <AdminListPage
      title={t.categories}
      source={categoriesList}
      above={<CategoryForm key={editing?.id ?? 'new'} category={editing} onDone={() => setEditing(null)} />}
      filters={[{ kind: 'search', name: 'q' }]}
      notices={remove.error instanceof ApiError ? <FormAlert>{remove.error.message}</FormAlert> : null}
      columns={columns}
      rowKey={(category) => category.id}
      actions={(category) => (
        <AdminEditDelete
          name={category.name}
          onEdit={() => setEditing(category)}
          onDelete={() => remove.mutate(category.id)}
          deleting={remove.isPending}
        />
      )}
    />
  );
}
