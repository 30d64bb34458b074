export const address = { method: 'GET', path: '/api/v1/getAllProyects' } as const;
