export const address = { method: 'POST', path: '/api/v1/register' } as const;
