export const address = { method: 'POST', path: '/api/v2/userImage' } as const;
