export const address = { method: 'GET', path: '/api/v2/getExternalAllCourses/:proyect_id/:perPage' } as const;
