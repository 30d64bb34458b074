import type { UseMutationResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { type AdminFormApi, AdminFormCard, FormButtons, ServerAlert } from '../components/admin-form.tsx';

const layouts = {
  /** One column (up to `sm:max-w-md` where the page asks for it). */
  column: { form: 'flex flex-col gap-4', wide: undefined },
  /** Two columns from `sm` up; the alert and the buttons take the whole row. */
  grid: { form: 'grid gap-4 sm:grid-cols-2', wide: 'sm:col-span-2' },
} as const;

/**
 * A create / edit form of the operator area in its card: validated with the API's schema
 * (`useAdminForm`), it sends `vars(values)` through the write; a 422 answer lands on its fields,
 * any other refusal above them; the submit button says "Guardando…" meanwhile. `onSaved` runs
 * with the answer (the page closes the editor, resets the form…).
 */
export function AdminForm<Input extends FieldValues, Output, Vars, Result>({
  id,
  title,
  form,
  write,
  vars,
  onSaved,
  submitLabel,
  onCancel,
  layout = 'column',
  className = '',
  status,
  after,
  children,
}: {
  /** The heading's id, which names the card. */
  id: string;
  title: string;
  form: AdminFormApi<Input, Output>;
  write: UseMutationResult<Result, unknown, Vars>;
  vars: (values: Output) => Vars;
  onSaved?: (result: Result) => void;
  submitLabel: string;
  /** A "Cancelar" button (while editing). */
  onCancel?: () => void;
  layout?: keyof typeof layouts;
  /** More classes of the form (a width). */
  className?: string;
  /** A line under the refusal (the page's own success message). */
  status?: ReactNode;
  /** Below the form, inside the card (an image upload of the record). */
  after?: ReactNode;
  children: ReactNode;
}) {
  const { form: formClass, wide } = layouts[layout];
  const onSubmit = form.handleSubmit((values) =>
    write.mutate(vars(values), {
      onSuccess: (result) => onSaved?.(result),
      onError: (error) => void form.serverErrors(error),
    }),
  );
  return (
    <AdminFormCard id={id} title={title}>
      <form noValidate onSubmit={onSubmit} className={`${formClass} ${className}`.trim()}>
        <ServerAlert error={write.error} className={wide} />
        {status}
        {children}
        <FormButtons
          className={`flex flex-wrap gap-2 ${wide ?? ''}`.trim()}
          pending={write.isPending}
          label={submitLabel}
          onCancel={onCancel}
        />
      </form>
      {after}
    </AdminFormCard>
  );
}
