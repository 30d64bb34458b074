export const address = { method: 'POST', path: '/api/admin/questions/:id/answer' } as const;
