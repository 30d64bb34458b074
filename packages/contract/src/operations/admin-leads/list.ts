export const address = { method: 'GET', path: '/api/admin/leads' } as const;
