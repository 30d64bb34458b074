export const address = { method: 'DELETE', path: '/api/admin/mentoring/bookings/:id' } as const;
