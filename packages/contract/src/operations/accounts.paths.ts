// Where each accounts operation lives. No zod here: the web's client imports this file at load;
// the schemas stay in ./accounts.ts.
export const accountsPaths = {
  dataPerson: { method: 'POST', path: '/api/v1/setting/dataPerson' },
  updateDataPerson: { method: 'POST', path: '/api/v1/setting/update/UpdateDataPerson' },
  userOrder: { method: 'POST', path: '/api/v1/setting/get/userOrder' },
  userId: { method: 'GET', path: '/api/v2/userId' },
  user: { method: 'PUT', path: '/api/v2/user' },
  userPassword: { method: 'PUT', path: '/api/v2/userPassword' },
  userImage: { method: 'POST', path: '/api/v2/userImage' },
  userOrders: { method: 'GET', path: '/api/v2/userOrders/:perPage' },
  userCourse: { method: 'POST', path: '/api/v1/User_Course' },
  userCoursesFilter: { method: 'GET', path: '/api/v2/userCoursesFilter' },
} as const;
