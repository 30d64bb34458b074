export const address = { method: 'PUT', path: '/api/admin/mentoring/courses/:id/settings' } as const;
