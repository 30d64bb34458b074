import {
  ACCEPTED_CARDS,
  messageSchema,
  PAYMENT_CURRENCY,
  paymentReturnQuerySchema,
  validationErrorSchema,
  webhookParamsSchema,
  webhookResponseSchema,
} from '@campus/contract';
import { paymentsOperations as op } from '@campus/contract/operations/payments';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { createSandboxProvider } from '../../integrations/payments/sandbox.ts';
import { sandboxPageRoutes } from '../../integrations/payments/sandbox-page.ts';
import { routeFor } from '../../lib/operation-route.ts';
import { currentUserId } from '../../plugins/auth.ts';
import { assertSelf } from '../accounts/accounts.service.ts';
import { getOrderDetail } from '../orders/orders.service.ts';
import {
  flatQuery,
  handleReturn,
  handleWebhook,
  type LegacyKind,
  recordLegacyPayment,
} from './payments.service.ts';
import { startReconciliationJob } from './reconcile.ts';

/** Webhook deliveries per minute and address: signed providers, and unsigned ones (PayPhone). */
export const SIGNED_WEBHOOKS_PER_MINUTE = 5000;
export const UNSIGNED_WEBHOOKS_PER_MINUTE = 60;

const _errors = { 401: messageSchema, 403: messageSchema, 404: messageSchema, 422: validationErrorSchema };

/** Orders, the provider's return and webhooks, payment information and the legacy §7 payment calls. */
export async function paymentsRoutes(app: FastifyInstance) {
  // Orders left pending are confirmed again with their provider, every
  // PAYMENTS_RECONCILE_INTERVAL_SECONDS (0: never).
  if (app.config.paymentsReconcileIntervalSeconds > 0)
    app.jobs.add('payments-reconciliation', () =>
      startReconciliationJob(app.db, app.payments, app.config, app.log),
    );

  const r = app.withTypeProvider<ZodTypeProvider>();
  const user = { auth: 'user' as const };
  const publicUrl = app.config.publicUrl;

  r.route({
    ...routeFor(op.order),
    config: user,
    handler: async (request) =>
      getOrderDetail(app.db, currentUserId(request), request.params.id, app.config.vatRate),
  });

  r.route({
    ...routeFor(op.info),
    handler: async () => ({
      provider: app.payments.active.name,
      currency: PAYMENT_CURRENCY as typeof PAYMENT_CURRENCY,
      vat_rate: app.config.vatRate,
      accepted_cards: [...ACCEPTED_CARDS],
    }),
  });

  r.get(
    '/api/v1/payments/return',
    {
      config: { auth: 'none', rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags: ['pagos'],
        summary:
          'Regreso desde el proveedor: el servidor confirma el pago con el proveedor y redirige a /home/payment/success|failure|pending?order={id}',
        querystring: paymentReturnQuerySchema,
        response: { 302: messageSchema.partial(), 404: messageSchema, 422: validationErrorSchema },
      },
    },
    async (request, reply) => {
      const location = await handleReturn(app.db, app.payments, publicUrl, flatQuery(request.query));
      return reply.header('cache-control', 'no-store').redirect(location, 302);
    },
  );

  // Webhooks: the body is read as text, as signed; it is parsed by the provider's adapter only.
  await app.register(async (hooks) => {
    hooks.removeAllContentTypeParsers();
    hooks.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 262_144 }, (_request, body, done) =>
      done(null, body),
    );
    hooks.withTypeProvider<ZodTypeProvider>().post(
      '/api/v1/payments/webhook/:provider',
      {
        config: {
          auth: 'none',
          rateLimit: {
            // Signed notifications (sandbox) come in bursts from the provider; unsigned ones
            // (PayPhone) cost a Confirm with the merchant's token, so an address sends few.
            max: (request: FastifyRequest) =>
              (request.params as { provider?: string }).provider === 'sandbox'
                ? SIGNED_WEBHOOKS_PER_MINUTE
                : UNSIGNED_WEBHOOKS_PER_MINUTE,
            timeWindow: '1 minute',
            keyGenerator: (request: FastifyRequest) =>
              `webhook:${(request.params as { provider?: string }).provider ?? ''}:${request.ip}`,
          },
        },
        schema: {
          tags: ['pagos'],
          summary:
            'Notificación del proveedor: se verifica (firma, vigencia) y solo dispara la confirmación con el proveedor. Sin firma (PayPhone): solo para órdenes pendientes, una consulta por referencia cada pocos segundos; otras → 200 `ignored`. Proveedor no configurado → 404',
          params: webhookParamsSchema,
          response: {
            200: webhookResponseSchema,
            400: messageSchema,
            401: messageSchema,
            404: messageSchema,
            429: messageSchema,
            503: messageSchema,
          },
        },
      },
      async (request) =>
        handleWebhook(
          app.db,
          app.payments,
          publicUrl,
          request.params.provider,
          request.headers,
          typeof request.body === 'string' ? request.body : '',
        ),
    );
  });

  // ── Spec §7 "Payments" for old clients: triggers, never grants by themselves ────────────────
  const legacy = (
    kind: LegacyKind,
    operation: typeof op.orderConsultSuccess | typeof op.orderConsultFailure,
  ) =>
    r.route({
      ...routeFor(operation),
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      handler: async (request) =>
        recordLegacyPayment(app.db, app.payments, publicUrl, kind, {
          userId: null,
          transactionalId: request.body.transactional_id,
          email: request.body.email,
        }),
    });
  legacy('success', op.orderConsultSuccess);
  legacy('failure', op.orderConsultFailure);

  const userLegacy = (
    kind: LegacyKind,
    operation:
      | typeof op.orderConsultPending
      | typeof op.insertUserCourses
      | typeof op.insertUserCoursesPending
      | typeof op.insertUserCoursesFailure,
  ) =>
    r.route({
      ...routeFor(operation),
      config: { ...user, rateLimit: { max: 30, timeWindow: '1 minute' } },
      handler: async (request) => {
        const userId = currentUserId(request);
        await assertSelf(app.db, userId, { user_id: request.body.user_id });
        return recordLegacyPayment(app.db, app.payments, publicUrl, kind, {
          userId,
          transactionalId: request.body.transactional_id,
        });
      },
    });
  userLegacy('pending', op.orderConsultPending);
  userLegacy('success', op.insertUserCourses);
  userLegacy('pending', op.insertUserCoursesPending);
  userLegacy('failure', op.insertUserCoursesFailure);

  // The sandbox provider's hosted page, only where the sandbox exists.
  const sandbox = app.payments.get('sandbox');
  if (sandbox && 'notify' in sandbox) {
    await sandboxPageRoutes(app, sandbox as ReturnType<typeof createSandboxProvider>);
  }
}
