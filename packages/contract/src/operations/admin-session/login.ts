export const address = { method: 'POST', path: '/api/admin/login' } as const;
