export const address = { method: 'POST', path: '/api/admin/logout' } as const;
