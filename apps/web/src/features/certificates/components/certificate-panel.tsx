import Award from 'lucide-react/icons/award';
import Download from 'lucide-react/icons/download';
import ExternalLink from 'lucide-react/icons/external-link';
import { useEffect, useId, useState } from 'react';
import { lazyDialog } from '../../../components/lazy-dialog.tsx';
import { certificateUrl } from '../../../config/paths.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { formatDate, formatHomeDate } from '../../../lib/format.ts';
import { toast } from '../../../lib/toast.ts';
import { whenIdle } from '../../../lib/when-idle.ts';
import { certificateMessages } from '../../../messages/certificates.ts';
import { useDownloadCertificate } from '../api/download-certificate.ts';
import { useCertificateStatus } from '../api/get-certificate-status.ts';

const t = certificateMessages.panel;

/**
 * Loaded apart from the panel: a student opens it once per course, and its Radix dialog
 * (~40 KB) was evaluated with the player's panels, in their one long task, on every lesson. Asked
 * for once the student may open it and the browser is idle, so it is there when the button is tapped.
 */
const NameDialog = lazyDialog(() => import('./confirm-name-dialog.tsx'));

/**
 * The course's certificate in the player (spec §9: 75 % of the content): progress toward the
 * threshold, the name confirmation that issues it, then the PDF and the public verification page.
 * Renders nothing for a course without certificate.
 */
export function CertificatePanel({ courseId }: { courseId: number }) {
  const { data, isPending, isError, refetch } = useCertificateStatus(courseId);
  const download = useDownloadCertificate(courseId);
  const [confirming, setConfirming] = useState(false);
  const headingId = useId();
  const eligible = data?.eligible === true;
  // Not in the mount's task: its dozen module preloads made it a long one.
  useEffect(() => (eligible ? whenIdle(NameDialog.preload) : undefined), [eligible]);

  if (isPending) return null;
  if (isError) {
    return (
      <section aria-label={t.title} className="rounded-2xl bg-white p-4 ring-1 ring-slate-200">
        <p role="alert" className="text-slate-800">
          {t.loadError}{' '}
          <button type="button" onClick={() => refetch()} className="font-semibold text-brand-700 underline">
            {t.retry}
          </button>
        </p>
      </section>
    );
  }
  if (!data.offered) return null;

  const issued = data.certificate;
  const onDownload = () =>
    download.mutate(undefined, {
      onError: (err) => toast.error(err instanceof ApiError ? err.message : t.downloadError),
    });

  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-2xl bg-white p-4 ring-1 ring-slate-200"
    >
      <h2 id={headingId} className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <Award aria-hidden="true" className="h-5 w-5 text-brand-700" />
        {t.title}
      </h2>

      {issued ? (
        <>
          <p className="text-slate-800">{t.issued(formatDate(issued.issued_at))}</p>
          <p className="font-mono text-sm text-slate-800">{t.code(issued.code)}</p>
          {issued.revoked ? (
            <p role="status" className="font-medium text-red-700">
              {t.revoked(formatHomeDate(issued.revoked_at ?? issued.issued_at))}
            </p>
          ) : (
            <div className="flex flex-wrap gap-2">
              <button
                type="button"
                onClick={onDownload}
                disabled={download.isPending}
                className="inline-flex h-11 items-center gap-2 rounded-full bg-brand-600 px-5 font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
              >
                <Download aria-hidden="true" className="h-4 w-4" />
                {download.isPending ? t.downloading : t.download}
              </button>
              <a
                href={certificateUrl(issued.code)}
                target="_blank"
                rel="noopener"
                className="inline-flex h-11 items-center gap-1 rounded-full px-3 font-semibold text-brand-700 underline"
              >
                {t.verify}
                <ExternalLink aria-hidden="true" className="h-4 w-4" />
              </a>
            </div>
          )}
        </>
      ) : (
        <>
          <p className="text-slate-800">{t.progress(data.percent, data.threshold)}</p>
          <div
            role="progressbar"
            aria-label={t.progressLabel}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={data.percent}
            aria-valuetext={`${data.percent} %`}
            className="relative h-3 overflow-hidden rounded-full bg-slate-200"
          >
            <div
              className={`h-full ${data.eligible ? 'bg-emerald-600' : 'bg-brand-600'}`}
              style={{ width: `${Math.min(100, data.percent)}%` }}
            />
            <div
              aria-hidden="true"
              className="absolute inset-y-0 w-0.5 bg-slate-900"
              style={{ left: `${data.threshold}%` }}
            />
          </div>
          {data.eligible ? (
            <>
              <p className="font-medium text-emerald-800">{t.eligible}</p>
              <button
                type="button"
                onClick={() => setConfirming(true)}
                className="inline-flex h-11 w-fit items-center gap-2 rounded-full bg-brand-600 px-5 font-semibold text-white hover:bg-brand-700"
              >
                <Award aria-hidden="true" className="h-4 w-4" />
                {t.get}
              </button>
              {/* Mounted afresh on each opening: the name as the profile has it, no earlier error. */}
              {confirming ? (
                <NameDialog.Dialog
                  show
                  courseId={courseId}
                  suggestedName={data.suggested_name}
                  open
                  onOpenChange={setConfirming}
                />
              ) : null}
            </>
          ) : (
            <p className="text-sm text-slate-700">{t.missing(data.percent, data.threshold)}</p>
          )}
        </>
      )}
    </section>
  );
}
