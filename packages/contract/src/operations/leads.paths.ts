// Where each leads operation lives. No zod here: the web's client imports this file at load;
// the schemas stay in ./leads.ts.
export const leadsPaths = {
  check: { method: 'POST', path: '/api/client/addBook/check' },
  addBook: { method: 'POST', path: '/api/v1/cambiando/addBook' },
  event: { method: 'POST', path: '/api/v1/cambiando/addBook/event' },
  leads: { method: 'POST', path: '/api/v2/leads' },
  contactLeads: { method: 'POST', path: '/api/v1/contact-leads' },
  sendComent: { method: 'POST', path: '/api/v1/sendComent' },
  createContact: { method: 'POST', path: '/api/v1/createContact' },
  confirm: { method: 'GET', path: '/api/v1/leads/confirm/:token' },
  landingEvents: { method: 'GET', path: '/api/v1/landing-events/:tag' },
} as const;
