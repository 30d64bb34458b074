// Where each catalogue operation lives. No zod here: the web's client imports this file at load;
// the schemas stay in ./catalogue.ts.
export const cataloguePaths = {
  getAllCategories: { method: 'GET', path: '/api/v1/getAllCategories' },
  getExternalDestacateCourses: { method: 'GET', path: '/api/v1/getExternalDestacateCourses/:proyect_id' },
  getAllCoursesKey: { method: 'GET', path: '/api/v1/getAllCoursesKey' },
  getAllCoursesCategories: { method: 'POST', path: '/api/v1/getAllCoursesCategories' },
  getExternalCoursesDetail: { method: 'POST', path: '/api/v1/getExternalCoursesDetail' },
  getExternalAllCourses: { method: 'GET', path: '/api/v2/getExternalAllCourses/:proyect_id/:perPage' },
  courses: { method: 'GET', path: '/api/v2/courses/:proyect_id/:categoryId/:perPage' },
  getRelatedCourses: { method: 'GET', path: '/api/v2/getRelatedCourses/:proyect_id/:perPage' },
} as const;
