export const address = { method: 'GET', path: '/api/v1/getAllShoppingCar' } as const;
