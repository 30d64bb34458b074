// Test helpers of the money path: put courses in a cart, check out, pay on the sandbox's page and
// come back through the return URL, as a browser would.
import { PROJECT_ID, SANDBOX_SIGNATURE_HEADER, SANDBOX_TEST_CARDS } from '@campus/contract';
import type { FastifyInstance } from 'fastify';
import { signSandboxWebhook } from '../src/integrations/payments/sandbox.ts';
import { call } from './helpers.ts';

export type Card = keyof typeof SANDBOX_TEST_CARDS;

/** Adds the courses to the user's cart and checks out; returns the checkout answer. */
export async function checkoutCourses(app: FastifyInstance, token: string, courseIds: number[]) {
  for (const id of courseIds) {
    const res = await call(app, token, {
      method: 'POST',
      url: '/api/v1/addCourseShoppingCard',
      payload: { course_id: id, proyect_id: PROJECT_ID },
    });
    if (res.statusCode !== 200) throw new Error(`add ${id}: ${res.statusCode} ${res.body}`);
  }
  const res = await call(app, token, {
    method: 'POST',
    url: '/api/v1/checkout',
    payload: { proyect_id: PROJECT_ID },
  });
  if (res.statusCode !== 200) throw new Error(`checkout: ${res.statusCode} ${res.body}`);
  return res.json() as { order_id: number; status: string; redirect_url: string };
}

/** The sandbox page's path from an absolute redirect URL. */
export const sandboxPath = (redirectUrl: string) => new URL(redirectUrl).pathname;

/** Submits the sandbox's card form; returns the answer (303 to the return URL when decided). */
export function submitSandbox(
  app: FastifyInstance,
  redirectUrl: string,
  card: Card | 'cancel',
  extra: Record<string, string> = {},
) {
  const form =
    card === 'cancel'
      ? { action: 'cancel' }
      : {
          action: 'pay',
          card_number: SANDBOX_TEST_CARDS[card],
          holder: 'Ana Pérez',
          expiry: '12/39',
          cvv: '123',
          ...extra,
        };
  return app.inject({
    method: 'POST',
    url: sandboxPath(redirectUrl),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(form).toString(),
  });
}

let buyerAddress = 0;
/** A distinct client address per buyer, so the per-IP rate limits of the pages do not mix buyers. */
export const nextBuyerAddress = () =>
  `10.9.${Math.floor(++buyerAddress / 250) % 250}.${(buyerAddress % 250) + 1}`;

/** Pays on the sandbox, follows the redirect to our return URL; returns where the buyer lands. */
export async function payAndReturn(app: FastifyInstance, redirectUrl: string, card: Card | 'cancel') {
  const paid = await submitSandbox(app, redirectUrl, card);
  if (paid.statusCode !== 303) throw new Error(`sandbox: ${paid.statusCode} ${paid.body.slice(0, 200)}`);
  const back = new URL(String(paid.headers.location));
  const res = await app.inject({
    method: 'GET',
    url: `${back.pathname}${back.search}`,
    remoteAddress: nextBuyerAddress(),
  });
  return { returnUrl: back, status: res.statusCode, location: String(res.headers.location ?? '') };
}

/** A sandbox webhook as the sandbox would sign it (or forged/stale when asked). */
export function sandboxWebhook(
  app: FastifyInstance,
  secret: string,
  body: { event_id: string; reference: string },
  options: { timestamp?: number; forge?: boolean } = {},
) {
  const payload = JSON.stringify({ type: 'payment.updated', ...body });
  let signature = signSandboxWebhook(secret, payload, options.timestamp);
  if (options.forge) signature = signSandboxWebhook('not-the-secret-at-all', payload, options.timestamp);
  return app.inject({
    method: 'POST',
    url: '/api/v1/payments/webhook/sandbox',
    headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signature },
    payload,
  });
}
