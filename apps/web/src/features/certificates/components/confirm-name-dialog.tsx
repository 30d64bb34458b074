import { PRINTED_NAME_MAX } from '@campus/contract/certificates-rules';
import { type FormEvent, useId, useState } from 'react';
import { Modal } from '../../../components/modal.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { certificateMessages } from '../../../messages/certificates.ts';
import { useIssueCertificate } from '../api/issue-certificate.ts';

const t = certificateMessages.dialog;

/**
 * Confirms the name to print, prefilled from the profile, then issues the certificate. Its own chunk
 * (certificate-panel.tsx): the dialog's code (Radix) stays out of the player's panels.
 */
export default function ConfirmNameDialog({
  courseId,
  suggestedName,
  open,
  onOpenChange,
}: {
  courseId: number;
  suggestedName: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [name, setName] = useState(suggestedName);
  const [error, setError] = useState<string | null>(null);
  const issue = useIssueCertificate(courseId);
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const clean = name.replace(/\s+/g, ' ').trim();
    if (clean.length < 3) return setError(t.tooShort);
    if (clean.length > PRINTED_NAME_MAX) return setError(t.tooLong(PRINTED_NAME_MAX));
    setError(null);
    issue.mutate(
      { printed_name: clean },
      {
        onSuccess: () => {
          toast.success(t.issued);
          onOpenChange(false);
        },
        onError: (err) =>
          setError(err instanceof ApiError ? (err.errors.printed_name?.[0] ?? err.message) : t.error),
      },
    );
  };

  return (
    <Modal open={open} onOpenChange={onOpenChange} title={t.title} description={t.description} size="md">
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        <div className="flex flex-col gap-1">
          <label htmlFor={inputId} className="font-medium text-slate-900">
            {t.label}
          </label>
          <input
            id={inputId}
            name="printed_name"
            value={name}
            onChange={(e) => setName(e.target.value)}
            autoComplete="name"
            maxLength={PRINTED_NAME_MAX + 20}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${hintId} ${errorId}` : hintId}
            className="h-12 rounded-lg border border-slate-400 px-3 text-lg text-slate-900 focus:outline-2 focus:outline-brand-600"
          />
          <p id={hintId} className="text-sm text-slate-700">
            {t.hint}
          </p>
          {error ? (
            <p id={errorId} role="alert" className="text-sm font-medium text-red-700">
              {error}
            </p>
          ) : null}
        </div>
        <div className="flex flex-wrap justify-end gap-2">
          <button
            type="button"
            onClick={() => onOpenChange(false)}
            className="inline-flex h-11 items-center rounded-full border border-slate-400 px-4 font-semibold text-slate-800"
          >
            {t.cancel}
          </button>
          <button
            type="submit"
            disabled={issue.isPending}
            className="inline-flex h-11 items-center rounded-full bg-brand-600 px-5 font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
          >
            {issue.isPending ? t.confirming : t.confirm}
          </button>
        </div>
      </form>
    </Modal>
  );
}
