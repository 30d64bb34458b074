import { ACCEPTED_CARDS, PAYMENT_CURRENCY } from '@campus/contract/payments-rules';
import CircleHelp from 'lucide-react/icons/circle-help';
import Clock from 'lucide-react/icons/clock';
import CreditCard from 'lucide-react/icons/credit-card';
import Landmark from 'lucide-react/icons/landmark';
import ListOrdered from 'lucide-react/icons/list-ordered';
import RotateCcw from 'lucide-react/icons/rotate-ccw';
import ShieldCheck from 'lucide-react/icons/shield-check';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { LoadError } from '../../../components/load-error.tsx';
import { paths } from '../../../config/paths.ts';
import { formatList, formatPercent } from '../../../lib/format.ts';
import { useSupportEmail } from '../../../lib/project.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { cartMessages } from '../../../messages/cart.ts';
import { usePaymentInfo } from '../api/get-payment-info.ts';

const t = cartMessages.info;

function Block({ Icon, title, children }: { Icon: typeof CreditCard; title: string; children: ReactNode }) {
  return (
    <section className="flex gap-3 rounded-2xl bg-white p-4 ring-1 ring-slate-200 sm:p-5">
      <Icon aria-hidden="true" className="mt-0.5 h-6 w-6 shrink-0 text-brand-700" />
      <div className="min-w-0">
        <h2 className="font-semibold text-slate-900">{title}</h2>
        <div className="mt-1 text-slate-700">{children}</div>
      </div>
    </section>
  );
}

/**
 * /v2/payment-info (spec §2): how paying works, with the operator's figures from the API (accepted
 * cards, VAT rate, currency), security, pending payments, refunds and the support address.
 */
export default function PaymentInfoPage() {
  useDocumentTitle(t.title);
  const info = usePaymentInfo();
  const support = useSupportEmail();

  return (
    <div className="flex max-w-3xl flex-col gap-4">
      <div>
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t.title}</h1>
        <p className="mt-1 text-slate-700">{t.intro}</p>
      </div>
      {/* Until the API answers: the spec's cards and currency, the rate left blank (no layout shift). */}
      <Block Icon={CreditCard} title={t.cardsTitle}>
        <p>{t.cardsText(formatList(info.data?.accepted_cards ?? ACCEPTED_CARDS))}</p>
      </Block>
      <Block Icon={Landmark} title={t.currencyTitle}>
        <p aria-busy={info.isPending || undefined}>
          {t.currencyText(
            info.data?.currency ?? PAYMENT_CURRENCY,
            info.data ? formatPercent(info.data.vat_rate) : '…',
          )}
        </p>
      </Block>
      {info.isError ? <LoadError message={t.loadError} onRetry={() => info.refetch()} /> : null}
      <Block Icon={ListOrdered} title={t.stepsTitle}>
        <ol className="list-decimal space-y-1 pl-5">
          {t.steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </Block>
      <Block Icon={ShieldCheck} title={t.securityTitle}>
        <p>{t.securityText}</p>
      </Block>
      <Block Icon={Clock} title={t.pendingTitle}>
        <p>{t.pendingText}</p>
      </Block>
      <Block Icon={RotateCcw} title={t.refundsTitle}>
        <p>{t.refundsText}</p>
      </Block>
      <Block Icon={CircleHelp} title={t.supportTitle}>
        <p>
          {t.supportText}{' '}
          <a href={`mailto:${support}`} className="font-semibold text-brand-700 underline underline-offset-2">
            {support}
          </a>
          .
        </p>
      </Block>
      <div className="flex flex-wrap gap-3">
        <Link
          to={paths.student.cart}
          className="inline-flex h-12 items-center rounded-full bg-brand-600 px-6 font-semibold text-white hover:bg-brand-700"
        >
          {t.goToCart}
        </Link>
        <Link
          to={paths.student.billing}
          className="inline-flex h-12 items-center rounded-full px-6 font-semibold text-brand-700 ring-1 ring-brand-600 hover:bg-brand-50"
        >
          {t.billing}
        </Link>
      </div>
    </div>
  );
}
