export const address = { method: 'DELETE', path: '/api/v2/deleteAnswers/:id' } as const;
