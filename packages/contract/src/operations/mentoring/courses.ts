export const address = { method: 'GET', path: '/api/v2/mentory/courses/:id' } as const;
