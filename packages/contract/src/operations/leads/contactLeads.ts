export const address = { method: 'POST', path: '/api/v1/contact-leads' } as const;
