export const address = { method: 'POST', path: '/api/admin/certificate-settings/:image' } as const;
