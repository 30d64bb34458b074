import Receipt from 'lucide-react/icons/receipt';
import { useState } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { LoadError } from '../../../components/load-error.tsx';
import { Pager } from '../../../components/pager.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { paths, studentReceiptUrl } from '../../../config/paths.ts';
import { formatDate, formatPercent, formatPrice } from '../../../lib/format.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { billingMessages } from '../../../messages/billing.ts';
import { profileMessages } from '../../../messages/profile.ts';
import { useOrders } from '../api/get-orders.ts';
import { OrderStatusBadge } from '../components/order-status.tsx';

const t = profileMessages.billing;

const catalogue = paths.student.categories.replace('/:id?', '');

/**
 * /v2/facturacion: the user's orders with their status (spec §2, §4), VAT breakdown and a link to each
 * printable receipt; empty until the first purchase.
 */
export default function BillingPage() {
  useDocumentTitle(t.title);
  const [page, setPage] = useState(1);
  const { data, isPending, isError, refetch, isPlaceholderData } = useOrders(page);

  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t.title}</h1>
        <p className="mt-1 text-slate-700">{t.intro}</p>
      </div>
      {isPending ? (
        <Spinner />
      ) : isError ? (
        <LoadError message={t.loadError} onRetry={() => refetch()} />
      ) : data.data.length === 0 ? (
        <EmptyState Icon={Receipt} title={t.empty} action={{ to: catalogue, label: t.browse }} />
      ) : (
        <>
          <ul aria-busy={isPlaceholderData} className="flex flex-col gap-3">
            {data.data.map((order) => (
              <li key={order.id} className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5">
                <div className="flex flex-wrap items-start justify-between gap-3">
                  <div className="min-w-0">
                    <p className="text-sm text-slate-600">
                      {t.order(order.id)} ·{' '}
                      <time dateTime={order.created_at}>{formatDate(order.created_at)}</time>
                    </p>
                    <p className="mt-1 font-semibold text-slate-900">{order.courses.name}</p>
                  </div>
                  <OrderStatusBadge status={order.status} />
                </div>
                <div className="mt-3 flex flex-wrap items-end justify-between gap-3">
                  <dl className="flex flex-wrap gap-x-5 gap-y-1 text-slate-700">
                    <div className="flex gap-1">
                      <dt>{billingMessages.base}:</dt>
                      <dd className="tabular-nums">{formatPrice(order.base)}</dd>
                    </div>
                    <div className="flex gap-1">
                      <dt>{billingMessages.vatRate(formatPercent(order.vat_rate))}:</dt>
                      <dd className="tabular-nums">{formatPrice(order.vat)}</dd>
                    </div>
                    <div className="flex gap-1">
                      <dt>{t.total}:</dt>
                      <dd className="font-bold tabular-nums text-slate-900">{formatPrice(order.total)}</dd>
                    </div>
                  </dl>
                  <Link
                    to={studentReceiptUrl(order)}
                    aria-label={billingMessages.receiptOf(order.id)}
                    className="inline-flex h-11 items-center rounded-full px-4 font-semibold text-brand-700 ring-1 ring-brand-600 hover:bg-brand-50"
                  >
                    {billingMessages.receipt}
                  </Link>
                </div>
              </li>
            ))}
          </ul>
          <Pager page={data.current_page} last={data.last_page} onChange={setPage} />
        </>
      )}
    </div>
  );
}
