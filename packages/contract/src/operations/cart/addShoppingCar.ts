export const address = { method: 'POST', path: '/api/v1/addShoppingCar' } as const;
