export const address = { method: 'GET', path: '/api/admin/questions' } as const;
