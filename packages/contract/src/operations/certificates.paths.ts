// Where each certificates operation lives. No zod here: the web's client imports this file at load;
// the schemas stay in ./certificates.ts.
export const certificatesPaths = {
  status: { method: 'GET', path: '/api/v2/certificates/:courseId' },
  issue: { method: 'POST', path: '/api/v2/certificates/:courseId' },
  pdf: { method: 'GET', path: '/api/v2/certificates/:courseId/pdf' },
  verify: { method: 'GET', path: '/api/v1/certificates/:code' },
} as const;
