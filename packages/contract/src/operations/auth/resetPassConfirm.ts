export const address = { method: 'POST', path: '/api/v1/resetPassConfirm' } as const;
