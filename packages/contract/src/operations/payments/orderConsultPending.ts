export const address = { method: 'POST', path: '/api/v1/orderConsult/pending' } as const;
