export const address = { method: 'PUT', path: '/api/admin/questions/:id/answer' } as const;
