// Where each cart operation lives. No zod here: the web's client imports this file at load;
// the schemas stay in ./cart.ts.
export const cartPaths = {
  getAllShoppingCar: { method: 'GET', path: '/api/v1/getAllShoppingCar' },
  addCourseShoppingCard: { method: 'POST', path: '/api/v1/addCourseShoppingCard' },
  addShoppingCar: { method: 'POST', path: '/api/v1/addShoppingCar' },
  deleteShoppingCar: { method: 'POST', path: '/api/v1/deleteShoppingCar' },
  clearShoppingCar: { method: 'POST', path: '/api/v1/clearShoppingCar' },
  checkout: { method: 'POST', path: '/api/v1/checkout' },
} as const;
