export const address = { method: 'POST', path: '/api/v1/setting/update/UpdateDataPerson' } as const;
