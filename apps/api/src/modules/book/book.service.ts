// The book pre-sale (spec §2 /checkout/:price/:token, §4): the token names an offer whose price is
// the server's; the URL's price is only compared with it and a different one is refused before any
// order exists. A purchase is an order of the orders service (one line: the offer's catalogue item
// at the offer's price) opened with the configured card provider; the provider sends the buyer back
// to our return route, which confirms with the provider and lands on the offer's page with the
// order's unguessable reference. That reference is the only key to the result: a guest sees their
// own purchase and nobody else's. The receipt e-mail is the orders service's, sent when it pays.
import {
  BOOK_MESSAGES,
  type BookCheckoutResponse,
  type BookOffer,
  type BookOrder,
  bookResultPath,
  centsToMoney,
  ERROR_CODES,
  isOfferPrice,
  PROJECT_ID,
  toCents,
  urlPriceToCents,
} from '@campus/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { ProviderUnavailable } from '../../integrations/payments/provider.ts';
import type { PaymentRegistry } from '../../integrations/payments/registry.ts';
import { NotFound, ValidationFailed } from '../../lib/errors.ts';
import {
  confirmOrder,
  createPendingOrder,
  openCheckout,
  orderByReference,
} from '../orders/orders.service.ts';
import {
  type BookOfferRow,
  findOfferByToken,
  findPurchaseByReference,
  insertPurchase,
  upsertOffer,
} from './book.repository.ts';

/** Path of the return route the provider sends the buyer to. */
export const BOOK_RETURN_PATH = '/api/v1/book-orders/return';

async function activeOffer(db: Database, token: string): Promise<BookOfferRow> {
  const offer = await findOfferByToken(db, PROJECT_ID, token);
  if (!offer?.active) throw new NotFound(BOOK_MESSAGES.offerNotFound);
  return offer;
}

function presentOffer(offer: BookOfferRow): BookOffer {
  return {
    token: offer.token,
    title: offer.title,
    description: offer.description,
    price: centsToMoney(toCents(offer.price)),
    currency: offer.currency,
    terms: offer.terms,
  };
}

export async function getBookOffer(db: Database, token: string): Promise<BookOffer> {
  return presentOffer(await activeOffer(db, token));
}

/** Demo seed and operators: creates or updates an offer. */
export async function saveBookOffer(
  db: Database,
  input: {
    token: string;
    title: string;
    description: string;
    price: string;
    terms: string;
    courseId: number;
    active?: boolean;
  },
): Promise<BookOffer> {
  const row = await upsertOffer(db, {
    projectId: PROJECT_ID,
    token: input.token,
    title: input.title,
    description: input.description,
    price: centsToMoney(toCents(input.price)),
    currency: 'USD',
    terms: input.terms,
    courseId: input.courseId,
    active: input.active ?? true,
  });
  return presentOffer(row);
}

/** Refuses a URL price that is not the offer's, before anything exists (nothing is charged). */
function assertOfferPrice(urlPrice: string, offer: BookOfferRow) {
  if (urlPriceToCents(urlPrice) === null) {
    throw ValidationFailed.field('price', BOOK_MESSAGES.priceInvalid, ERROR_CODES.priceMismatch);
  }
  if (!isOfferPrice(urlPrice, offer.price)) {
    const price = centsToMoney(toCents(offer.price));
    throw ValidationFailed.field('price', BOOK_MESSAGES.priceMismatch(price), ERROR_CODES.priceMismatch);
  }
}

export type BookCheckoutInput = {
  price: string;
  name: string;
  last_name: string;
  email: string;
  phone: string;
};

/**
 * Opens the purchase: a pending order at the OFFER's price with the configured provider, and the
 * provider's hosted card checkout. A logged-in buyer's order is theirs (so the offer's catalogue
 * item joins their courses once paid); a guest's carries only the e-mail the receipt goes to.
 */
export async function startBookCheckout(
  db: Database,
  config: Config,
  payments: PaymentRegistry,
  token: string,
  input: BookCheckoutInput,
  userId: number | null,
): Promise<BookCheckoutResponse> {
  const offer = await activeOffer(db, token);
  assertOfferPrice(input.price, offer);
  const provider = payments.active;
  const order = await db.transaction(async (tx) => {
    const created = await createPendingOrder(tx, {
      userId,
      email: input.email,
      buyerName: `${input.name} ${input.last_name}`,
      provider: provider.name,
      vatRate: config.vatRate,
      items: [{ courseId: offer.courseId, priceCents: toCents(offer.price) }],
    });
    await insertPurchase(tx, {
      offerId: offer.id,
      orderId: created.id,
      firstName: input.name,
      lastName: input.last_name,
      email: input.email,
      phone: input.phone,
    });
    return created;
  });
  const returnUrl = `${config.publicUrl}${BOOK_RETURN_PATH}?provider=${encodeURIComponent(provider.name)}`;
  // A provider that fails leaves the order as failure and answers 502 with the spec's message.
  const redirectUrl = await openCheckout(db, provider, order, config.publicUrl, returnUrl);
  return { reference: order.reference!, redirect_url: redirectUrl };
}

/**
 * The buyer comes back from the provider: confirm at once (PayPhone reverses what is not confirmed
 * within 5 minutes) and land on the offer's page with the reference. Never an error page: an
 * unreachable provider leaves the order pending for the reconciliation job, and the page says so.
 */
export async function handleBookReturn(
  db: Database,
  config: Config,
  payments: PaymentRegistry,
  query: Record<string, string>,
  log?: FastifyBaseLogger,
): Promise<string> {
  const provider = payments.get(query.provider ?? payments.active.name);
  const params = provider?.readReturn(query) ?? null;
  if (!provider || !params) return '/';
  const found = await findPurchaseByReference(db, params.reference);
  if (!found) return '/';
  try {
    await confirmOrder(db, provider, params.reference, {
      publicUrl: config.publicUrl,
      query,
      providerRef: params.providerRef,
    });
  } catch (err) {
    if (!(err instanceof ProviderUnavailable)) log?.error({ err }, 'preventa: confirmación fallida');
  }
  return bookResultPath({ token: found.offer.token, price: found.offer.price }, params.reference);
}

/** GET /api/v1/book-orders/{reference}: the purchase its reference names (unknown → 404). */
export async function getBookOrder(db: Database, reference: string): Promise<BookOrder> {
  const found = await findPurchaseByReference(db, reference);
  const order = found ? await orderByReference(db, reference) : null;
  if (!found || !order) throw new NotFound(BOOK_MESSAGES.orderNotFound);
  const status = order.status === 'approved' ? 'success' : order.status;
  return {
    reference,
    status: (['pending', 'success', 'failure', 'refunded'].includes(status)
      ? status
      : 'pending') as BookOrder['status'],
    token: found.offer.token,
    title: found.offer.title,
    total: centsToMoney(toCents(order.total)),
    currency: order.currency,
    email: found.purchase.email,
    first_name: found.purchase.firstName,
    transactional_id: order.transactionalId,
    authorization_code: order.authorizationCode,
    paid_at: order.paidAt?.toISOString() ?? null,
  };
}
