export const address = { method: 'POST', path: '/api/admin/orders/:id/refund' } as const;
