export const address = { method: 'POST', path: '/api/v2/mentory-user/cancel-mentory' } as const;
