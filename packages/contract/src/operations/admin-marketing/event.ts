export const address = { method: 'GET', path: '/api/admin/landing-events/:id' } as const;
