export const address = { method: 'POST', path: '/api/v2/mentory-user' } as const;
