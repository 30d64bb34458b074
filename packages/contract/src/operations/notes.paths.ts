// Where each notes operation lives (spec §7 v2/notes). No zod here: the web's client imports this
// file at load; the schemas stay in ./notes.ts.
export const notesPaths = {
  list: { method: 'GET', path: '/api/v2/notes/:id' },
  create: { method: 'POST', path: '/api/v2/notes' },
  update: { method: 'PUT', path: '/api/v2/notes/:id' },
  remove: { method: 'DELETE', path: '/api/v2/notes/:id' },
} as const;
