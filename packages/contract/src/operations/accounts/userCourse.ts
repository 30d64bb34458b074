export const address = { method: 'POST', path: '/api/v1/User_Course' } as const;
