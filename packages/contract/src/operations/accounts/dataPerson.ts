export const address = { method: 'POST', path: '/api/v1/setting/dataPerson' } as const;
