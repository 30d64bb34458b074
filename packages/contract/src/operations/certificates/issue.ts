export const address = { method: 'POST', path: '/api/v2/certificates/:courseId' } as const;
