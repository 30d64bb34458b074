export const address = { method: 'DELETE', path: '/api/v2/notes/:id' } as const;
