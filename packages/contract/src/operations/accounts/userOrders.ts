export const address = { method: 'GET', path: '/api/v2/userOrders/:perPage' } as const;
