export const address = { method: 'GET', path: '/api/admin/students/:id' } as const;
