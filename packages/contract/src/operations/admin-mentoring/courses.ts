export const address = { method: 'GET', path: '/api/admin/mentoring/courses' } as const;
