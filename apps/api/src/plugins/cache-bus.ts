import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { connectRedis, openRedis } from '../lib/redis.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Tells the other instances that their cached public answers are stale. */
    cacheBus: CacheBus;
  }
}

export type CacheBus = {
  /** Publishes "the catalogue changed" (after this instance cleared its own cache); never throws. */
  catalogueChanged(): void;
};

export type CacheBusOptions = {
  /** Clears this instance's cached public catalogue (the catalogue module's, passed in by app.ts). */
  clearCatalogue(): void;
};

/** The Redis channel; the message is the publishing instance's id, which ignores its own. */
export const CATALOGUE_CHANNEL = 'campus:catalogue-changed';
const OUTAGE = 'las demás instancias verán los cambios del catálogo al vencer su caché (30 s)';

/**
 * Cross-instance invalidation of the public catalogue cache (`clearCatalogue`: API answers and
 * server-rendered pages). Without REDIS_URL there is one instance and nothing to tell. With it, each
 * instance subscribes to CATALOGUE_CHANNEL and clears its cache when another publishes; after a
 * reconnection it clears once more, since messages sent meanwhile were lost. Redis down never fails
 * an operator's write: the publish is logged as a warning and the others catch up within the TTL.
 */
export const cacheBusPlugin = fp(
  async (app: FastifyInstance, options: CacheBusOptions) => {
    const url = app.config.redisUrl;
    if (!url) {
      app.decorate('cacheBus', { catalogueChanged() {} });
      return;
    }
    const instance = randomUUID();
    const publisher = connectRedis(app.log, url, OUTAGE);
    const subscriber = connectRedis(app.log, url, OUTAGE);
    let subscribed = false;
    subscriber.on('ready', () => {
      subscriber
        .subscribe(CATALOGUE_CHANNEL)
        .then(() => {
          if (subscribed) options.clearCatalogue();
          subscribed = true;
        })
        .catch((err: Error) => subscriber.emit('error', err));
    });
    subscriber.on('message', (channel: string, message: string) => {
      if (channel === CATALOGUE_CHANNEL && message !== instance) options.clearCatalogue();
    });
    await Promise.all([openRedis(publisher), openRedis(subscriber)]);
    app.addHook('onClose', async () => {
      publisher.disconnect();
      subscriber.disconnect();
    });
    app.decorate('cacheBus', {
      catalogueChanged() {
        publisher
          .publish(CATALOGUE_CHANNEL, instance)
          .catch((err: Error) =>
            app.log.warn(
              { err: err.message },
              `Redis (REDIS_URL): no se pudo avisar del cambio del catálogo; ${OUTAGE}`,
            ),
          );
      },
    });
  },
  { name: 'cache-bus', dependencies: ['db'] },
);
