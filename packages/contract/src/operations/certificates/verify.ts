export const address = { method: 'GET', path: '/api/v1/certificates/:code' } as const;
