export const address = { method: 'POST', path: '/api/v1/getAllCoursesCategories' } as const;
