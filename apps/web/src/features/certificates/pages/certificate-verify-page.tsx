import type { CertificateVerification } from '@campus/contract/certificates';
import CheckCircle2 from 'lucide-react/icons/check-circle-2';
import SearchX from 'lucide-react/icons/search-x';
import XCircle from 'lucide-react/icons/x-circle';
import { useEffect } from 'react';
import { useParams } from 'react-router';
import { Logo } from '../../../components/logo.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { formatHomeDate } from '../../../lib/format.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { certificateMessages } from '../../../messages/certificates.ts';
import { useCertificateVerification } from '../api/verify-certificate.ts';

const t = certificateMessages.verify;

/**
 * A certificate page carries a person's name: ask search engines not to index it. The server writes
 * the tag in the page it sends; this covers the page reached by the app's own navigation.
 */
function useNoIndex() {
  useEffect(() => {
    if (document.head.querySelector('meta[name="robots"][content*="noindex"]')) return;
    const meta = document.createElement('meta');
    meta.name = 'robots';
    meta.content = 'noindex, nofollow';
    document.head.append(meta);
    return () => meta.remove();
  }, []);
}

/**
 * /certificados/:code (public): whether a certificate is valid or revoked, and whose it is. Rendered
 * by the server with its answer; dates in Ecuador's calendar, so server and browser write the same.
 */
export default function CertificateVerifyPage() {
  useDocumentTitle(t.title);
  useNoIndex();
  const code = useParams().code ?? '';
  const { data, isPending, error, refetch } = useCertificateVerification(code);

  return (
    <div className="min-h-dvh bg-slate-50">
      <header className="border-b border-slate-200 bg-white px-4 py-3">
        <Logo />
      </header>
      <main id="contenido" className="mx-auto flex max-w-xl flex-col gap-4 px-4 py-8">
        <h1 className="text-2xl font-bold text-slate-900">{t.title}</h1>
        {isPending ? (
          <Spinner label={t.loading} />
        ) : error ? (
          error instanceof ApiError && error.status === 404 ? (
            <div role="alert" className="flex gap-3 rounded-2xl bg-white p-5 ring-1 ring-slate-200">
              <SearchX aria-hidden="true" className="h-8 w-8 shrink-0 text-slate-600" />
              <div>
                <p className="text-lg font-semibold text-slate-900">{t.notFound}</p>
                <p className="text-slate-700">{t.notFoundText}</p>
                <p className="mt-2 font-mono text-sm text-slate-700">{code}</p>
              </div>
            </div>
          ) : (
            <div className="flex flex-col items-start gap-3 rounded-2xl bg-white p-5 ring-1 ring-slate-200">
              <p role="alert">{t.error}</p>
              <button
                type="button"
                onClick={() => refetch()}
                className="font-semibold text-brand-700 underline"
              >
                {t.retry}
              </button>
            </div>
          )
        ) : (
          <Verdict certificate={data} />
        )}
        <a href="/" className="font-semibold text-brand-700 underline">
          {t.home}
        </a>
      </main>
    </div>
  );
}

function Verdict({ certificate }: { certificate: CertificateVerification }) {
  const valid = certificate.status === 'valid';
  return (
    <section
      aria-live="polite"
      className={`flex flex-col gap-4 rounded-2xl bg-white p-5 ring-2 ${valid ? 'ring-emerald-600' : 'ring-red-700'}`}
    >
      <p
        className={`flex items-center gap-2 text-xl font-bold ${valid ? 'text-emerald-800' : 'text-red-800'}`}
      >
        {valid ? (
          <CheckCircle2 aria-hidden="true" className="h-7 w-7" />
        ) : (
          <XCircle aria-hidden="true" className="h-7 w-7" />
        )}
        {valid ? t.valid : t.revoked}
      </p>
      <p className="text-slate-800">
        {valid ? t.validText : t.revokedText(formatHomeDate(certificate.revoked_at ?? certificate.issued_at))}
      </p>
      <dl className="grid grid-cols-1 gap-x-4 gap-y-2 sm:grid-cols-[auto_1fr]">
        <dt className="font-medium text-slate-700">{t.name}</dt>
        <dd className="text-lg font-semibold text-slate-900">{certificate.name}</dd>
        <dt className="font-medium text-slate-700">{t.course}</dt>
        <dd className="text-slate-900">{certificate.course}</dd>
        <dt className="font-medium text-slate-700">{t.hours}</dt>
        <dd className="text-slate-900">{t.hoursValue(certificate.hours)}</dd>
        <dt className="font-medium text-slate-700">{t.issuedAt}</dt>
        <dd className="text-slate-900">{formatHomeDate(certificate.issued_at)}</dd>
        <dt className="font-medium text-slate-700">{t.code}</dt>
        <dd className="font-mono text-slate-900">{certificate.code}</dd>
      </dl>
    </section>
  );
}
