export const address = { method: 'PUT', path: '/api/v2/user' } as const;
