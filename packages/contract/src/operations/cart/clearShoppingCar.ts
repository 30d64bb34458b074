export const address = { method: 'POST', path: '/api/v1/clearShoppingCar' } as const;
