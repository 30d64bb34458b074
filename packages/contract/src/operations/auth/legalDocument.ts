export const address = { method: 'GET', path: '/api/v1/legal-document/:id' } as const;
