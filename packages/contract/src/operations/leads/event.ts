export const address = { method: 'POST', path: '/api/v1/cambiando/addBook/event' } as const;
