export const address = { method: 'GET', path: '/api/v2/courses/:proyect_id/:categoryId/:perPage' } as const;
