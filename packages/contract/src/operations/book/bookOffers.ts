export const address = { method: 'GET', path: '/api/v1/book-offers/:token' } as const;
