export const address = { method: 'GET', path: '/api/v1/getExternalDestacateCourses/:proyect_id' } as const;
