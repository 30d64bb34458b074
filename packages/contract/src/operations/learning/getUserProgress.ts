export const address = { method: 'POST', path: '/api/v1/getUserProgress' } as const;
