export const address = { method: 'POST', path: '/api/v2/notes' } as const;
