export const address = { method: 'GET', path: '/api/admin/legal-documents' } as const;
