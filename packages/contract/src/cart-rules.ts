// The cart's messages and answer codes, free of zod so the student pages' cart badge and buttons
// use them without loading the schemas; cart.ts re-exports all of it.

/** Spanish messages of the cart; the quoted ones keep spec §8's wording, with correct orthography. */
export const CART_MESSAGES = {
  added: '¡Se agregó su curso al carrito de compras!',
  alreadyInCart: '¡Este curso ya se encuentra en seleccionado!',
  alreadyOwned: 'Ya se encuentra registrado en este curso.',
  removed: 'Ítem eliminado',
  cleared: 'Carrito vacío',
  freeEnrolled: '¡Listo! Ya está inscrito en este curso gratuito.',
  courseNotFound: 'El curso no existe o no está disponible.',
  notYourCart: 'Solo puede modificar su propio carrito.',
  uploading: 'Agregando cursos al carrito…',
} as const;

/**
 * Answer codes of POST /api/v1/addCourseShoppingCard. 22 is the spec's (already owned); 0 added,
 * 21 already in the cart, 1 a free course enrolled at once.
 */
export const CART_CODE = { added: 0, freeEnrolled: 1, alreadyInCart: 21, alreadyOwned: 22 } as const;
