// Where each projects operation lives. No zod here: the web's client imports this file at load;
// the schemas stay in ./projects.ts.
export const projectsPaths = {
  getProyect: { method: 'GET', path: '/api/v1/getProyect/:id' },
  getAllProyects: { method: 'GET', path: '/api/v1/getAllProyects' },
} as const;
