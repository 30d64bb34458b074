export const address = { method: 'GET', path: '/api/v1/geo' } as const;
