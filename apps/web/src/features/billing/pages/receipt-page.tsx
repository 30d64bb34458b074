import ArrowLeft from 'lucide-react/icons/arrow-left';
import Printer from 'lucide-react/icons/printer';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { LoadError } from '../../../components/load-error.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { paths } from '../../../config/paths.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { formatPercent, formatPrice } from '../../../lib/format.ts';
import { useStoredUser } from '../../../lib/storage.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { billingMessages as t } from '../../../messages/billing.ts';
import { useReceipt } from '../api/get-order.ts';
import { OrderStatusBadge } from '../components/order-status.tsx';
import { formatReceiptDateTime } from '../components/receipt-date.ts';

function parseId(value: string | undefined): number | null {
  return value && /^\d{1,9}$/.test(value) && Number(value) > 0 ? Number(value) : null;
}

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap justify-between gap-x-4 gap-y-1 py-1">
      <dt className="text-slate-600">{term}</dt>
      <dd className="text-right font-medium text-slate-900">{children}</dd>
    </div>
  );
}

function BackLink() {
  return (
    <Link
      to={paths.student.billing}
      className="inline-flex items-center gap-2 self-start font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800 print:hidden"
    >
      <ArrowLeft aria-hidden="true" className="h-4 w-4" />
      {t.back}
    </Link>
  );
}

/**
 * /v2/facturacion/{orderId}: a printable receipt of one order (items, base, IVA at the order's rate,
 * total, provider transaction). The print button prints only the receipt (the shell is hidden in print).
 */
export default function ReceiptPage() {
  const id = parseId(useParams().orderId);
  const { data: order, isPending, error, refetch } = useReceipt(id);
  const user = useStoredUser();
  useDocumentTitle(t.receiptTitle(id ?? 0));

  if (id === null || (error instanceof ApiError && error.status < 500))
    return (
      <div className="flex flex-col gap-4">
        <p role="alert" className="text-slate-800">
          {t.notFound}
        </p>
        <BackLink />
      </div>
    );
  if (isPending && !error) return <Spinner />;
  if (!order) return <LoadError message={t.loadError} onRetry={() => refetch()} />;

  const paid = order.status === 'success' || order.status === 'approved' || order.status === 'refunded';
  const buyer = user ? `${user.person.people_first_name} ${user.person.people_surnames}`.trim() : '';

  return (
    <div className="flex max-w-3xl flex-col gap-4">
      <BackLink />
      <article
        aria-labelledby="receipt-title"
        className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-8 print:p-0 print:shadow-none print:ring-0"
      >
        <header className="flex flex-wrap items-start justify-between gap-4 border-b border-slate-200 pb-4">
          <div>
            <h1 id="receipt-title" className="text-xl font-bold text-slate-900 sm:text-2xl">
              {t.receiptTitle(order.id)}
            </h1>
            <p className="mt-1 text-slate-700">{t.seller}</p>
          </div>
          <OrderStatusBadge status={order.status} />
        </header>
        <dl className="mt-4 grid gap-x-8 sm:grid-cols-2">
          {buyer || user?.email ? (
            <Row term={t.buyer}>
              {buyer}
              {buyer && user?.email ? <br /> : null}
              {user?.email}
            </Row>
          ) : null}
          <Row term={t.date}>
            <time dateTime={order.created_at}>{formatReceiptDateTime(order.created_at)}</time>
          </Row>
          {order.paid_at ? (
            <Row term={t.paidAt}>
              <time dateTime={order.paid_at}>{formatReceiptDateTime(order.paid_at)}</time>
            </Row>
          ) : null}
          <Row term={t.provider}>{t.providers[order.provider] ?? order.provider}</Row>
          {order.transactional_id ? <Row term={t.transaction}>{order.transactional_id}</Row> : null}
          {order.authorization_code ? <Row term={t.authorization}>{order.authorization_code}</Row> : null}
          <Row term={t.currency}>{order.currency}</Row>
        </dl>
        <table className="mt-6 w-full text-left">
          <caption className="sr-only">{t.items}</caption>
          <thead>
            <tr className="border-b border-slate-300 text-sm text-slate-600">
              <th scope="col" className="py-2 font-semibold">
                {t.course}
              </th>
              <th scope="col" className="py-2 text-right font-semibold">
                {t.price}
              </th>
            </tr>
          </thead>
          <tbody>
            {order.items.map((item) => (
              <tr key={item.course_id} className="border-b border-slate-100">
                <td className="py-2 pr-4 text-slate-900">{item.name}</td>
                <td className="py-2 text-right tabular-nums text-slate-900">{formatPrice(item.price)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <dl className="ml-auto mt-4 max-w-xs">
          <Row term={t.base}>
            <span className="tabular-nums">{formatPrice(order.base)}</span>
          </Row>
          <Row term={t.vatRate(formatPercent(order.vat_rate))}>
            <span className="tabular-nums">{formatPrice(order.vat)}</span>
          </Row>
          <div className="mt-1 flex justify-between gap-4 border-t border-slate-300 pt-2 text-lg font-bold text-slate-900">
            <dt>{t.total}</dt>
            <dd className="tabular-nums">{formatPrice(order.total)}</dd>
          </div>
        </dl>
        <p className="mt-6 text-sm text-slate-600">{t.taxNote}</p>
        {paid ? null : <p className="mt-2 text-sm font-semibold text-slate-800">{t.notPaidNote}</p>}
      </article>
      <button
        type="button"
        onClick={() => window.print()}
        className="inline-flex h-12 items-center gap-2 self-start rounded-full bg-brand-600 px-6 font-semibold text-white hover:bg-brand-700 print:hidden"
      >
        <Printer aria-hidden="true" className="h-5 w-5" />
        {t.print}
      </button>
    </div>
  );
}
