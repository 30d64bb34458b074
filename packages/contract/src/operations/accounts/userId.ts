export const address = { method: 'GET', path: '/api/v2/userId' } as const;
