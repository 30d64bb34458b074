import { describe, expect, it } from 'vitest';
import { ConfigError, DEV_SECRETS, fastifyTrustProxy, loadConfig } from '../src/config.ts';

const productionEnv = {
  NODE_ENV: 'production',
  DATABASE_URL: 'postgres://app@db.internal:5432/campus',
  OAUTH_CLIENT_SECRET: 'a-long-production-client-secret',
  CAPTCHA_HMAC_KEY: 'a-long-production-captcha-key',
  TOKEN_SIGNING_KEY: 'a-long-production-token-signing-key',
  SMTP_URL: 'smtp://mail.internal:587',
  ALLOW_SANDBOX_PAYMENTS: 'true',
  PUBLIC_URL: 'https://campussalud.ec',
};

describe('loadConfig', () => {
  it('defaults to the embedded database in ./data and the demo seed', () => {
    const c = loadConfig({});
    expect(c.database).toMatchObject({ kind: 'pglite' });
    expect(c.port).toBe(3000);
    expect(c.seed).toBe('demo');
    expect(c.publicUrl).toBe('http://localhost:3000');
  });

  it('serves links from the port it listens on unless PUBLIC_URL says otherwise', () => {
    expect(loadConfig({ PORT: '3100' }).publicUrl).toBe('http://localhost:3100');
    expect(loadConfig({ PORT: '3100', PUBLIC_URL: 'https://campussalud.ec/' }).publicUrl).toBe(
      'https://campussalud.ec',
    );
  });

  it('understands memory:// and postgres:// URLs', () => {
    expect(loadConfig({ DATABASE_URL: 'memory://' }).database).toEqual({ kind: 'pglite', dataDir: null });
    expect(loadConfig({ DATABASE_URL: 'postgres://u@h/db' }).database).toEqual({
      kind: 'postgres',
      url: 'postgres://u@h/db',
    });
  });

  it('starts in production when every secret is set', () => {
    expect(loadConfig(productionEnv).isProduction).toBe(true);
  });

  it.each([
    ['DATABASE_URL', { DATABASE_URL: undefined }],
    ['OAUTH_CLIENT_SECRET', { OAUTH_CLIENT_SECRET: DEV_SECRETS.OAUTH_CLIENT_SECRET }],
    ['CAPTCHA_HMAC_KEY', { CAPTCHA_HMAC_KEY: undefined }],
    ['TOKEN_SIGNING_KEY', { TOKEN_SIGNING_KEY: undefined }],
    ['SMTP_URL', { SMTP_URL: undefined }],
    ['PAYMENT_PROVIDER', { ALLOW_SANDBOX_PAYMENTS: undefined }],
    ['PUBLIC_URL', { PUBLIC_URL: undefined }],
  ])('refuses to start in production without a real %s, naming it', (variable, change) => {
    expect(() => loadConfig({ ...productionEnv, ...change })).toThrowError(ConfigError);
    expect(() => loadConfig({ ...productionEnv, ...change })).toThrowError(variable);
  });

  it('reads TRUST_PROXY as none, one hop, a hop count or a list of proxy addresses, never "everyone"', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.0.2.10,2001:db8::/32,loopback' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '192.0.2.10',
      '2001:db8::/32',
      'loopback',
    ]);
    for (const bad of ['yes', '10.0.0.0/33', '999.1.1.1', '10.0.0.1,', '*', '100']) {
      expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrowError(/TRUST_PROXY/);
    }
    // a hop count becomes a function: Fastify would read a bare number as "trust nobody"
    const hops = fastifyTrustProxy(2) as (address: string, hop: number) => boolean;
    expect([0, 1, 2].map((hop) => hops('10.0.0.1', hop))).toEqual([true, true, false]);
    expect(fastifyTrustProxy(false)).toBe(false);
  });

  it('names the variable of a malformed value', () => {
    expect(() => loadConfig({ PORT: 'ochenta' })).toThrowError(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrowError(/DATABASE_URL/);
  });
});
