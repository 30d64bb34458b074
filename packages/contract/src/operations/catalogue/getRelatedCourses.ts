export const address = { method: 'GET', path: '/api/v2/getRelatedCourses/:proyect_id/:perPage' } as const;
