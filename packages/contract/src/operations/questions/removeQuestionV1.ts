export const address = { method: 'POST', path: '/api/v1/students/questions/deleteQuestion' } as const;
