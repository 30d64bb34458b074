export const address = { method: 'DELETE', path: '/api/admin/certificate-settings/:image' } as const;
