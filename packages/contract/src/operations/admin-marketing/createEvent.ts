export const address = { method: 'POST', path: '/api/admin/landing-events' } as const;
