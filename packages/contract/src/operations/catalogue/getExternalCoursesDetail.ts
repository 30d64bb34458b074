export const address = { method: 'POST', path: '/api/v1/getExternalCoursesDetail' } as const;
