import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, clientToken, createTestApp, type TestApp } from '../../../test/helpers.ts';
import { isPublicIp, locate, plainIp } from './geo.service.ts';

describe('locate (local IP database, no third party)', () => {
  it('finds the country and city of public addresses, IPv4 and IPv6', () => {
    expect(locate('190.152.0.1')).toEqual({
      ip: '190.152.0.1',
      city: 'Guayaquil',
      country_name: 'Ecuador',
      country: 'EC',
    });
    expect(locate('2800:bf0::1')).toMatchObject({ country: 'EC', country_name: 'Ecuador' });
    expect(locate('88.26.0.1')).toMatchObject({ country: 'ES', country_name: 'España' });
    expect(locate('8.8.8.8')).toMatchObject({ country: 'US', country_name: 'Estados Unidos' });
  });

  it.each([
    '127.0.0.1',
    '10.20.30.40',
    '172.16.5.4',
    '192.168.1.10',
    '100.64.0.1',
    '169.254.1.1',
    '::1',
    'fe80::1',
    'fd00::1',
  ])('gives nulls for the private address %s', (ip) => {
    expect(locate(ip)).toEqual({ ip, city: null, country_name: null, country: null });
    expect(isPublicIp(ip)).toBe(false);
  });

  it('gives nulls for nothing or garbage, and unwraps IPv4 seen through IPv6', () => {
    expect(locate(null)).toEqual({ ip: null, city: null, country_name: null, country: null });
    expect(locate('no-es-ip')).toMatchObject({ country: null });
    expect(plainIp('::ffff:190.152.0.1')).toBe('190.152.0.1');
    expect(locate('::ffff:190.152.0.1')).toMatchObject({ ip: '190.152.0.1', country: 'EC' });
  });
});

describe('GET /api/v1/geo', () => {
  let direct: TestApp;
  let proxied: TestApp;
  beforeAll(async () => {
    direct = await createTestApp();
    proxied = await createTestApp({ TRUST_PROXY: 'true' });
  });
  afterAll(async () => {
    await direct.close();
    await proxied.close();
  });

  const geo = async (t: TestApp, remoteAddress: string, headers: Record<string, string> = {}) =>
    call(t.app, await clientToken(t.app), { method: 'GET', url: '/api/v1/geo', remoteAddress, headers });

  it("answers the caller's location in the spec's shape", async () => {
    const res = await geo(direct, '181.199.0.1');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ip: '181.199.0.1', city: 'Quito', country_name: 'Ecuador', country: 'EC' });
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it('ignores X-Forwarded-For unless TRUST_PROXY is set', async () => {
    const spoofed = await geo(direct, '10.0.0.5', { 'x-forwarded-for': '88.26.0.1' });
    expect(spoofed.json()).toEqual({ ip: '10.0.0.5', city: null, country_name: null, country: null });
    const behindProxy = await geo(proxied, '10.0.0.5', { 'x-forwarded-for': '88.26.0.1' });
    expect(behindProxy.json()).toMatchObject({ ip: '88.26.0.1', country: 'ES', city: 'Madrid' });
  });

  it('gives nulls for a private address so the client keeps its default country', async () => {
    const res = await geo(direct, '192.168.0.20');
    expect(res.json()).toEqual({ ip: '192.168.0.20', city: null, country_name: null, country: null });
  });

  it('needs a token', async () => {
    const res = await call(direct.app, null, { method: 'GET', url: '/api/v1/geo' });
    expect(res.statusCode).toBe(401);
  });
});
