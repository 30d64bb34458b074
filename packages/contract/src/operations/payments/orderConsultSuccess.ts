export const address = { method: 'POST', path: '/api/client/orderConsult/success' } as const;
