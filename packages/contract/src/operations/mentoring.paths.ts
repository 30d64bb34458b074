// Where each mentoring operation lives. No zod here: the web's client imports this file at load;
// the schemas stay in ./mentoring.ts.
export const mentoringPaths = {
  courses: { method: 'GET', path: '/api/v2/mentory/courses/:id' },
  mentoryAvailable: { method: 'GET', path: '/api/v2/mentory-available/:id' },
  mentoryUser: { method: 'POST', path: '/api/v2/mentory-user' },
  cancelMentory: { method: 'POST', path: '/api/v2/mentory-user/cancel-mentory' },
} as const;
