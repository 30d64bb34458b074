export const address = { method: 'PUT', path: '/api/admin/mentoring/slots/:id' } as const;
