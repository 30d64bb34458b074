export const address = { method: 'POST', path: '/api/v1/landing-visits' } as const;
