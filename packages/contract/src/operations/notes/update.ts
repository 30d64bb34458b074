export const address = { method: 'PUT', path: '/api/v2/notes/:id' } as const;
