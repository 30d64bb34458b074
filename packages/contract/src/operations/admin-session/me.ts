export const address = { method: 'GET', path: '/api/admin/me' } as const;
