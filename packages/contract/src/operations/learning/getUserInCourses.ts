export const address = { method: 'POST', path: '/api/v1/getUserInCourses' } as const;
