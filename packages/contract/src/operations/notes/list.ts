export const address = { method: 'GET', path: '/api/v2/notes/:id' } as const;
