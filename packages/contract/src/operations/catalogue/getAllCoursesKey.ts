export const address = { method: 'GET', path: '/api/v1/getAllCoursesKey' } as const;
