// Where each learning operation lives. No zod here: the web's client imports this file at load;
// the schemas stay in ./learning.ts.
export const learningPaths = {
  getModulesCourses: { method: 'GET', path: '/api/v1/getModulesCourses/:courseId' },
  getUserInCourses: { method: 'POST', path: '/api/v1/getUserInCourses' },
  getUserCourseDetail: { method: 'POST', path: '/api/v1/getUserCourseDetail' },
  getDate: { method: 'POST', path: '/api/v1/getDate' },
  getUserProgress: { method: 'POST', path: '/api/v1/getUserProgress' },
  getProgressUserCalc: { method: 'GET', path: '/api/v2/getProgressUserCalc' },
  addUserResource: { method: 'POST', path: '/api/v1/course/addUserResource' },
  addUserResourceV2: { method: 'POST', path: '/api/v2/addUserResource' },
  getOtherResource: { method: 'POST', path: '/api/v1/course/getOtherResource' },
} as const;
