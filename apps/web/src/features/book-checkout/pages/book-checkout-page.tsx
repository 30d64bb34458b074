import { BOOK_MESSAGES, isOfferPrice, urlPriceToCents } from '@campus/contract/book';
import { PAYMENT_REDIRECT_MS } from '@campus/contract/constants';
import AlertTriangle from 'lucide-react/icons/alert-triangle';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { Spinner } from '../../../components/spinner.tsx';
import { paths } from '../../../config/paths.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { formatPrice } from '../../../lib/format.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { bookMessages as t } from '../../../messages/book.ts';
import { useBookOffer } from '../api/get-book-offer.ts';
import { BookFrame } from '../components/book-frame.tsx';
import { BuyerForm } from '../components/buyer-form.tsx';
import { OfferSummary } from '../components/offer-summary.tsx';
import { PurchaseResult } from '../components/purchase-result.tsx';
import { DeclinedStep, TermsStep } from '../components/terms-step.tsx';

type Step = 'terms' | 'declined' | 'buyer';

/** The price as a link carries it when the offer's is shown ("20" for 20.00, "20.50" otherwise). */
function linkPrice(price: string): string {
  const cents = urlPriceToCents(price) ?? 0;
  return cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2);
}

/**
 * /checkout/:price/:token — the book pre-sale (spec §2, §4): terms (accept or decline), the buyer's
 * form, the card payment on the configured provider, and the approved or rejected modal when the
 * provider sends the buyer back (`?ref=`). The price shown and charged is the server's; a link
 * whose price differs is refused here and by the server, before anything is charged.
 */
export default function BookCheckoutPage() {
  useDocumentTitle(t.pageTitle);
  const { price = '', token = '' } = useParams();
  const [search, setSearch] = useSearchParams();
  const reference = search.get('ref');
  const navigate = useNavigate();
  const offer = useBookOffer(token);
  const [step, setStep] = useState<Step>('terms');
  const [refusal, setRefusal] = useState<string | null>(null);
  const [seconds, setSeconds] = useState(PAYMENT_REDIRECT_MS / 1000);
  const stepHeading = useRef<HTMLDivElement>(null);

  // Declined: explain, then go home after 5 s (spec §9 redirect delay).
  useEffect(() => {
    if (step !== 'declined') return;
    setSeconds(PAYMENT_REDIRECT_MS / 1000);
    const timer = setInterval(() => setSeconds((s) => Math.max(0, s - 1)), 1000);
    const leave = setTimeout(() => navigate(paths.home), PAYMENT_REDIRECT_MS);
    return () => {
      clearInterval(timer);
      clearTimeout(leave);
    };
  }, [step, navigate]);

  useEffect(() => {
    if (step === 'buyer') stepHeading.current?.querySelector('input')?.focus();
  }, [step]);

  if (offer.isPending) return <BookFrame>{<Spinner label={t.loading} />}</BookFrame>;

  if (offer.isError) {
    const missing =
      offer.error instanceof ApiError && (offer.error.status === 404 || offer.error.status === 422);
    return (
      <BookFrame>
        <section className="rounded-xl bg-white p-6 text-center shadow-sm">
          <h1 className="text-xl font-semibold text-slate-900">{t.pageTitle}</h1>
          <p role="alert" className="mt-3 text-slate-800">
            {missing ? t.notFound : t.loadError}
          </p>
          <div className="mt-5 flex flex-col justify-center gap-3 sm:flex-row">
            {missing ? null : (
              <button
                type="button"
                onClick={() => void offer.refetch()}
                className="inline-flex h-12 items-center justify-center rounded-full bg-brand-600 px-6 font-semibold text-white hover:bg-brand-700"
              >
                {t.retry}
              </button>
            )}
            <Link
              to={paths.home}
              className="inline-flex h-12 items-center justify-center rounded-full border border-slate-400 px-6 font-semibold text-slate-800 hover:bg-slate-100"
            >
              {t.backHome}
            </Link>
          </div>
        </section>
      </BookFrame>
    );
  }

  const data = offer.data;
  const priceRefused =
    refusal ?? (isOfferPrice(price, data.price) ? null : BOOK_MESSAGES.priceMismatch(data.price));

  return (
    <BookFrame>
      <div className="space-y-5">
        <OfferSummary offer={data} />
        {reference ? (
          <PurchaseResult
            reference={reference}
            offer={data}
            onRetry={() => {
              setSearch({}, { replace: true });
              setStep('terms');
            }}
          />
        ) : priceRefused ? (
          <section
            aria-labelledby="price-refused"
            className="flex gap-3 rounded-xl border border-red-300 bg-red-50 p-5 text-red-950 sm:p-6"
          >
            <AlertTriangle aria-hidden="true" className="h-6 w-6 shrink-0 text-red-700" />
            <div>
              <h2 id="price-refused" className="text-lg font-semibold">
                {t.priceMismatchTitle}
              </h2>
              <p role="alert" className="mt-1">
                {priceRefused}
              </p>
              <Link
                to={`/checkout/${linkPrice(data.price)}/${encodeURIComponent(data.token)}`}
                onClick={() => setRefusal(null)}
                className="mt-4 inline-flex h-12 items-center justify-center rounded-full bg-brand-600 px-6 font-semibold text-white hover:bg-brand-700"
              >
                {t.openRightLink(formatPrice(data.price))}
              </Link>
            </div>
          </section>
        ) : step === 'terms' ? (
          <TermsStep offer={data} onAccept={() => setStep('buyer')} onDecline={() => setStep('declined')} />
        ) : step === 'declined' ? (
          <DeclinedStep
            seconds={seconds}
            onGoHome={() => navigate(paths.home)}
            onReview={() => setStep('terms')}
          />
        ) : (
          <div ref={stepHeading}>
            <BuyerForm
              offer={data}
              urlPrice={price}
              token={token}
              onPriceRefused={setRefusal}
              onBack={() => setStep('terms')}
            />
          </div>
        )}
      </div>
    </BookFrame>
  );
}
