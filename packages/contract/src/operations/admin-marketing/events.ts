export const address = { method: 'GET', path: '/api/admin/landing-events' } as const;
