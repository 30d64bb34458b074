export const address = { method: 'POST', path: '/api/v1/checkout' } as const;
