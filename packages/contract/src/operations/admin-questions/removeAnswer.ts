export const address = { method: 'DELETE', path: '/api/admin/answers/:id' } as const;
