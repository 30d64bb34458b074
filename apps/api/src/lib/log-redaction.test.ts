// What the logs show of requests and errors that carry live capabilities: signed media links,
// payment and order references, provider references on return URLs. The lines are read as pino
// writes them (JSON), and none may hold the secret values.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers.ts';
import { createMediaSigner } from '../modules/learning/media.ts';
import { serializeError } from './log-errors.ts';
import { redactText, redactUrl } from './redact-url.ts';

const REFERENCE = 'cs-1f0c9a7be42d5c6b8a9e0f13';
const PAYPHONE_ID = '48151623';
const BOOK_REFERENCE = 'cs-77aa01bc9d3e4f5a6b7c8d9e';

let t: TestApp;
const lines: string[] = [];
beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: 'info' }, { logStream: { write: (line) => void lines.push(line) } });
});
afterAll(async () => t.close());

/** The log lines written while `run` ran. */
async function logged(run: () => Promise<unknown>): Promise<string> {
  const from = lines.length;
  await run();
  return lines.slice(from).join('\n');
}

describe('request logs hide capabilities', () => {
  it('a signed media link (its signature and file) never reaches the log', async () => {
    const link = createMediaSigner(t.config.captchaHmacKey).link(
      { id: 12, url: '/media/video/demo-clase.mp4' },
      34,
    )!;
    const token = link.split('/').at(-1)!;
    const signature = token.split('.').at(-2)!;
    expect(signature.length).toBeGreaterThan(20);
    const text = await logged(() => t.app.inject({ url: link }));
    expect(text).toContain('request completed');
    expect(text).toContain('/api/v1/media/[oculto]');
    expect(text).not.toContain(signature);
    expect(text).not.toContain(token);
  });

  it('payment return URLs: PayPhone id, clientTransactionId and any other provider value', async () => {
    const text = await logged(() =>
      t.app.inject({
        url: `/api/v1/payments/return?id=${PAYPHONE_ID}&clientTransactionId=${REFERENCE}&ctoken=abc`,
      }),
    );
    expect(text).toContain(
      '/api/v1/payments/return?id=[oculto]&clientTransactionId=[oculto]&ctoken=[oculto]',
    );
    for (const secret of [PAYPHONE_ID, REFERENCE]) expect(text).not.toContain(secret);
  });

  it("book orders: the reference in the path, and the provider's values on the book return", async () => {
    const text = await logged(async () => {
      await t.app.inject({ url: `/api/v1/book-orders/${BOOK_REFERENCE}` });
      await t.app.inject({
        url: `/api/v1/book-orders/return?id=${PAYPHONE_ID}&clientTransactionId=${BOOK_REFERENCE}`,
      });
      // The pre-sale page the buyer lands on carries the reference too.
      await t.app.inject({ url: `/checkout/20/preventa-libro?ref=${BOOK_REFERENCE}` });
    });
    expect(text).toContain('/api/v1/book-orders/[oculto]');
    expect(text).toContain('/checkout/20/preventa-libro?ref=[oculto]');
    for (const secret of [PAYPHONE_ID, BOOK_REFERENCE]) expect(text).not.toContain(secret);
  });

  it('error lines: message, stack and properties lose references, signed links and e-mails', async () => {
    const err = Object.assign(
      new Error(
        `referencia demasiado larga para PayPhone: ${REFERENCE}; GET https://pay.example/api/sale?clientTransactionId=${BOOK_REFERENCE}&id=${PAYPHONE_ID} de ana@ejemplo.com`,
      ),
      { url: `/api/v1/book-orders/${BOOK_REFERENCE}`, constraint: 'mentoring_bookings_slot_user_unique' },
    );
    const text = await logged(async () => t.app.log.error({ err }, 'pago: confirmación fallida'));
    expect(text).toContain('pago: confirmación fallida');
    for (const secret of [REFERENCE, BOOK_REFERENCE, PAYPHONE_ID, 'ana@ejemplo.com'])
      expect(text).not.toContain(secret);
    // What helps to debug stays: the words, the provider's host, the constraint's name.
    const serialized = serializeError(err);
    expect(serialized.message).toContain('referencia demasiado larga para PayPhone: [oculto]');
    expect(serialized.message).toContain(
      'https://pay.example/api/sale?clientTransactionId=[oculto]&id=[oculto]',
    );
    expect(serialized.constraint).toBe('mentoring_bookings_slot_user_unique');
  });
});

describe('redactUrl and redactText', () => {
  it('hides references (hex, base64) but keeps ordinary paths, slugs, ids and words', () => {
    expect(redactUrl('/api/v1/getExternalAllCourses/4/12?search=diabetes&page=2')).toBe(
      '/api/v1/getExternalAllCourses/4/12?search=diabetes&page=2',
    );
    expect(redactUrl('/detail/diabetes-tipo-2?course=12')).toBe('/detail/diabetes-tipo-2?course=12');
    expect(redactUrl(`/api/v1/orders/${REFERENCE}`)).toBe('/api/v1/orders/[oculto]');
    expect(redactUrl(`/x?next=${REFERENCE}`)).toBe('/x?next=[oculto]');
    expect(redactUrl('/sandbox/checkout/abc')).toBe('/sandbox/checkout/[oculto]');
    expect(redactText('node_modules/@fastify/rate-limit/index.js:12:5')).toBe(
      'node_modules/@fastify/rate-limit/index.js:12:5',
    );
    expect(redactText('¿Qué pasó? No se pudo.')).toBe('¿Qué pasó? No se pudo.');
  });

  it('hides every e-mail of a text, and reads long texts with none in linear time', () => {
    expect(redactText('de ana@ejemplo.com y a.b+c@x.y.z.')).toBe('de [oculto] y [oculto].');
    expect(redactText('x@y.c.+d@e.f y @g.h, i@j')).toBe('[oculto][oculto] y @g.h, i@j');
    // The old pattern retried at every character: 100,000 letters took it about 12 s.
    const long = `${'a'.repeat(100_000)}?`;
    const started = performance.now();
    expect(redactText(long)).toBe(long);
    const stack = `Error: Failed query\nparams: ${'\n'.repeat(100_000)}\n    at run (x.js:1:1)`;
    expect(serializeError(Object.assign(new Error('x'), { stack })).stack).toBe(
      'Error: Failed query\nparams: [oculto]\n    at run (x.js:1:1)',
    );
    expect(performance.now() - started).toBeLessThan(1000);
  });
});
