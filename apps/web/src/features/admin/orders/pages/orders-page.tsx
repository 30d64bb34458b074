import { ADMIN_ORDER_STATUSES } from '@campus/contract/admin-orders';
import { adminOrderMessages as t } from '../../../../messages/admin-orders.ts';
import { orderColumns } from '../../components/order-columns.tsx';
import { AdminListPage } from '../../kit/list-page.tsx';
import { ordersList } from '../api/orders.ts';

const columns = orderColumns({ withBuyer: true });
const statusOptions = ADMIN_ORDER_STATUSES.map((s) => ({ value: s, label: t.status[s] ?? s }));

/** Orders (/admin/pedidos): server-side search by e-mail or reference, status filter, pages. */
export default function OrdersPage() {
  return (
    <AdminListPage
      title={t.title}
      intro={t.intro}
      source={ordersList}
      filters={[
        { kind: 'search', name: 'q', label: t.searchLabel },
        {
          kind: 'select',
          name: 'status',
          id: 'order-status',
          label: t.statusLabel,
          allLabel: t.allStatuses,
          options: statusOptions,
        },
      ]}
      columns={columns}
      rowKey={(o) => o.id}
    />
  );
}
