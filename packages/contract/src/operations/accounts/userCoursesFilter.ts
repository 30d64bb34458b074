export const address = { method: 'GET', path: '/api/v2/userCoursesFilter' } as const;
