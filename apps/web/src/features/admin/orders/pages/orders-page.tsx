import { ADMIN_ORDER_STATUSES, type AdminOrderListQuery } from '@campus/contract/admin-orders';
import { useState } from 'react';
import { Link } from 'react-router';
import { adminPaths } from '../../../../config/admin-paths.ts';
import { formatDateTime, formatPrice } from '../../../../lib/format.ts';
import { adminMessages } from '../../../../messages/admin.ts';
import { adminOrderMessages as t } from '../../../../messages/admin-orders.ts';
import {
  AdminPageHeader,
  AdminPager,
  AdminSearch,
  cardClass,
  QueryState,
  tableClass,
  tdClass,
  thClass,
} from '../../components/admin-ui.tsx';
import { useOrdersAdmin } from '../api/orders.ts';

const c = adminMessages.common;
type Status = NonNullable<AdminOrderListQuery['status']>;

/** Orders (/admin/pedidos): server-side search by e-mail or reference, status filter, pages. */
export default function OrdersPage() {
  const [page, setPage] = useState(1);
  const [q, setQ] = useState('');
  const [status, setStatus] = useState<Status | ''>('');
  const list = useOrdersAdmin({ page, per_page: 25, q: q || undefined, status: status || undefined });
  return (
    <>
      <AdminPageHeader title={t.title} intro={t.intro} />
      <div className="flex flex-wrap items-end gap-4">
        <AdminSearch
          label={t.searchLabel}
          value={q}
          onChange={(v) => {
            setQ(v);
            setPage(1);
          }}
        />
        <div className="mb-4">
          <label htmlFor="order-status" className="mb-1 block font-medium text-slate-800">
            {t.statusLabel}
          </label>
          <select
            id="order-status"
            value={status}
            onChange={(e) => {
              setStatus(e.target.value as Status | '');
              setPage(1);
            }}
            className="block h-11 rounded-lg border border-slate-400 bg-white px-3 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30"
          >
            <option value="">{t.allStatuses}</option>
            {ADMIN_ORDER_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t.status[s]}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className={cardClass}>
        <QueryState query={list}>
          {list.data ? (
            list.data.data.length === 0 ? (
              <p>{c.empty}</p>
            ) : (
              <>
                <div className="overflow-x-auto">
                  <table className={tableClass}>
                    <caption className="sr-only">{t.title}</caption>
                    <thead>
                      <tr>
                        <th className={thClass}>{t.id}</th>
                        <th className={thClass}>{t.date}</th>
                        <th className={thClass}>{t.email}</th>
                        <th className={thClass}>{t.statusLabel}</th>
                        <th className={`${thClass} text-right`}>{t.total}</th>
                        <th className={thClass}>{t.provider}</th>
                      </tr>
                    </thead>
                    <tbody>
                      {list.data.data.map((order) => (
                        <tr key={order.id}>
                          <td className={tdClass}>
                            <Link
                              to={adminPaths.orders.order(order.id)}
                              aria-label={t.open(order.id)}
                              className="font-semibold text-brand-700 underline"
                            >
                              {order.id}
                            </Link>
                          </td>
                          <td className={tdClass}>{formatDateTime(order.created_at)}</td>
                          <td className={`${tdClass} break-all`}>
                            {order.email ?? t.none}
                            {order.buyer_name ? (
                              <span className="block text-slate-600">{order.buyer_name}</span>
                            ) : null}
                          </td>
                          <td className={tdClass}>{t.status[order.status]}</td>
                          <td className={`${tdClass} text-right tabular-nums`}>{formatPrice(order.total)}</td>
                          <td className={tdClass}>{order.provider}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
                <AdminPager paginator={list.data} onChange={setPage} />
              </>
            )
          ) : null}
        </QueryState>
      </div>
    </>
  );
}
