export const address = { method: 'POST', path: '/api/v1/hotmart/webhook' } as const;
