import { createChallenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { solveCaptchaChallenge, solvedCaptcha } from '../../../test/captcha.ts';
import { createTestApp, huge, type TestApp } from '../../../test/helpers.ts';
import { captchaUses } from '../../db/schema.ts';
import { ValidationFailed } from '../../lib/errors.ts';
import { CAPTCHA_TTL_MS, createCaptchaChallenge, TEST_DIFFICULTY, verifyCaptcha } from './captcha.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const key = () => t.config.captchaHmacKey;

async function expectRejected(payload: unknown) {
  const error = await verifyCaptcha(t.db, payload, key()).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ValidationFailed);
  expect((error as ValidationFailed).statusCode).toBe(422);
  expect((error as ValidationFailed).errors).toEqual({
    captcha: ['Por favor, verifique que no es un robot'],
  });
}

const decode = (payload: string) => JSON.parse(Buffer.from(payload, 'base64').toString('utf8'));
const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64');

describe('GET /api/v1/captcha/challenge', () => {
  it('answers a signed PBKDF2 challenge without a token, never cached, expiring in 10 minutes', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/captcha/challenge' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json();
    expect(body.parameters.algorithm).toBe('PBKDF2/SHA-256');
    expect(body.signature).toMatch(/^[0-9a-f]{64}$/);
    expect(body.parameters.keySignature).toMatch(/^[0-9a-f]{64}$/);
    const ttl = body.parameters.expiresAt * 1000 - Date.now();
    expect(ttl).toBeGreaterThan(CAPTCHA_TTL_MS - 5000);
    expect(ttl).toBeLessThanOrEqual(CAPTCHA_TTL_MS);
  });

  it('gives a different challenge each time', async () => {
    const a = (await t.app.inject({ url: '/api/v1/captcha/challenge' })).json();
    const b = (await t.app.inject({ url: '/api/v1/captcha/challenge' })).json();
    expect(a.parameters.nonce).not.toBe(b.parameters.nonce);
  });
});

describe('verifyCaptcha', () => {
  it('accepts a solved payload once and refuses the replay', async () => {
    const payload = await solvedCaptcha(t.app);
    await expect(verifyCaptcha(t.db, payload, key())).resolves.toBeUndefined();
    await expectRejected(payload);
  });

  it('accepts the decoded object as well as the base64 string', async () => {
    const payload = await solvedCaptcha(t.app);
    await expect(verifyCaptcha(t.db, decode(payload), key())).resolves.toBeUndefined();
  });

  it.each([
    ['missing', undefined],
    ['null', null],
    ['empty', ''],
    ['a number', 42],
    ['not base64 JSON', 'esto-no-es-un-captcha'],
    ['huge', huge()],
    ['an object without solution', { challenge: {} }],
  ])('rejects a %s payload', async (_name, payload) => {
    await expectRejected(payload);
  });

  it('rejects a wrong solution', async () => {
    const payload = decode(await solvedCaptcha(t.app));
    payload.solution.derivedKey = '00'.repeat(32);
    await expectRejected(encode(payload));
    payload.solution.counter = -1;
    await expectRejected(encode(payload));
  });

  it('rejects a challenge whose parameters were tampered with (e.g. a later expiry)', async () => {
    const payload = decode(await solvedCaptcha(t.app));
    payload.challenge.parameters.expiresAt += 3600;
    await expectRejected(encode(payload));
  });

  it('rejects a challenge signed with another key', async () => {
    const foreign = await createCaptchaChallenge('otra-clave-de-prueba-0123456789', TEST_DIFFICULTY);
    await expectRejected(await solveCaptchaChallenge(foreign));
  });

  it('rejects an unsigned challenge', async () => {
    const unsigned = await createChallenge({
      algorithm: 'PBKDF2/SHA-256',
      cost: 1,
      deriveKey,
      keyPrefix: '0',
      expiresAt: new Date(Date.now() + 60_000),
    });
    const solution = await solveChallenge({ challenge: unsigned, deriveKey });
    await expectRejected(encode({ challenge: unsigned, solution }));
  });

  it('rejects a payload older than 10 minutes', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() - CAPTCHA_TTL_MS - 60_000);
      const old = await createCaptchaChallenge(key(), TEST_DIFFICULTY);
      vi.useRealTimers();
      await expectRejected(await solveCaptchaChallenge(old));
    } finally {
      vi.useRealTimers();
    }
  });

  it('forgets spent payloads once they have expired', async () => {
    await t.db.insert(captchaUses).values({ signature: 'vieja', expiresAt: new Date(Date.now() - 1000) });
    await verifyCaptcha(t.db, await solvedCaptcha(t.app), key());
    const rows = await t.db.select().from(captchaUses);
    expect(rows.some((r) => r.signature === 'vieja')).toBe(false);
  });

  it('lets only one of two simultaneous submissions of the same payload through', async () => {
    const payload = await solvedCaptcha(t.app);
    const results = await Promise.allSettled([
      verifyCaptcha(t.db, payload, key()),
      verifyCaptcha(t.db, payload, key()),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
  });
});
