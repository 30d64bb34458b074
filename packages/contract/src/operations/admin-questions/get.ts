export const address = { method: 'GET', path: '/api/admin/questions/:id' } as const;
