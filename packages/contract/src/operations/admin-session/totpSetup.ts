export const address = { method: 'POST', path: '/api/admin/totp/setup' } as const;
