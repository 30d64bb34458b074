import type { BookOffer } from '@campus/contract/book';
import BookOpen from 'lucide-react/icons/book-open';
import { formatPrice } from '../../../lib/format.ts';
import { bookMessages as t } from '../../../messages/book.ts';

/** Title, description and the SERVER's price of the offer. */
export function OfferSummary({ offer }: { offer: BookOffer }) {
  return (
    <section aria-labelledby="book-title" className="rounded-xl bg-white p-5 shadow-sm sm:p-6">
      <div className="flex items-start gap-4">
        <span className="hidden rounded-lg bg-brand-50 p-3 text-brand-700 sm:block">
          <BookOpen aria-hidden="true" className="h-8 w-8" />
        </span>
        <div className="min-w-0 flex-1">
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{t.eyebrow}</p>
          <h1 id="book-title" className="mt-1 text-2xl font-bold text-slate-900 sm:text-3xl">
            {offer.title}
          </h1>
          {offer.description ? <p className="mt-3 text-slate-700">{offer.description}</p> : null}
          <p className="mt-4 flex flex-wrap items-baseline gap-x-2">
            <span className="text-sm text-slate-700">{t.priceLabel}:</span>
            <span className="text-2xl font-bold text-slate-900" data-testid="book-price">
              {formatPrice(offer.price)}
            </span>
            <span className="text-sm text-slate-700">
              {offer.currency} · {t.vatIncluded}
            </span>
          </p>
        </div>
      </div>
    </section>
  );
}
