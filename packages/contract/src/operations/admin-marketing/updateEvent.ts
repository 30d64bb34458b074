export const address = { method: 'PUT', path: '/api/admin/landing-events/:id' } as const;
