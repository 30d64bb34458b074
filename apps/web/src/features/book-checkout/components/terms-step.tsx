import type { BookOffer } from '@campus/contract/book';
import { useEffect, useRef } from 'react';
import { bookMessages as t } from '../../../messages/book.ts';

/** Step 1: the pre-sale's terms with accept / decline (spec §2). */
export function TermsStep({
  offer,
  onAccept,
  onDecline,
}: {
  offer: BookOffer;
  onAccept: () => void;
  onDecline: () => void;
}) {
  const paragraphs = offer.terms.split(/\n\s*\n/).filter((p) => p.trim() !== '');
  return (
    <section aria-labelledby="terms-title" className="rounded-xl bg-white p-5 shadow-sm sm:p-6">
      <h2 id="terms-title" className="text-xl font-semibold text-slate-900">
        {t.termsTitle}
      </h2>
      <p className="mt-1 text-slate-700">{t.termsIntro}</p>
      <section
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
        tabIndex={0}
        aria-label={t.termsTitle}
        className="mt-4 max-h-72 space-y-3 overflow-y-auto rounded-lg border border-slate-300 bg-slate-50 p-4 text-slate-800 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
      >
        {paragraphs.map((p) => (
          <p key={p.slice(0, 40)}>{p}</p>
        ))}
      </section>
      <div className="mt-5 flex flex-col gap-3 sm:flex-row">
        <button
          type="button"
          onClick={onAccept}
          className="inline-flex h-12 items-center justify-center rounded-full bg-brand-600 px-6 font-semibold text-white hover:bg-brand-700"
        >
          {t.accept}
        </button>
        <button
          type="button"
          onClick={onDecline}
          className="inline-flex h-12 items-center justify-center rounded-full border border-slate-400 bg-white px-6 font-semibold text-slate-800 hover:bg-slate-100"
        >
          {t.decline}
        </button>
      </div>
    </section>
  );
}

/** Declined: why nothing can be bought, then back to the home page (after 5 s, or at once). */
export function DeclinedStep({
  seconds,
  onGoHome,
  onReview,
}: {
  seconds: number;
  onGoHome: () => void;
  onReview: () => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section
      aria-labelledby="declined-title"
      className="rounded-xl border border-amber-300 bg-amber-50 p-5 text-amber-950 sm:p-6"
    >
      <h2
        id="declined-title"
        ref={heading}
        tabIndex={-1}
        className="text-xl font-semibold focus:outline-none"
      >
        {t.declinedTitle}
      </h2>
      <p className="mt-2">{t.declined}</p>
      <p className="mt-2 text-sm" aria-live="polite">
        {t.declinedRedirect(seconds)}
      </p>
      <div className="mt-4 flex flex-col gap-3 sm:flex-row">
        <button
          type="button"
          onClick={onGoHome}
          className="inline-flex h-12 items-center justify-center rounded-full bg-brand-600 px-6 font-semibold text-white hover:bg-brand-700"
        >
          {t.backHome}
        </button>
        <button
          type="button"
          onClick={onReview}
          className="inline-flex h-12 items-center justify-center rounded-full border border-amber-700 bg-white px-6 font-semibold text-amber-950 hover:bg-amber-100"
        >
          {t.reviewAgain}
        </button>
      </div>
    </section>
  );
}
