import type { AdminOrderDetail } from '@campus/contract/admin-orders';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { FormAlert } from '../../../../components/form-field.tsx';
import { adminPaths } from '../../../../config/admin-paths.ts';
import { ApiError } from '../../../../lib/api-client.ts';
import { formatDateTime, formatPercent, formatPrice } from '../../../../lib/format.ts';
import { adminOrderMessages as t } from '../../../../messages/admin-orders.ts';
import { type AdminColumn, AdminTable } from '../../components/admin-table.tsx';
import {
  AdminBackLink,
  AdminDataRow,
  AdminPageHeader,
  AdminSection,
  dangerButton,
  QueryState,
  secondaryButton,
  tdClass,
} from '../../components/admin-ui.tsx';
import { CertificatesSection } from '../../components/certificates-table.tsx';
import { useOrderAdmin, useRefundOrder } from '../api/orders.ts';

const itemColumns: AdminColumn<AdminOrderDetail['items'][number]>[] = [
  { header: t.course, cell: (item) => item.name },
  { header: t.price, align: 'right', cell: (item) => formatPrice(item.price) },
];

/** A line under the items: base, VAT, total. */
function TotalRow({
  label,
  strong = false,
  children,
}: {
  label: string;
  strong?: boolean;
  children: ReactNode;
}) {
  return (
    <tr>
      <th scope="row" className={`${tdClass} text-right ${strong ? 'font-semibold' : 'font-medium'}`}>
        {label}
      </th>
      <td className={`${tdClass} text-right tabular-nums ${strong ? 'font-semibold' : ''}`}>{children}</td>
    </tr>
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
      <AdminBackLink to={adminPaths.orders.root}>{t.back}</AdminBackLink>
      <AdminPageHeader title={t.detailTitle(id)} />
      <QueryState query={order}>
        {o ? (
          <div className="flex flex-col gap-6">
            <AdminSection id="order-summary" title={t.summary}>
              <dl>
                <AdminDataRow label={t.statusLabel}>
                  <strong>{t.status[o.status]}</strong>
                </AdminDataRow>
                <AdminDataRow label={t.date}>{formatDateTime(o.created_at)}</AdminDataRow>
                <AdminDataRow label={t.email}>{o.email ?? t.none}</AdminDataRow>
                <AdminDataRow label={t.buyer}>{o.buyer_name ?? t.none}</AdminDataRow>
                <AdminDataRow label={t.userId}>{o.user_id ?? t.none}</AdminDataRow>
                <AdminDataRow label={t.reference}>{o.reference ?? t.none}</AdminDataRow>
                <AdminDataRow label={t.provider}>{o.provider}</AdminDataRow>
                <AdminDataRow label={t.providerRef}>{o.provider_ref ?? t.none}</AdminDataRow>
                <AdminDataRow label={t.transaction}>{o.transactional_id ?? t.none}</AdminDataRow>
                <AdminDataRow label={t.authorization}>{o.authorization_code ?? t.none}</AdminDataRow>
                <AdminDataRow label={t.paidAt}>{o.paid_at ? formatDateTime(o.paid_at) : t.none}</AdminDataRow>
                {o.refunded_at ? (
                  <AdminDataRow label={t.refundedAt}>{formatDateTime(o.refunded_at)}</AdminDataRow>
                ) : null}
                {o.failure_reason ? (
                  <AdminDataRow label={t.failureReason}>{o.failure_reason}</AdminDataRow>
                ) : null}
              </dl>
            </AdminSection>
            <AdminSection id="order-items" title={t.items}>
              <AdminTable
                caption={t.items}
                columns={itemColumns}
                rows={o.items}
                rowKey={(item) => item.course_id}
                footer={
                  <>
                    <TotalRow label={t.base}>{formatPrice(o.base)}</TotalRow>
                    <TotalRow label={t.vat(formatPercent(o.vat_rate))}>{formatPrice(o.vat)}</TotalRow>
                    <TotalRow label={t.total} strong>
                      {formatPrice(o.total)} {o.currency}
                    </TotalRow>
                  </>
                }
              />
            </AdminSection>
            <CertificatesSection id="order-certificates" certificates={o.certificates} />
            {paid ? (
              <AdminSection id="order-refund" title={t.refund} intro={t.refundHint}>
                {refund.error instanceof ApiError ? <FormAlert>{refund.error.message}</FormAlert> : null}
                <div className="flex flex-col gap-4">
                  {o.provider_refund.available ? (
                    <div className="flex flex-col items-start gap-1">
                      <button
                        type="button"
                        className={dangerButton}
                        disabled={refund.isPending}
                        onClick={() => {
                          if (window.confirm(t.confirmRefundAtProvider(id, t.providerName(o.provider))))
                            refund.mutate({ atProvider: true });
                        }}
                      >
                        {refund.isPending ? t.refunding : t.refundAtProvider(t.providerName(o.provider))}
                      </button>
                      <p className="text-sm text-slate-600">
                        {t.refundAtProviderHint(t.providerName(o.provider))}
                      </p>
                    </div>
                  ) : o.provider_refund.note ? (
                    <p className="rounded-lg bg-amber-50 p-3 text-amber-900">{o.provider_refund.note}</p>
                  ) : null}
                  <div className="flex flex-col items-start gap-1">
                    <button
                      type="button"
                      className={o.provider_refund.available ? secondaryButton : dangerButton}
                      disabled={refund.isPending}
                      onClick={() => {
                        if (window.confirm(t.confirmRefund(id))) refund.mutate({ atProvider: false });
                      }}
                    >
                      {refund.isPending ? t.refunding : t.markRefunded}
                    </button>
                    <p className="text-sm text-slate-600">{t.markRefundedHint}</p>
                  </div>
                </div>
              </AdminSection>
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
