export const address = { method: 'GET', path: '/api/admin/mentoring/courses/:id/slots' } as const;
