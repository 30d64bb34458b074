export const address = { method: 'PUT', path: '/api/admin/legal-documents/:id' } as const;
