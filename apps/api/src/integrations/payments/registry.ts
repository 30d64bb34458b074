// Which payment provider the server uses (PAYMENT_PROVIDER), built once per app and shared by the
// cart, orders and payments modules through `app.payments`. Orders remember the provider that
// opened them, so an order is always confirmed by that provider even after the setting changes.
import type { FastifyBaseLogger, FastifyInstance, InjectOptions } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { createPayphoneProvider } from './payphone.ts';
import type { PaymentProvider } from './provider.ts';
import { createSandboxProvider } from './sandbox.ts';

/** What an adapter may use to build itself. */
export type ProviderContext = {
  config: Config;
  db: Database;
  log: FastifyBaseLogger;
  /**
   * Sends a request into this server after `delayMs` (the sandbox posts its webhooks through it, as a
   * provider would over the network). Pending deliveries are dropped when the server closes.
   */
  deliver: (request: InjectOptions, delayMs: number) => void;
};

export type ProviderFactory = (ctx: ProviderContext) => PaymentProvider;

/**
 * The adapters this folder holds, by name. A module adds its own (the Hotmart module's, which
 * confirms from the purchases it records) in `modules/payments/providers.ts`, and the server builds
 * its registry from that list; `PAYMENT_PROVIDER` picks the active one.
 */
export const PROVIDER_FACTORIES: Readonly<Record<string, ProviderFactory>> = {
  sandbox: createSandboxProvider,
  payphone: createPayphoneProvider,
};

export type PaymentRegistry = {
  /** The provider new checkouts use. */
  active: PaymentProvider;
  /** A provider by name (the one stored on an order), or null when this server has none by that name. */
  get(name: string): PaymentProvider | null;
};

/** The providers of `factories`, each built on first use. */
export function createPaymentRegistry(
  factories: Readonly<Record<string, ProviderFactory>>,
  ctx: ProviderContext,
): PaymentRegistry {
  const built = new Map<string, PaymentProvider>();
  const get = (name: string): PaymentProvider | null => {
    const existing = built.get(name);
    if (existing) return existing;
    if (!Object.hasOwn(factories, name)) return null;
    // The sandbox never charges: in production it exists only when explicitly allowed.
    if (name === 'sandbox' && ctx.config.isProduction && ctx.config.paymentProvider !== 'sandbox')
      return null;
    let provider: PaymentProvider;
    try {
      provider = factories[name]!(ctx);
    } catch (err) {
      // A provider this server is not configured for (PayPhone without its token) does not exist
      // here: its return and webhook routes answer 404. The active one must be configured.
      if (name === ctx.config.paymentProvider) throw err;
      return null;
    }
    built.set(name, provider);
    return provider;
  };
  const active = get(ctx.config.paymentProvider);
  if (!active) throw new Error(`PAYMENT_PROVIDER desconocido: ${ctx.config.paymentProvider}`);
  return { active, get };
}

declare module 'fastify' {
  interface FastifyInstance {
    payments: PaymentRegistry;
  }
}

/** Decorates `app.payments` with the providers of `factories`. */
export const paymentsPlugin = fp(
  async (app: FastifyInstance, options: { factories: Readonly<Record<string, ProviderFactory>> }) => {
    const timers = new Set<NodeJS.Timeout>();
    const inFlight = new Set<Promise<unknown>>();
    let closing = false;
    const registry = createPaymentRegistry(options.factories, {
      config: app.config,
      db: app.db,
      log: app.log,
      deliver: (request, delayMs) => {
        const timer = setTimeout(() => {
          timers.delete(timer);
          if (closing) return;
          const p: Promise<unknown> = app
            .inject(request)
            .then((res) => {
              if (res.statusCode >= 300)
                app.log.warn({ status: res.statusCode }, 'webhook del sandbox rechazado');
            })
            .catch((err) => app.log.warn({ err }, 'webhook del sandbox no entregado'))
            .finally(() => inFlight.delete(p));
          inFlight.add(p);
        }, delayMs);
        timer.unref();
        timers.add(timer);
      },
    });
    app.decorate('payments', registry);
    app.addHook('preClose', async () => {
      closing = true;
      for (const t of timers) clearTimeout(t);
      timers.clear();
      await Promise.allSettled([...inFlight]);
    });
  },
  { name: 'payments', dependencies: ['db'] },
);
