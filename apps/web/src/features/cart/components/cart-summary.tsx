import type { CartSummary as Summary } from '@campus/contract/cart';
import { ACCEPTED_CARDS } from '@campus/contract/payments-rules';
import CreditCard from 'lucide-react/icons/credit-card';
import LoaderCircle from 'lucide-react/icons/loader-circle';
import Lock from 'lucide-react/icons/lock';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { formatList, formatPercent, formatPrice } from '../../../lib/format.ts';
import { cartMessages } from '../../../messages/cart.ts';

const t = cartMessages.cart;

/**
 * The cart's total with spec §9's VAT split as the server computed it (base, IVA at the operator's
 * rate, total), the pay button and the accepted cards. The button is disabled while the checkout is
 * being prepared (and while the browser leaves for the payment page); `error` is shown above it.
 */
export function CartSummary({
  summary,
  paying,
  disabled,
  error,
  onPay,
}: {
  summary: Summary;
  paying: boolean;
  disabled: boolean;
  error: string | null;
  onPay: () => void;
}) {
  return (
    <section
      aria-labelledby="cart-summary-title"
      className="flex flex-col gap-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5"
    >
      <h2 id="cart-summary-title" className="text-lg font-semibold text-slate-900">
        {t.summaryTitle}
      </h2>
      <dl className="flex flex-col gap-2 text-slate-700">
        <div className="flex justify-between gap-4">
          <dt>{t.base}</dt>
          <dd className="tabular-nums">{formatPrice(summary.base)}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt>{t.vat(formatPercent(summary.vat_rate))}</dt>
          <dd className="tabular-nums">{formatPrice(summary.vat)}</dd>
        </div>
        <div className="flex justify-between gap-4 border-t border-slate-200 pt-2 text-lg font-bold text-slate-900">
          <dt>{t.total}</dt>
          <dd className="tabular-nums" data-testid="cart-total">
            {formatPrice(summary.total)}
          </dd>
        </div>
      </dl>
      <p className="text-sm text-slate-600">{t.currencyNote}</p>
      {error ? (
        <p
          role="alert"
          className="rounded-lg bg-red-50 p-3 text-sm font-medium text-red-800 ring-1 ring-red-200"
        >
          {error}
        </p>
      ) : null}
      <button
        type="button"
        onClick={onPay}
        disabled={disabled}
        aria-busy={paying || undefined}
        className="inline-flex h-12 items-center justify-center gap-2 rounded-full bg-accent-600 px-6 text-lg font-bold text-white hover:bg-amber-800 disabled:cursor-wait disabled:opacity-70"
      >
        {paying ? (
          <LoaderCircle aria-hidden="true" className="h-5 w-5 animate-spin motion-reduce:animate-none" />
        ) : (
          <Lock aria-hidden="true" className="h-5 w-5" />
        )}
        {paying ? t.paying : t.pay}
      </button>
      <p className="flex items-start gap-2 text-sm text-slate-700">
        <CreditCard aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" />
        <span>
          <span className="sr-only">{t.cardsLabel}: </span>
          {t.cards(formatList(ACCEPTED_CARDS))}
        </span>
      </p>
      <p className="text-sm text-slate-600">{t.secureNote}</p>
      <Link
        to={paths.student.paymentInfo}
        className="self-start text-sm font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800"
      >
        {t.howItWorks}
      </Link>
    </section>
  );
}
