export const address = { method: 'POST', path: '/api/v1/book-offers/:token/checkout' } as const;
