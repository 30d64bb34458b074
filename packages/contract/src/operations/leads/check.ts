export const address = { method: 'POST', path: '/api/client/addBook/check' } as const;
