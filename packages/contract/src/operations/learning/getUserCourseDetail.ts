export const address = { method: 'POST', path: '/api/v1/getUserCourseDetail' } as const;
