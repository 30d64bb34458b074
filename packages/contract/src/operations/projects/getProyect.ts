export const address = { method: 'GET', path: '/api/v1/getProyect/:id' } as const;
