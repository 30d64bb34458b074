export const address = { method: 'DELETE', path: '/api/v2/deleteQuestion/:id' } as const;
