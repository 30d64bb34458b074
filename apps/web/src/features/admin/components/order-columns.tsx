import type { AdminOrderSummary } from '@campus/contract/admin-orders';
import { Link } from 'react-router';
import { adminPaths } from '../../../config/admin-paths.ts';
import { formatDateTime, formatPrice } from '../../../lib/format.ts';
import { adminOrderMessages as t } from '../../../messages/admin-orders.ts';
import type { AdminColumn } from './admin-table.tsx';
import { linkClass } from './admin-ui.tsx';

const buyer: AdminColumn<AdminOrderSummary> = {
  header: t.email,
  className: 'wrap-anywhere',
  cell: (order) => (
    <>
      {order.email ?? t.none}
      {order.buyer_name ? <span className="block text-slate-600">{order.buyer_name}</span> : null}
    </>
  ),
};

/**
 * The columns of orders in a table: the orders list (with the buyer) and a student's orders
 * (without: the student is the buyer).
 */
export function orderColumns({ withBuyer }: { withBuyer: boolean }): AdminColumn<AdminOrderSummary>[] {
  return [
    {
      header: t.id,
      cell: (order) => (
        <Link to={adminPaths.orders.order(order.id)} aria-label={t.open(order.id)} className={linkClass}>
          {order.id}
        </Link>
      ),
    },
    { header: t.date, cell: (order) => formatDateTime(order.created_at) },
    ...(withBuyer ? [buyer] : []),
    { header: t.statusLabel, cell: (order) => t.status[order.status] },
    { header: t.total, align: 'right', cell: (order) => formatPrice(order.total) },
    { header: t.provider, cell: (order) => order.provider },
  ];
}
