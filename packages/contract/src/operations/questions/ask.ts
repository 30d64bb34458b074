export const address = { method: 'POST', path: '/api/v1/students/questions/newQuestion' } as const;
