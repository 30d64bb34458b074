export const address = { method: 'GET', path: '/api/v1/leads/confirm/:token' } as const;
