export const address = { method: 'PUT', path: '/api/v2/updateQuestion' } as const;
