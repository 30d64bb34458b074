export const address = { method: 'DELETE', path: '/api/admin/students/:id/enrolments/:courseId' } as const;
