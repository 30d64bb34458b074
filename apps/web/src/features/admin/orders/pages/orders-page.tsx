import { ADMIN_ORDER_STATUSES, type AdminOrderListQuery } from '@campus/contract/admin-orders';
import { adminOrderMessages as t } from '../../../../messages/admin-orders.ts';
import { AdminListCard, AdminSelectFilter } from '../../components/admin-table.tsx';
import { AdminPageHeader, AdminSearch } from '../../components/admin-ui.tsx';
import { orderColumns } from '../../components/order-columns.tsx';
import { useAdminList } from '../../components/use-admin-list.ts';
import { useOrdersAdmin } from '../api/orders.ts';

type Status = NonNullable<AdminOrderListQuery['status']>;

const columns = orderColumns({ withBuyer: true });
const statusOptions = ADMIN_ORDER_STATUSES.map((s) => ({ value: s, label: t.status[s] ?? s }));

/** Orders (/admin/pedidos): server-side search by e-mail or reference, status filter, pages. */
export default function OrdersPage() {
  const { filters, params, filter, setPage } = useAdminList({ q: '', status: '' as Status | '' });
  const list = useOrdersAdmin(params);
  return (
    <>
      <AdminPageHeader title={t.title} intro={t.intro} />
      <div className="flex flex-wrap items-end gap-4">
        <AdminSearch label={t.searchLabel} value={filters.q} onChange={filter('q')} />
        <AdminSelectFilter
          id="order-status"
          label={t.statusLabel}
          value={filters.status}
          allLabel={t.allStatuses}
          options={statusOptions}
          onChange={filter('status')}
        />
      </div>
      <AdminListCard query={list} caption={t.title} columns={columns} rowKey={(o) => o.id} onPage={setPage} />
    </>
  );
}
