export const address = { method: 'POST', path: '/api/v1/setting/get/userOrder' } as const;
