export const address = { method: 'GET', path: '/api/v1/orders/:id' } as const;
