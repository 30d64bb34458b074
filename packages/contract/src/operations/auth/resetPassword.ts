export const address = { method: 'POST', path: '/api/v1/resetPassword' } as const;
