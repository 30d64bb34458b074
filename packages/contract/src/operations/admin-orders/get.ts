export const address = { method: 'GET', path: '/api/admin/orders/:id' } as const;
