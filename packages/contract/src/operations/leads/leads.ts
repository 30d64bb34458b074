export const address = { method: 'POST', path: '/api/v2/leads' } as const;
