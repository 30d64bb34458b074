export const address = { method: 'DELETE', path: '/api/admin/questions/:id' } as const;
