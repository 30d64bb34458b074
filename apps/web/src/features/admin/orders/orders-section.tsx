import { lazy } from 'react';
import { adminPaths } from '../../../config/admin-paths.ts';
import { AdminSectionRoutes } from '../kit/section-routes.tsx';

const pages = [
  { index: true as const, page: lazy(() => import('./pages/orders-page.tsx')) },
  { path: ':id', page: lazy(() => import('./pages/order-page.tsx')) },
];

/** The orders section (/admin/pedidos): the list and one order's detail (/admin/pedidos/:id). */
export default function OrdersSection() {
  return <AdminSectionRoutes home={adminPaths.orders.root} pages={pages} />;
}
