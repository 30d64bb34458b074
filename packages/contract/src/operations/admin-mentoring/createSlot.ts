export const address = { method: 'POST', path: '/api/admin/mentoring/courses/:id/slots' } as const;
