export const address = { method: 'POST', path: '/api/v1/createContact' } as const;
