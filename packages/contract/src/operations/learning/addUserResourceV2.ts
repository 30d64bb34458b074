export const address = { method: 'POST', path: '/api/v2/addUserResource' } as const;
