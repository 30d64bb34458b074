export const address = { method: 'POST', path: '/api/v1/course/addUserResource' } as const;
