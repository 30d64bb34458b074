export const address = { method: 'POST', path: '/api/v1/client-errors' } as const;
