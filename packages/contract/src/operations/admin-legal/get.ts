export const address = { method: 'GET', path: '/api/admin/legal-documents/:id' } as const;
