import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { FormAlert } from '../../../../components/form-field.tsx';
import { adminPaths } from '../../../../config/admin-paths.ts';
import { ApiError } from '../../../../lib/api-client.ts';
import { formatDateTime, formatPercent, formatPrice } from '../../../../lib/format.ts';
import { adminOrderMessages as t } from '../../../../messages/admin-orders.ts';
import {
  AdminPageHeader,
  cardClass,
  dangerButton,
  QueryState,
  tableClass,
  tdClass,
  thClass,
} from '../../components/admin-ui.tsx';
import { useOrderAdmin, useRefundOrder } from '../api/orders.ts';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 border-b border-slate-200 py-2 sm:grid-cols-3">
      <dt className="font-medium text-slate-700">{label}</dt>
      <dd className="break-all sm:col-span-2">{children}</dd>
    </div>
  );
}

/** One order (/admin/pedidos/:id): items, base and VAT, provider references, refund. */
export default function OrderPage() {
  const id = Number(useParams().id);
  const order = useOrderAdmin(id);
  const refund = useRefundOrder(id);
  const o = order.data;
  const paid = o?.status === 'success' || o?.status === 'approved';
  return (
    <>
      <p className="mb-4">
        <Link to={adminPaths.orders.root} className="font-semibold text-brand-700 underline">
          {t.back}
        </Link>
      </p>
      <AdminPageHeader title={t.detailTitle(id)} />
      <QueryState query={order}>
        {o ? (
          <div className="flex flex-col gap-6">
            <section aria-labelledby="order-summary" className={cardClass}>
              <h2 id="order-summary" className="mb-2 text-lg font-semibold">
                {t.summary}
              </h2>
              <dl>
                <Row label={t.statusLabel}>
                  <strong>{t.status[o.status]}</strong>
                </Row>
                <Row label={t.date}>{formatDateTime(o.created_at)}</Row>
                <Row label={t.email}>{o.email ?? t.none}</Row>
                <Row label={t.buyer}>{o.buyer_name ?? t.none}</Row>
                <Row label={t.userId}>{o.user_id ?? t.none}</Row>
                <Row label={t.reference}>{o.reference ?? t.none}</Row>
                <Row label={t.provider}>{o.provider}</Row>
                <Row label={t.providerRef}>{o.provider_ref ?? t.none}</Row>
                <Row label={t.transaction}>{o.transactional_id ?? t.none}</Row>
                <Row label={t.authorization}>{o.authorization_code ?? t.none}</Row>
                <Row label={t.paidAt}>{o.paid_at ? formatDateTime(o.paid_at) : t.none}</Row>
                {o.refunded_at ? <Row label={t.refundedAt}>{formatDateTime(o.refunded_at)}</Row> : null}
                {o.failure_reason ? <Row label={t.failureReason}>{o.failure_reason}</Row> : null}
              </dl>
            </section>
            <section aria-labelledby="order-items" className={cardClass}>
              <h2 id="order-items" className="mb-2 text-lg font-semibold">
                {t.items}
              </h2>
              <div className="overflow-x-auto">
                <table className={tableClass}>
                  <thead>
                    <tr>
                      <th className={thClass}>{t.course}</th>
                      <th className={`${thClass} text-right`}>{t.price}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {o.items.map((item) => (
                      <tr key={item.course_id}>
                        <td className={tdClass}>{item.name}</td>
                        <td className={`${tdClass} text-right tabular-nums`}>{formatPrice(item.price)}</td>
                      </tr>
                    ))}
                  </tbody>
                  <tfoot>
                    <tr>
                      <th scope="row" className={`${tdClass} text-right font-medium`}>
                        {t.base}
                      </th>
                      <td className={`${tdClass} text-right tabular-nums`}>{formatPrice(o.base)}</td>
                    </tr>
                    <tr>
                      <th scope="row" className={`${tdClass} text-right font-medium`}>
                        {t.vat(formatPercent(o.vat_rate))}
                      </th>
                      <td className={`${tdClass} text-right tabular-nums`}>{formatPrice(o.vat)}</td>
                    </tr>
                    <tr>
                      <th scope="row" className={`${tdClass} text-right font-semibold`}>
                        {t.total}
                      </th>
                      <td className={`${tdClass} text-right font-semibold tabular-nums`}>
                        {formatPrice(o.total)} {o.currency}
                      </td>
                    </tr>
                  </tfoot>
                </table>
              </div>
            </section>
            {paid ? (
              <section aria-labelledby="order-refund" className={cardClass}>
                <h2 id="order-refund" className="mb-2 text-lg font-semibold">
                  {t.refund}
                </h2>
                <p className="mb-4 text-slate-700">{t.refundHint}</p>
                {refund.error instanceof ApiError ? <FormAlert>{refund.error.message}</FormAlert> : null}
                <button
                  type="button"
                  className={dangerButton}
                  disabled={refund.isPending}
                  onClick={() => {
                    if (window.confirm(t.confirmRefund(id))) refund.mutate();
                  }}
                >
                  {refund.isPending ? t.refunding : t.refund}
                </button>
              </section>
            ) : null}
            {refund.data ? (
              <p role="status" className="rounded-lg bg-green-50 p-3 text-green-900">
                {refund.data.message}
              </p>
            ) : null}
          </div>
        ) : null}
      </QueryState>
    </>
  );
}
