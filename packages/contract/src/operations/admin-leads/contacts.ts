export const address = { method: 'GET', path: '/api/admin/contacts' } as const;
