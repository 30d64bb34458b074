// The demo's book pre-sale offer (spec §2 /checkout/:price/:token, §9 "book pre-sale about 20
// dollars"): the catalogue's book links to /checkout/20/preventa-libro, and this row is what that
// token sells, at the server's price.
import { PROJECT_ID } from '@campus/contract';
import { eq } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { bookOffers, courses } from '../schema.ts';

export const DEMO_BOOK_OFFER = {
  token: 'preventa-libro',
  title: 'Libro «Telemedicina práctica» (preventa)',
  description:
    'Reserve su ejemplar de «Telemedicina práctica: guía para profesionales de la salud» al precio especial de lanzamiento. Recibirá por correo el comprobante de su compra y, al publicarse, la versión digital completa.',
  price: '20.00',
  /** The catalogue item that links to the pre-sale page. */
  checkoutUrl: '/checkout/20/preventa-libro',
  terms: [
    'Esta es una compra anticipada (preventa) del libro «Telemedicina práctica: guía para profesionales de la salud». El precio de preventa es de 20,00 USD, IVA incluido, y se cobra una sola vez con tarjeta Visa o Master Card.',
    'La versión digital completa se enviará al correo indicado en el formulario en cuanto se publique. Mientras tanto recibirá el comprobante de pago y las novedades de la publicación.',
    'Si la publicación se retrasa más de 90 días desde la fecha anunciada, puede solicitar la devolución total escribiendo a soporte; también puede solicitarla dentro de los 7 días siguientes a la compra.',
    'Sus datos (nombre, correo y teléfono) se usan solo para entregarle el libro y el comprobante, y para contactarle sobre esta compra.',
  ].join('\n\n'),
} as const;

/** Adds the offer when its catalogue item exists and the token is free (an operator's edit stays). */
export async function seedBookOffers(db: Database): Promise<void> {
  const [course] = await db
    .select({ id: courses.id })
    .from(courses)
    .where(eq(courses.externalCheckoutUrl, DEMO_BOOK_OFFER.checkoutUrl))
    .limit(1);
  if (!course) return;
  await db
    .insert(bookOffers)
    .values({
      projectId: PROJECT_ID,
      token: DEMO_BOOK_OFFER.token,
      title: DEMO_BOOK_OFFER.title,
      description: DEMO_BOOK_OFFER.description,
      price: DEMO_BOOK_OFFER.price,
      currency: 'USD',
      terms: DEMO_BOOK_OFFER.terms,
      courseId: course.id,
      active: true,
    })
    .onConflictDoNothing();
}
