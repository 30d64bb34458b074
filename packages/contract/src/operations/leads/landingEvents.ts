export const address = { method: 'GET', path: '/api/v1/landing-events/:tag' } as const;
