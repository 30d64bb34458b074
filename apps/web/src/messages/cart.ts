import { CART_MESSAGES } from '@campus/contract/cart-rules';
import { ORDER_MESSAGES } from '@campus/contract/orders-rules';

/**
 * Strings of the cart, the payment result pages and the payment information page (student area,
 * lazy: kept out of es.ts, which is in the public bundle).
 */
export const cartMessages = {
  cart: {
    title: 'Carrito de compras',
    intro: 'Revise los cursos antes de pagar. El precio final incluye IVA.',
    itemsLabel: 'Cursos en su carrito',
    remove: 'Quitar',
    removeLabel: (name: string) => `Quitar ${name} del carrito`,
    removing: 'Quitando…',
    removed: CART_MESSAGES.removed,
    removeError: 'No pudimos quitar el curso. Intente nuevamente.',
    summaryTitle: 'Resumen de la compra',
    base: 'Subtotal sin IVA',
    vat: (percent: string) => `IVA ${percent}`,
    total: 'Total',
    currencyNote: 'Precios en dólares de los Estados Unidos (USD).',
    pay: 'Pagar',
    paying: 'Redirigiendo al pago…',
    payError: (host: string) => `¡ERROR inesperado, intente nuevamente o contáctenos a soporte@${host}!`,
    emptyCart: ORDER_MESSAGES.emptyCart,
    cards: (cards: string) => `Aceptamos tarjetas ${cards}.`,
    cardsLabel: 'Tarjetas aceptadas',
    secureNote:
      'El pago se hace en la página segura del procesador de pagos: sus datos de tarjeta no pasan por nuestro servidor.',
    howItWorks: '¿Cómo funciona el pago?',
    empty: 'Su carrito está vacío.',
    emptyHint: 'Explore el catálogo y agregue los cursos que quiera tomar.',
    browse: 'Explorar cursos',
    loadError: 'No pudimos cargar su carrito. Intente nuevamente.',
    goToCart: 'Ir al carrito',
    seeCart: 'Ver carrito',
    enterCourse: 'Entrar al curso',
    adding: 'Agregando…',
  },
  add: {
    added: CART_MESSAGES.added,
    alreadyInCart: CART_MESSAGES.alreadyInCart,
    alreadyOwned: CART_MESSAGES.alreadyOwned,
    freeEnrolled: CART_MESSAGES.freeEnrolled,
    failed: 'No pudimos agregar el curso al carrito. Intente nuevamente.',
  },
  upload: {
    uploading: CART_MESSAGES.uploading,
    failed:
      'No pudimos pasar a su carrito algunos cursos elegidos antes de iniciar sesión. Agréguelos de nuevo desde el catálogo.',
  },
  result: {
    success: {
      title: ORDER_MESSAGES.purchaseSuccess,
      toast: ORDER_MESSAGES.success,
      text: 'Su pago fue confirmado y ya tiene acceso a sus cursos. Le enviamos el comprobante por correo.',
      goNow: 'Ir a Mis cursos ahora',
      redirect: (s: number) => `Le llevaremos a Mis cursos en ${s} ${s === 1 ? 'segundo' : 'segundos'}.`,
    },
    pending: {
      title: ORDER_MESSAGES.purchasePending,
      toast: ORDER_MESSAGES.purchasePending,
      text: 'El procesador de pagos aún no confirma su pago. Cuando lo apruebe, le daremos acceso al curso y le avisaremos por correo; puede seguir el estado en Facturación.',
      goNow: 'Ir a Facturación ahora',
      redirect: (s: number) => `Le llevaremos a Facturación en ${s} ${s === 1 ? 'segundo' : 'segundos'}.`,
    },
    failure: {
      title: ORDER_MESSAGES.purchaseRejected,
      toast: ORDER_MESSAGES.rejected,
      text: 'El pago no fue aprobado y no se hizo ningún cargo por esta orden. Sus cursos siguen en el carrito para que intente de nuevo, con otra tarjeta si lo prefiere.',
      goNow: 'Volver al carrito ahora',
      redirect: (s: number) => `Le llevaremos al carrito en ${s} ${s === 1 ? 'segundo' : 'segundos'}.`,
    },
    unknown: {
      title: 'No pudimos confirmar su pago',
      goNow: 'Ir a Facturación ahora',
      redirect: (s: number) => `Le llevaremos a Facturación en ${s} ${s === 1 ? 'segundo' : 'segundos'}.`,
    },
    order: (id: number) => `Orden n.º ${id}`,
    total: 'Total pagado',
    totalDue: 'Total',
    items: 'Cursos de la orden',
    stay: 'Quedarme en esta página',
    stayed: 'Redirección cancelada.',
    loadError: 'No pudimos leer su orden. En Facturación verá el estado de cada pago.',
    missingOrder: 'No encontramos la orden de este pago. En Facturación verá el estado de cada pago.',
    others: 'Otros cursos que le pueden interesar',
  },
  info: {
    title: 'Información de pagos',
    intro: 'Cómo pagar sus cursos en Campus Salud, qué cobramos y qué pasa con su dinero.',
    cardsTitle: 'Tarjetas aceptadas',
    cardsText: (cards: string) => `Puede pagar con tarjetas de crédito o débito ${cards}.`,
    currencyTitle: 'Moneda e impuestos',
    currencyText: (currency: string, rate: string) =>
      `Los precios están en dólares de los Estados Unidos (${currency}) e incluyen el IVA del ${rate}. En el carrito y en cada recibo verá el subtotal sin IVA, el IVA y el total.`,
    stepsTitle: 'Paso a paso',
    steps: [
      'Agregue los cursos al carrito desde el catálogo.',
      'En el carrito revise el total y pulse «Pagar».',
      'Le llevamos a la página segura del procesador de pagos, donde ingresa los datos de su tarjeta.',
      'Al volver, confirmamos el pago directamente con el procesador y le damos acceso al curso de inmediato.',
    ],
    securityTitle: 'Seguridad',
    securityText:
      'Los datos de su tarjeta se ingresan solo en la página del procesador de pagos: nunca pasan por nuestro servidor ni los guardamos. Solo damos acceso a un curso después de que el procesador nos confirma el pago.',
    pendingTitle: 'Pagos pendientes',
    pendingText:
      'Algunos pagos quedan pendientes de aprobación. Los revisamos automáticamente con el procesador; cuando se aprueban le damos acceso y le enviamos el recibo por correo. Si no se aprueban, no se hace ningún cargo.',
    refundsTitle: 'Reembolsos',
    refundsText:
      'Si necesita un reembolso, escríbanos. Al reembolsar un pago, el acceso a los cursos de esa orden se retira y la orden aparece como «Reembolsado» en Facturación.',
    supportTitle: '¿Necesita ayuda?',
    supportText: 'Escríbanos a',
    loadError: 'No pudimos cargar la información de pagos. Intente nuevamente.',
    goToCart: 'Ir al carrito',
    billing: 'Ver mis compras',
  },
} as const;
