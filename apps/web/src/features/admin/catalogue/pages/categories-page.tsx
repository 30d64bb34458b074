import {
  type AdminCategory,
  type AdminCategoryInput,
  adminCategoryInputSchema,
} from '@campus/contract/admin-catalogue';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormAlert, SubmitButton, TextField } from '../../../../components/form-field.tsx';
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
import { useCategoriesAdmin, useDeleteCategory, useSaveCategory, useUploadImage } from '../api/catalogue.ts';
import { FileUpload } from '../components/file-upload.tsx';

const t = adminMessages.catalogue;
const c = adminMessages.common;

function CategoryForm({ category, onDone }: { category: AdminCategory | null; onDone: () => void }) {
  const save = useSaveCategory();
  const upload = useUploadImage('categories');
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<AdminCategoryInput>({
    resolver: zodResolver(adminCategoryInputSchema),
    defaultValues: { name: category?.name ?? '' },
  });
  const onSubmit = handleSubmit((body) =>
    save.mutate(
      { id: category?.id, body },
      {
        onSuccess: () => onDone(),
        onError: (error) => applyServerErrors(error, setError, { name: 'name' }),
      },
    ),
  );
  return (
    <section aria-labelledby="category-form-title" className={`${cardClass} mb-6`}>
      <h2 id="category-form-title" className="mb-4 text-lg font-semibold">
        {category ? t.editCategory(category.name) : t.newCategory}
      </h2>
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4 sm:max-w-md">
        {save.error instanceof ApiError && save.error.status !== 422 ? (
          <FormAlert>{save.error.message}</FormAlert>
        ) : null}
        <TextField
          id="category-name"
          label={t.name}
          required
          maxLength={120}
          error={errors.name?.message}
          {...register('name')}
        />
        <div className="flex flex-wrap gap-2">
          <SubmitButton pending={save.isPending} pendingLabel={c.saving}>
            {category ? c.save : c.create}
          </SubmitButton>
          {category ? (
            <button type="button" onClick={onDone} className={secondaryButton}>
              {c.cancel}
            </button>
          ) : null}
        </div>
      </form>
      {category ? (
        <div className="mt-6 sm:max-w-md">
          <FileUpload
            label={t.image}
            hint={t.imageHint}
            accept="image/jpeg,image/png,image/webp"
            pending={upload.isPending}
            error={upload.error}
            done={upload.isSuccess}
            onUpload={(file) => upload.mutate({ id: category.id, file })}
          />
        </div>
      ) : null}
    </section>
  );
}

/** Categories (/admin/catalogo/categorias): search, paginated list, create, edit, image, delete. */
export default function CategoriesPage() {
  const [page, setPage] = useState(1);
  const [q, setQ] = useState('');
  const [editing, setEditing] = useState<AdminCategory | null>(null);
  const list = useCategoriesAdmin({ page, per_page: 25, q: q || undefined });
  const remove = useDeleteCategory();
  return (
    <>
      <AdminPageHeader title={t.categories} />
      <CategoryForm key={editing?.id ?? 'new'} category={editing} onDone={() => setEditing(null)} />
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
                        <th className={thClass}>{t.image}</th>
                        <th className={thClass}>{t.name}</th>
                        <th className={thClass}>{t.coursesCount}</th>
                        <th className={thClass}>{c.actions}</th>
                      </tr>
                    </thead>
                    <tbody>
                      {list.data.data.map((category) => (
                        <tr key={category.id}>
                          <td className={tdClass}>
                            {category.image ? (
                              <img
                                src={category.image}
                                alt=""
                                width={64}
                                height={40}
                                className="h-10 w-16 rounded object-cover"
                              />
                            ) : (
                              <span className="text-slate-600">{t.noImage}</span>
                            )}
                          </td>
                          <td className={tdClass}>{category.name}</td>
                          <td className={tdClass}>{category.courses}</td>
                          <td className={`${tdClass} flex flex-wrap gap-2`}>
                            <button
                              type="button"
                              className={secondaryButton}
                              onClick={() => setEditing(category)}
                            >
                              {c.edit}
                              <span className="sr-only"> {category.name}</span>
                            </button>
                            <button
                              type="button"
                              className={dangerButton}
                              disabled={remove.isPending}
                              onClick={() => {
                                if (window.confirm(c.confirmDelete(category.name)))
                                  remove.mutate(category.id);
                              }}
                            >
                              {c.delete}
                              <span className="sr-only"> {category.name}</span>
                            </button>
                          </td>
                        </tr>
                      ))}
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
