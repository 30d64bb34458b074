export const address = { method: 'POST', path: '/api/client/orderConsult/failure' } as const;
