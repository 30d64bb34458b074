export const address = { method: 'GET', path: '/api/v1/getAllCategories' } as const;
