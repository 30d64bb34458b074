export const address = { method: 'POST', path: '/api/v1/insertUserCoursesPending' } as const;
