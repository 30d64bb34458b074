export const address = { method: 'GET', path: '/api/admin/marketing-settings' } as const;
