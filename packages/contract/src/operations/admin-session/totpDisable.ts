export const address = { method: 'POST', path: '/api/admin/totp/disable' } as const;
