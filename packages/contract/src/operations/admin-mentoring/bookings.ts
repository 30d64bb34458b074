export const address = { method: 'GET', path: '/api/admin/mentoring/slots/:id/bookings' } as const;
