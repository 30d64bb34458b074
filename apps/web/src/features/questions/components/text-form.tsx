import { type RefObject, useEffect, useId, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { FormField, SubmitButton } from '../../../components/form-field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { type LazyResolver, lazyZodResolver } from '../../../lib/lazy-zod-resolver.ts';
import { questionsMessages as t } from '../../../messages/questions.ts';

export const textareaClass =
  'block min-h-24 w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-base text-slate-900 placeholder:text-slate-500 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 aria-[invalid=true]:border-red-700';

type TextFormValues = { text: string };

/** Asking or editing a question, and answering: the contract's rules, fetched on first use. */
export const questionRules = lazyZodResolver<TextFormValues>(() =>
  import('./text-rules.ts').then((m) => m.questionTextForm),
);
export const answerRules = lazyZodResolver<TextFormValues>(() =>
  import('./text-rules.ts').then((m) => m.answerTextForm),
);

type Props = {
  label: string;
  hint?: string;
  /** The contract's rules for the text (trimmed, required, bounded): questionRules or answerRules. */
  rules: LazyResolver<TextFormValues>;
  maxLength: number;
  /** The field's name in the API's 422 `errors`, so a server message lands on the textarea. */
  apiField: string;
  defaultValue?: string;
  submitLabel: string;
  pendingLabel: string;
  pending: boolean;
  /** Resolves when saved (the form clears); throws to keep the text (the caller announces why). */
  onSubmit: (text: string) => Promise<unknown>;
  onCancel?: () => void;
  autoFocus?: boolean;
  /** Receives the textarea, for callers that move focus back to it. */
  inputRef?: RefObject<HTMLTextAreaElement | null>;
};

/** One textarea with its label, hint, error and buttons: asking, answering and editing. */
export function TextForm({
  label,
  hint,
  rules,
  maxLength,
  apiField,
  defaultValue = '',
  submitLabel,
  pendingLabel,
  pending,
  onSubmit,
  onCancel,
  autoFocus,
  inputRef,
}: Props) {
  const id = useId();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<TextFormValues>({
    resolver: rules.resolver,
    defaultValues: { text: defaultValue },
  });

  const ownRef = useRef<HTMLTextAreaElement | null>(null);
  useEffect(() => {
    if (autoFocus) ownRef.current?.focus();
  }, [autoFocus]);

  const submit = handleSubmit(async ({ text }) => {
    try {
      await onSubmit(text);
      reset({ text: '' });
    } catch (error) {
      const message =
        error instanceof ApiError && error.status === 422 ? error.errors[apiField]?.[0] : undefined;
      if (message) setError('text', { type: 'server', message }, { shouldFocus: true });
    }
  });

  const { ref, ...field } = register('text');
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-3">
      <FormField id={id} label={label} hint={hint} error={errors.text?.message} required>
        {(control) => (
          <textarea
            {...field}
            {...control}
            ref={(el) => {
              ref(el);
              ownRef.current = el;
              if (inputRef) inputRef.current = el;
            }}
            onFocus={rules.prefetch}
            aria-required
            maxLength={maxLength}
            rows={3}
            onKeyDown={(event) => {
              // Ctrl/⌘ + Enter sends, as in most chat and forum boxes
              if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) void submit();
              if (event.key === 'Escape' && onCancel) onCancel();
            }}
            className={textareaClass}
          />
        )}
      </FormField>
      <div className="flex flex-wrap gap-3">
        <SubmitButton pending={pending} pendingLabel={pendingLabel}>
          {submitLabel}
        </SubmitButton>
        {onCancel ? (
          <button
            type="button"
            onClick={onCancel}
            className="inline-flex h-12 w-full items-center justify-center rounded-full px-6 font-semibold text-brand-700 ring-1 ring-slate-300 hover:bg-slate-50 sm:w-auto"
          >
            {t.cancel}
          </button>
        ) : null}
      </div>
    </form>
  );
}
