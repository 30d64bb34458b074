export const address = { method: 'GET', path: '/api/admin/students' } as const;
