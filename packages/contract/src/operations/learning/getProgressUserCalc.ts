export const address = { method: 'GET', path: '/api/v2/getProgressUserCalc' } as const;
