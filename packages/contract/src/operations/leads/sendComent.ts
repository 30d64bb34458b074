export const address = { method: 'POST', path: '/api/v1/sendComent' } as const;
