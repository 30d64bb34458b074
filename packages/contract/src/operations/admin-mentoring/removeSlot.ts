export const address = { method: 'DELETE', path: '/api/admin/mentoring/slots/:id' } as const;
