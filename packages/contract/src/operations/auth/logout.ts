export const address = { method: 'POST', path: '/api/v1/logout' } as const;
