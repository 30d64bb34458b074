export const address = { method: 'GET', path: '/api/v1/book-orders/:reference' } as const;
