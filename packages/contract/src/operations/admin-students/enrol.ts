export const address = { method: 'POST', path: '/api/admin/students/:id/enrolments' } as const;
