export const address = { method: 'GET', path: '/api/v2/certificates/:courseId' } as const;
