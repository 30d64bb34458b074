export const address = { method: 'GET', path: '/api/admin/orders' } as const;
