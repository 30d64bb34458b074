// The orders' messages and statuses, free of zod so pages can use them without loading the
// schemas; orders.ts re-exports all of it.

export const ORDER_MESSAGES = {
  emptyCart: 'Su carrito está vacío: agregue un curso antes de pagar.',
  orderNotFound: 'La orden no existe.',
  providerUnavailable: '¡ERROR inesperado, intente nuevamente o contáctenos a soporte!',
  success: '¡Transacción exitosa!',
  rejected: '¡Transacción rechazada!',
  purchaseSuccess: 'Compra exitosa',
  purchasePending: 'Compra pendiente de aprobación',
  purchaseRejected: 'Compra rechazada',
  notConfirmed: '¡Transacción rechazada! El proveedor de pagos no confirmó este pago.',
  webhookRefused: 'Notificación rechazada: firma inválida o vencida.',
  unknownProvider: 'Proveedor de pagos desconocido.',
} as const;

/** The Spanish outcome of a payment by order status (spec §4, §8). */
export function paymentOutcomeMessage(status: string): string {
  if (status === 'success' || status === 'approved') return ORDER_MESSAGES.purchaseSuccess;
  if (status === 'pending') return ORDER_MESSAGES.purchasePending;
  return ORDER_MESSAGES.purchaseRejected;
}

/**
 * Order statuses (spec §4): pending until the provider confirms; success once paid (access granted);
 * failure when rejected, abandoned or not matching; refunded after a refund (access revoked).
 * 'approved' is accepted from older data and shown like success.
 */
export const ORDER_STATUS = {
  pending: 'pending',
  success: 'success',
  failure: 'failure',
  refunded: 'refunded',
} as const;
export type OrderStatusValue = (typeof ORDER_STATUS)[keyof typeof ORDER_STATUS];
