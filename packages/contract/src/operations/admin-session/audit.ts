export const address = { method: 'GET', path: '/api/admin/audit' } as const;
