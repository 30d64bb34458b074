export const address = { method: 'POST', path: '/api/v1/insertUserCoursesFailure' } as const;
