export const address = { method: 'PUT', path: '/api/admin/certificate-settings' } as const;
