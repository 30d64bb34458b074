// Where each payments operation lives. No zod here: the web's client imports this file at load;
// the schemas stay in ./payments.ts.
export const paymentsPaths = {
  order: { method: 'GET', path: '/api/v1/orders/:id' },
  info: { method: 'GET', path: '/api/v1/payments/info' },
  orderConsultSuccess: { method: 'POST', path: '/api/client/orderConsult/success' },
  orderConsultFailure: { method: 'POST', path: '/api/client/orderConsult/failure' },
  orderConsultPending: { method: 'POST', path: '/api/v1/orderConsult/pending' },
  insertUserCourses: { method: 'POST', path: '/api/v1/insertUserCourses' },
  insertUserCoursesPending: { method: 'POST', path: '/api/v1/insertUserCoursesPending' },
  insertUserCoursesFailure: { method: 'POST', path: '/api/v1/insertUserCoursesFailure' },
} as const;
