export const address = { method: 'POST', path: '/api/v1/students/answers/deleteAnswers' } as const;
