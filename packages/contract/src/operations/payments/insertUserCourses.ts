export const address = { method: 'POST', path: '/api/v1/insertUserCourses' } as const;
