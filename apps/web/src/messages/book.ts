import { BOOK_MESSAGES } from '@campus/contract/book';
import { ACCEPTED_CARDS } from '@campus/contract/payments-rules';

/**
 * Strings of the book pre-sale page (/checkout/:price/:token, spec §2 and §4). Lazy: imported only
 * by that page, so the public bundle does not grow. The spec's outcome messages come from the
 * contract, so the server and the page say the same words.
 */
export const bookMessages = {
  pageTitle: 'Preventa del libro',
  loading: 'Cargando la preventa…',
  loadError: 'No pudimos cargar la preventa. Revise su conexión e intente nuevamente.',
  retry: 'Intentar de nuevo',
  notFound: BOOK_MESSAGES.offerNotFound,
  backHome: 'Volver al inicio',
  eyebrow: 'Preventa',
  priceLabel: 'Precio de preventa',
  vatIncluded: 'IVA incluido',
  /** The link's price is not the offer's. */
  priceMismatchTitle: 'El precio de este enlace no es válido',
  priceMismatch: BOOK_MESSAGES.priceMismatch,
  openRightLink: (price: string) => `Ver la preventa a ${price}`,
  steps: { terms: 'Términos', buyer: 'Sus datos', pay: 'Pago' },
  stepOf: (n: number, total: number) => `Paso ${n} de ${total}`,
  termsTitle: 'Términos y condiciones de la preventa',
  termsIntro: 'Lea los términos antes de continuar. Para comprar debe aceptarlos.',
  accept: 'Acepto los términos',
  decline: 'No acepto',
  declinedTitle: 'No aceptó los términos de la preventa',
  declined:
    'Para comprar el libro en preventa es necesario aceptar sus términos y condiciones. No se realizó ningún cobro ni se guardaron sus datos.',
  declinedRedirect: (seconds: number) => `Le llevaremos al inicio en ${seconds} segundos.`,
  reviewAgain: 'Revisar los términos otra vez',
  buyerTitle: 'Datos del comprador',
  buyerIntro: 'Enviaremos el comprobante de pago a su correo electrónico.',
  name: 'Nombres',
  lastName: 'Apellidos',
  email: 'Correo electrónico',
  phone: 'Teléfono',
  pay: (price: string) => `Pagar ${price} con tarjeta`,
  paying: 'Redirigiendo al pago…',
  cards: `Aceptamos tarjetas ${ACCEPTED_CARDS.join(' y ')}.`,
  secureNote:
    'El pago se hace en la página segura del procesador de pagos: sus datos de tarjeta no pasan por nuestro servidor.',
  payError: (host: string) => `¡ERROR inesperado, intente nuevamente o contáctenos a soporte@${host}!`,
  changeTerms: 'Volver a los términos',
  /** Spec §4/§8 outcome messages. */
  approvedTitle: BOOK_MESSAGES.approvedTitle,
  approved: BOOK_MESSAGES.approved,
  approvedBody: (email: string) => `Le enviamos el comprobante de su compra a ${email}.`,
  rejectedTitle: BOOK_MESSAGES.rejectedTitle,
  rejected: BOOK_MESSAGES.rejected,
  rejectedBody:
    'El pago no fue aprobado y no se realizó ningún cobro. Puede intentar de nuevo con otra tarjeta.',
  tryAgain: 'Intentar de nuevo',
  checking: 'Estamos confirmando su pago con el procesador de pagos…',
  stillPending:
    'Su pago aún no está confirmado. Apenas el procesador lo confirme le enviaremos el comprobante por correo; no vuelva a pagar.',
  orderNotFound: BOOK_MESSAGES.orderNotFound,
  receipt: {
    product: 'Producto',
    total: 'Total pagado',
    transaction: 'Transacción',
    authorization: 'Autorización',
    reference: 'Referencia',
  },
  close: 'Cerrar',
};
