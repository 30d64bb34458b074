import Eye from 'lucide-react/icons/eye';
import EyeOff from 'lucide-react/icons/eye-off';
import {
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type SelectHTMLAttributes,
  useId,
  useState,
} from 'react';
import { authMessages } from '../messages/auth.ts';

/** What a control needs to be tied to its label, hint and error. */
export type ControlProps = {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
};

/** Look of every text input and select; invalid controls get a red border. */
export const controlClass =
  'block h-12 w-full rounded-lg border border-slate-400 bg-white px-3 text-base text-slate-900 placeholder:text-slate-500 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 disabled:bg-slate-100 aria-[invalid=true]:border-red-700';
/** Text inputs also look read-only when they are (the e-mail of the reset and profile forms). */
export const inputClass = `${controlClass} read-only:bg-slate-100 read-only:text-slate-700`;

export type FieldProps = {
  label: ReactNode;
  /** The field's error, announced with the field (aria-describedby) and shown under it. */
  error?: string;
  hint?: ReactNode;
  required?: boolean;
  className?: string;
  id?: string;
};

/**
 * Label + control + hint + error. The control gets `aria-invalid` and `aria-describedby` pointing
 * to the hint and the error, so a screen reader reads the error when the field takes focus (forms
 * focus the first invalid field on submit).
 */
export function FormField({
  label,
  error,
  hint,
  required,
  className = '',
  id: givenId,
  children,
}: FieldProps & { children: (control: ControlProps) => ReactNode }) {
  const autoId = useId();
  const id = givenId ?? autoId;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block font-medium text-slate-800">
        {label}
        {required ? (
          <span aria-hidden="true" className="text-red-700">
            {' '}
            *
          </span>
        ) : null}
      </label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {hint ? (
        <p id={hintId} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      <FieldError id={errorId} message={error} />
    </div>
  );
}

/** An error line under a control (or a group), with the id the control points to. */
export function FieldError({ id, message }: { id: string | undefined; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-1 text-sm font-medium text-red-700">
      {message}
    </p>
  );
}

type TextFieldProps = FieldProps &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'className' | 'id'> & { ref?: Ref<HTMLInputElement> };

/** A text-like input (text, email, tel, password…) with its label and error. */
export function TextField({ label, error, hint, required, className, id, ref, ...input }: TextFieldProps) {
  return (
    <FormField label={label} error={error} hint={hint} required={required} className={className} id={id}>
      {(control) => (
        <input
          ref={ref}
          {...input}
          {...control}
          aria-required={required || undefined}
          className={inputClass}
        />
      )}
    </FormField>
  );
}

/** The e-mail input of every form: the phone keyboard for e-mails, no autocorrection, 254 characters. */
export function EmailField(props: Omit<TextFieldProps, 'type'>) {
  return (
    <TextField
      type="email"
      autoComplete="email"
      inputMode="email"
      autoCapitalize="none"
      spellCheck={false}
      maxLength={254}
      {...props}
    />
  );
}

/** A password input with a button that shows or hides what was typed (easier on a phone keyboard). */
export function PasswordField({
  label,
  error,
  hint,
  required,
  className,
  id,
  ref,
  ...input
}: TextFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <FormField label={label} error={error} hint={hint} required={required} className={className} id={id}>
      {(control) => (
        <div className="relative">
          <input
            ref={ref}
            {...input}
            {...control}
            type={visible ? 'text' : 'password'}
            aria-required={required || undefined}
            className={`${inputClass} pr-12`}
          />
          <button
            type="button"
            onClick={() => setVisible((v) => !v)}
            aria-pressed={visible}
            aria-label={visible ? authMessages.hidePassword : authMessages.showPassword}
            className="absolute inset-y-0 right-0 flex w-12 items-center justify-center rounded-r-lg text-slate-600 hover:text-slate-900"
          >
            {visible ? (
              <EyeOff aria-hidden="true" className="h-5 w-5" />
            ) : (
              <Eye aria-hidden="true" className="h-5 w-5" />
            )}
          </button>
        </div>
      )}
    </FormField>
  );
}

type SelectFieldProps = FieldProps &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, 'className' | 'id'> & { ref?: Ref<HTMLSelectElement> };

export function SelectField({
  label,
  error,
  hint,
  required,
  className,
  id,
  ref,
  children,
  ...select
}: SelectFieldProps) {
  return (
    <FormField label={label} error={error} hint={hint} required={required} className={className} id={id}>
      {(control) => (
        <select
          ref={ref}
          {...select}
          {...control}
          aria-required={required || undefined}
          className={`${controlClass} pr-8`}
        >
          {children}
        </select>
      )}
    </FormField>
  );
}

/** A message about the whole form (server answer), announced at once. */
export function FormAlert({ tone = 'error', children }: { tone?: 'error' | 'success'; children: ReactNode }) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={`rounded-lg border px-4 py-3 font-medium ${
        tone === 'error'
          ? 'border-red-300 bg-red-50 text-red-800'
          : 'border-emerald-300 bg-emerald-50 text-emerald-800'
      }`}
    >
      {children}
    </div>
  );
}

/** The main button of a form: full width on phones, disabled while the request is under way. */
export function SubmitButton({
  pending,
  pendingLabel,
  children,
  className = '',
}: {
  pending: boolean;
  pendingLabel: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <button
      type="submit"
      disabled={pending}
      aria-disabled={pending}
      className={`inline-flex h-12 w-full items-center justify-center gap-2 rounded-full bg-brand-600 px-6 font-semibold text-white hover:bg-brand-700 disabled:cursor-wait disabled:opacity-70 sm:w-auto ${className}`}
    >
      {pending ? (
        <span
          aria-hidden="true"
          className="h-4 w-4 animate-spin rounded-full border-2 border-white/40 border-t-white"
        />
      ) : null}
      {pending ? pendingLabel : children}
    </button>
  );
}
