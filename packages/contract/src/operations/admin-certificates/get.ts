export const address = { method: 'GET', path: '/api/admin/certificate-settings' } as const;
