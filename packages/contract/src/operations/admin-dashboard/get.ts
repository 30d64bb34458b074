export const address = { method: 'GET', path: '/api/admin/dashboard' } as const;
