export const address = { method: 'DELETE', path: '/api/admin/landing-events/:id' } as const;
