export const address = { method: 'GET', path: '/api/v1/getModulesCourses/:courseId' } as const;
