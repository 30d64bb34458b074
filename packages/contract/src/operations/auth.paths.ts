// Where each auth operation lives. No zod here: the web's client imports this file at load;
// the schemas stay in ./auth.ts.
export const authPaths = {
  register: { method: 'POST', path: '/api/v1/register' },
  login: { method: 'POST', path: '/api/v1/login' },
  logout: { method: 'POST', path: '/api/v1/logout' },
  resetPassword: { method: 'POST', path: '/api/v1/resetPassword' },
  resetPassConfirm: { method: 'POST', path: '/api/v1/resetPassConfirm' },
  legalDocument: { method: 'GET', path: '/api/v1/legal-document/:id' },
} as const;
