export const address = { method: 'POST', path: '/api/v1/addCourseShoppingCard' } as const;
