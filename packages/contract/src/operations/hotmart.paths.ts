// Where each hotmart operation lives. No zod here: the web's client imports this file at load;
// the schemas stay in ./hotmart.ts.
export const hotmartPaths = {
  webhook: { method: 'POST', path: '/api/v1/hotmart/webhook' },
} as const;
