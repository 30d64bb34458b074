// Client tokens are signed (no row, no lookup); user tokens stay in the database, so logout
// and password reset revoke them at once.
import { CLIENT_TOKEN_TTL_SECONDS } from '@campus/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createUser } from '../../../test/factories.ts';
import { call, clientToken, createTestApp, type TestApp } from '../../../test/helpers.ts';
import { accessTokens } from '../../db/schema.ts';
import { generateToken, hashToken, signClientToken, verifyClientToken } from '../../lib/tokens.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ TOKEN_SIGNING_KEY: 'a-test-token-signing-key-0123456789' });
});
afterAll(async () => t.close());

const project = (token: string) => call(t.app, token, { method: 'GET', url: '/api/v1/getProyect/4' });
const me = (token: string) => call(t.app, token, { method: 'GET', url: '/api/v1/getAllShoppingCar' });

describe('signed client tokens', () => {
  it('answers spec §7 and writes no row per visitor', async () => {
    const before = await t.db.select().from(accessTokens);
    const res = await t.app.inject({
      method: 'POST',
      url: '/oauth/token',
      payload: { grant_type: 'client_credentials', client_id: 1, client_secret: t.config.oauthClientSecret },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({ token_type: 'Bearer', expires_in: 31536000, access_token: expect.any(String) });
    expect(CLIENT_TOKEN_TTL_SECONDS).toBe(31536000);
    for (let i = 0; i < 5; i++) await clientToken(t.app);
    expect(await t.db.select().from(accessTokens)).toHaveLength(before.length);
    expect((await project(body.access_token)).statusCode).toBe(200);
  });

  it('expires one year after it was issued', () => {
    const key = t.config.tokenSigningKey;
    const now = Date.now();
    const token = signClientToken(key, 1, new Date(now + CLIENT_TOKEN_TTL_SECONDS * 1000));
    expect(verifyClientToken(key, token, now)).toBe(1);
    expect(verifyClientToken(key, token, now + CLIENT_TOKEN_TTL_SECONDS * 1000 - 1000)).toBe(1);
    expect(verifyClientToken(key, token, now + CLIENT_TOKEN_TTL_SECONDS * 1000 + 1000)).toBeNull();
  });

  it('rejects an expired signed token with 401', async () => {
    const expired = signClientToken(t.config.tokenSigningKey, 1, new Date(Date.now() - 1000));
    expect((await project(expired)).statusCode).toBe(401);
  });

  it('rejects forged tokens: another key, a changed expiry or client, a cut signature', async () => {
    const good = await clientToken(t.app);
    expect((await project(good)).statusCode).toBe(200);
    const [prefix, client, expiry, signature] = good.split('.');
    const forged = [
      signClientToken('another-key-of-an-attacker-0123', 1, new Date(Date.now() + 86_400_000)),
      `${prefix}.${client}.${Number(expiry) + 3600}.${signature}`,
      `${prefix}.2.${expiry}.${signature}`,
      `${prefix}.${client}.${expiry}.${signature!.slice(0, -1)}`,
      `${prefix}.${client}.${expiry}.${signature!.slice(0, -1)}${signature!.endsWith('A') ? 'B' : 'A'}`,
      `${prefix}.${client}.${expiry}`,
    ];
    for (const token of forged) expect((await project(token)).statusCode, token).toBe(401);
  });

  it('is refused by routes that need a logged-in user', async () => {
    const token = await clientToken(t.app);
    expect((await me(token)).statusCode).toBe(401);
    // Also once the instance remembers it as verified.
    expect((await project(token)).statusCode).toBe(200);
    expect((await me(token)).statusCode).toBe(401);
  });

  it('is remembered as verified only until its own expiry', async () => {
    const token = signClientToken(t.config.tokenSigningKey, 1, new Date(Date.now() + 60_000));
    expect((await project(token)).statusCode).toBe(200);
    expect((await project(token)).statusCode).toBe(200);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 61_000 });
    try {
      expect((await project(token)).statusCode).toBe(401);
    } finally {
      vi.useRealTimers();
    }
  });

  it('is refused by an instance with another signing key (a rotated key invalidates them)', async () => {
    const other = await createTestApp({ TOKEN_SIGNING_KEY: 'a-different-signing-key-9876543210' });
    try {
      const token = await clientToken(t.app);
      expect((await project(token)).statusCode).toBe(200);
      expect((await call(other.app, token, { method: 'GET', url: '/api/v1/getProyect/4' })).statusCode).toBe(
        401,
      );
    } finally {
      await other.close();
    }
  });
});

describe('stored unsigned client tokens', () => {
  const stored = async (expiresAt: Date) => {
    const token = generateToken();
    await t.db.insert(accessTokens).values({ tokenHash: hashToken(token), clientId: 1, expiresAt });
    return token;
  };

  it('are still accepted until they expire, then refused', async () => {
    expect((await project(await stored(new Date(Date.now() + 86_400_000)))).statusCode).toBe(200);
    expect((await project(await stored(new Date(Date.now() - 1000)))).statusCode).toBe(401);
  });

  it('are refused once revoked', async () => {
    const token = await stored(new Date(Date.now() + 86_400_000));
    await t.db
      .update(accessTokens)
      .set({ revokedAt: new Date() })
      .where(eq(accessTokens.tokenHash, hashToken(token)));
    expect((await project(token)).statusCode).toBe(401);
  });
});

describe('user tokens', () => {
  it('work for user routes and are revoked at once by logout', async () => {
    const u = await createUser(t.db);
    expect((await me(u.token)).statusCode).toBe(200);
    expect((await call(t.app, u.token, { method: 'POST', url: '/api/v1/logout' })).statusCode).toBe(200);
    expect((await me(u.token)).statusCode).toBe(401);
    expect((await project(u.token)).statusCode).toBe(401);
  });

  it('are refused when unknown (a random opaque token)', async () => {
    expect((await project(generateToken())).statusCode).toBe(401);
  });
});
