export const address = { method: 'POST', path: '/api/v1/login' } as const;
