import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { Spinner } from '../../../components/spinner.tsx';
import { adminPaths } from '../../../config/admin-paths.ts';

const OrdersPage = lazy(() => import('./pages/orders-page.tsx'));
const OrderPage = lazy(() => import('./pages/order-page.tsx'));

/** The orders section (/admin/pedidos): the list and one order's detail (/admin/pedidos/:id). */
export default function OrdersSection() {
  return (
    <Suspense fallback={<Spinner />}>
      <Routes>
        <Route index element={<OrdersPage />} />
        <Route path=":id" element={<OrderPage />} />
        <Route path="*" element={<Navigate to={adminPaths.orders.root} replace />} />
      </Routes>
    </Suspense>
  );
}
