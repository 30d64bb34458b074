import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOperator } from '../../test/admin.ts';
import { call, createTestApp, type TestApp } from '../../test/helpers.ts';
import { clearPublicCatalogue } from '../modules/catalogue/catalogue.admin.service.ts';
import { CATALOGUE_CACHE_MS, catalogueCache } from '../modules/catalogue/catalogue.cache.ts';

/** Waits until `check` holds, or fails after `ms`. */
async function eventually(check: () => boolean, ms = 3000): Promise<void> {
  const until = Date.now() + ms;
  while (!check()) {
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const fill = (t: TestApp, key: string) => catalogueCache(t.app).get(key, async () => key);

/** An operator's write through the admin API (it calls clearPublicCatalogue). */
async function createCategoryAsOperator(t: TestApp, name: string): Promise<void> {
  const op = await createOperator(t.app, t.db);
  const res = await call(t.app, op.adminToken, {
    method: 'POST',
    url: '/api/admin/categories',
    payload: { name },
  });
  expect(res.statusCode, res.body).toBe(201);
}

// Two instances (two apps in this process, each with its own Redis connections and cache) on one
// Redis: an operator's change on one clears the other's public catalogue cache. The two-process
// test (test/multi-instance.test.ts) checks the same over HTTP with real processes.
describe.runIf(process.env.TEST_REDIS_URL)(
  'catalogue cache invalidation through Redis (TEST_REDIS_URL)',
  () => {
    let a: TestApp;
    let b: TestApp;
    beforeAll(async () => {
      const env = { REDIS_URL: process.env.TEST_REDIS_URL! };
      a = await createTestApp(env);
      b = await createTestApp(env);
      // Tests turn the cache off; these check the cache itself, with the production TTL.
      catalogueCache(a.app).setTtl(CATALOGUE_CACHE_MS);
      catalogueCache(b.app).setTtl(CATALOGUE_CACHE_MS);
    });
    afterAll(async () => {
      await a?.close();
      await b?.close();
    });

    it('clearPublicCatalogue on one instance clears the other within moments, and its own at once', async () => {
      await fill(a, 'categories');
      await fill(b, 'categories');
      await fill(b, 'featured');
      expect(catalogueCache(b.app).size).toBe(2);
      clearPublicCatalogue(a.app);
      expect(catalogueCache(a.app).size).toBe(0);
      await eventually(() => catalogueCache(b.app).size === 0);
    });

    it('an operator write through the admin API clears the other instance', async () => {
      const op = await createOperator(a.app, a.db);
      await fill(b, 'categories');
      const res = await call(a.app, op.adminToken, {
        method: 'POST',
        url: '/api/admin/categories',
        payload: { name: 'Categoría del bus' },
      });
      expect(res.statusCode, res.body).toBe(201);
      await eventually(() => catalogueCache(b.app).size === 0);
    });
  },
);

/** A TCP relay to Redis whose connections the test can cut (a network blip, a Redis restart). */
async function relayTo(url: string) {
  const target = new URL(url);
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 6379), target.hostname);
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on('error', () => {});
      s.on('close', () => {
        sockets.delete(s);
        client.destroy();
        upstream.destroy();
      });
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `redis://127.0.0.1:${(server.address() as net.AddressInfo).port}`,
    cut: () => {
      for (const s of sockets) s.destroy();
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe.runIf(process.env.TEST_REDIS_URL)(
  'catalogue cache after a Redis disconnection (TEST_REDIS_URL)',
  () => {
    let a: TestApp;
    let b: TestApp;
    let relay: Awaited<ReturnType<typeof relayTo>>;
    beforeAll(async () => {
      relay = await relayTo(process.env.TEST_REDIS_URL!);
      a = await createTestApp({ REDIS_URL: process.env.TEST_REDIS_URL! });
      b = await createTestApp({ REDIS_URL: relay.url, LOG_LEVEL: 'silent' });
      catalogueCache(b.app).setTtl(CATALOGUE_CACHE_MS);
    });
    afterAll(async () => {
      await a?.close();
      await b?.close();
      await relay?.close();
    });

    it('an instance that lost its subscription clears its cache when it is back (it may have missed a change), then hears changes again', async () => {
      relay.cut();
      // Filled while disconnected: a change published now would not reach it.
      await fill(b, 'categories');
      expect(catalogueCache(b.app).size).toBe(1);
      await eventually(() => catalogueCache(b.app).size === 0, 8000);
      await fill(b, 'featured');
      clearPublicCatalogue(a.app);
      await eventually(() => catalogueCache(b.app).size === 0);
    });
  },
);

describe('catalogue cache invalidation with Redis unreachable (REDIS_URL set, nothing listening)', () => {
  let t: TestApp;
  const logs: string[] = [];
  beforeAll(async () => {
    t = await createTestApp(
      { REDIS_URL: 'redis://127.0.0.1:1', LOG_LEVEL: 'warn' },
      { logStream: { write: (line) => void logs.push(line) } },
    );
    catalogueCache(t.app).setTtl(CATALOGUE_CACHE_MS);
  });
  afterAll(async () => t?.close());

  it("an operator's write still succeeds and clears this instance's cache; a warning says the others lag", async () => {
    await fill(t, 'categories');
    await createCategoryAsOperator(t, 'Sin Redis');
    expect(catalogueCache(t.app).size).toBe(0);
    await eventually(() => logs.some((l) => /"level":40/.test(l) && /cambio del catálogo/.test(l)));
  });
});
