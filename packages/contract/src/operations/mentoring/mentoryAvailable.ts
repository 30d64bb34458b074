export const address = { method: 'GET', path: '/api/v2/mentory-available/:id' } as const;
