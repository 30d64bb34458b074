export const address = { method: 'POST', path: '/api/admin/totp/confirm' } as const;
