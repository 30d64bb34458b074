export const address = { method: 'PUT', path: '/api/v2/userPassword' } as const;
