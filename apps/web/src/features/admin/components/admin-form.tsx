import { zodResolver } from '@hookform/resolvers/zod';
import type { ReactNode, Ref, TextareaHTMLAttributes } from 'react';
import {
  type DefaultValues,
  type FieldValues,
  get,
  type Path,
  type RegisterOptions,
  type UseFormRegisterReturn,
  type UseFormReturn,
  useForm,
} from 'react-hook-form';
import type { z } from 'zod';
import {
  type FieldProps,
  FormAlert,
  FormField,
  inputClass,
  SubmitButton,
} from '../../../components/form-field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { adminMessages } from '../../../messages/admin.ts';
import { cardClass, secondaryButton } from './admin-ui.tsx';

const c = adminMessages.common;

export type AdminFormApi<Input extends FieldValues, Output = Input> = UseFormReturn<
  Input,
  unknown,
  Output
> & {
  /** Puts a 422 answer's messages on the fields of the same names; whether any found its field. */
  serverErrors: (error: unknown) => boolean;
  /** A field's registration with its error message, to spread on a TextField or TextAreaField. */
  field: <N extends Path<Input>>(
    name: N,
    options?: RegisterOptions<Input, N>,
  ) => UseFormRegisterReturn<N> & { error: string | undefined };
};

/**
 * A form validated with the API's own schema (Spanish messages per field). `serverErrors` puts a
 * 422 answer's messages on the fields of the same names (the form's fields are the API's).
 */
export function useAdminForm<Input extends FieldValues, Output = Input>(
  schema: z.ZodType<Output, Input>,
  defaultValues: DefaultValues<Input>,
): AdminFormApi<Input, Output> {
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(schema),
    defaultValues,
  });
  const fields = Object.fromEntries(
    (Object.keys(defaultValues) as Path<Input>[]).map((field) => [field, field]),
  );
  return {
    ...form,
    serverErrors: (error: unknown) => applyServerErrors(error, form.setError, fields),
    field: (name, options) => ({
      ...form.register(name, options),
      error: (get(form.formState.errors, name) as { message?: string } | undefined)?.message,
    }),
  };
}

/** A refusal that is not about one field (not found, conflict, server down), above the form. */
export function ServerAlert({ error, className }: { error: unknown; className?: string }) {
  if (!(error instanceof ApiError) || error.status === 422) return null;
  const alert = <FormAlert>{error.message}</FormAlert>;
  return className ? <div className={className}>{alert}</div> : alert;
}

/** Save (or create) and, while editing, cancel. */
export function FormButtons({
  pending,
  label,
  onCancel,
  className = 'flex flex-wrap gap-2',
}: {
  pending: boolean;
  label: string;
  onCancel?: () => void;
  className?: string;
}) {
  return (
    <div className={className}>
      <SubmitButton pending={pending} pendingLabel={c.saving}>
        {label}
      </SubmitButton>
      {onCancel ? (
        <button type="button" onClick={onCancel} className={secondaryButton}>
          {c.cancel}
        </button>
      ) : null}
    </div>
  );
}

/** The card of a create / edit form above a list, named by its heading. */
export function AdminFormCard({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={`${cardClass} mb-6`}>
      <h2 id={id} className="mb-4 text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

type TextAreaFieldProps = FieldProps &
  Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'className' | 'id'> & {
    ref?: Ref<HTMLTextAreaElement>;
  };

/** A multi-line text with its label, hint and error. */
export function TextAreaField({
  label,
  error,
  hint,
  required,
  className,
  id,
  ref,
  ...textarea
}: TextAreaFieldProps) {
  return (
    <FormField label={label} error={error} hint={hint} required={required} className={className} id={id}>
      {(control) => <textarea {...control} ref={ref} {...textarea} className={`${inputClass} h-auto py-2`} />}
    </FormField>
  );
}
