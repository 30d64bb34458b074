import { useId, useState } from 'react';
import { Link } from 'react-router';
import { Modal } from '../../../components/modal.tsx';
import { paths } from '../../../config/paths.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { certificateMessages } from '../../../messages/certificates.ts';
import { useIssueCertificate } from '../api/issue-certificate.ts';

const t = certificateMessages.dialog;

/**
 * Shows the name the certificate will print, the profile's (read only: the server prints it from the
 * profile, whatever a client sends), with a link to correct it there, then issues the certificate.
 * Its own chunk (certificate-panel.tsx): the dialog's code (Radix) stays out of the player's panels.
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
  const [error, setError] = useState<string | null>(null);
  const issue = useIssueCertificate(courseId);
  const nameId = useId();
  const errorId = useId();
  const hasName = suggestedName.length > 0;

  const onConfirm = () => {
    setError(null);
    issue.mutate(undefined, {
      onSuccess: () => {
        toast.success(t.issued);
        onOpenChange(false);
      },
      onError: (err) => setError(err instanceof ApiError ? err.message : t.error),
    });
  };

  return (
    <Modal open={open} onOpenChange={onOpenChange} title={t.title} description={t.description} size="md">
      <div className="flex flex-col gap-4">
        <div className="flex flex-col gap-1">
          <p id={nameId} className="font-medium text-slate-900">
            {t.label}
          </p>
          {hasName ? (
            <p
              aria-describedby={nameId}
              data-testid="printed-name"
              className="rounded-lg bg-slate-100 px-3 py-2 text-lg font-semibold text-slate-900"
            >
              {suggestedName}
            </p>
          ) : (
            <p className="text-slate-800">{t.noName}</p>
          )}
          <p className="text-sm text-slate-700">
            {t.hint}{' '}
            <Link to={paths.student.settings} className="font-semibold text-brand-700 underline">
              {t.editProfile}
            </Link>
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
            type="button"
            onClick={onConfirm}
            disabled={issue.isPending || !hasName}
            aria-describedby={error ? errorId : undefined}
            className="inline-flex h-11 items-center rounded-full bg-brand-600 px-5 font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
          >
            {issue.isPending ? t.confirming : t.confirm}
          </button>
        </div>
      </div>
    </Modal>
  );
}
