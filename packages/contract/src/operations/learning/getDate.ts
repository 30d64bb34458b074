export const address = { method: 'POST', path: '/api/v1/getDate' } as const;
