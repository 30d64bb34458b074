export const address = { method: 'PUT', path: '/api/admin/marketing-settings' } as const;
