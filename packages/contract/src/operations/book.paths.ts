// Where each book operation lives. No zod here: the web's client imports this file at load;
// the schemas stay in ./book.ts.
export const bookPaths = {
  bookOffers: { method: 'GET', path: '/api/v1/book-offers/:token' },
  checkout: { method: 'POST', path: '/api/v1/book-offers/:token/checkout' },
  bookOrders: { method: 'GET', path: '/api/v1/book-orders/:reference' },
} as const;
