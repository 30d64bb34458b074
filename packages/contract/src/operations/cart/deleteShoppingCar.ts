export const address = { method: 'POST', path: '/api/v1/deleteShoppingCar' } as const;
