export const address = { method: 'GET', path: '/api/v1/payments/info' } as const;
