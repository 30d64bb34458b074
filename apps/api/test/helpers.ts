import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { OAUTH_CLIENT_ID } from '@campus/contract';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { expect, inject } from 'vitest';
import { type BuildOptions, buildApp } from '../src/app.ts';
import { type Config, loadConfig } from '../src/config.ts';
import { bootstrap } from '../src/db/bootstrap.ts';
import { type Database, openDatabase } from '../src/db/client.ts';
import type { MailTransport } from '../src/integrations/mail/transport.ts';
import { adminQuery, migratedPgliteImage } from './databases.ts';
import { type PayphoneFake, startPayphoneFake } from './support/payphone.fake.ts';

/** A minimal index.html with the head region the SPA plugin fills, so page tests need no build. */
export const TEST_INDEX_HTML =
  '<!doctype html><html lang="es"><head><meta charset="utf-8"><!--app-head--><title>Campus Salud</title><!--/app-head--></head><body><div id="root"></div></body></html>';

export type TestApp = {
  app: FastifyInstance;
  db: Database;
  config: Config;
  /** E-mails handed to the transport by `app.mailer.drain()`. */
  sentMail: Array<{ to: string; subject: string; html: string; text: string }>;
  close(): Promise<void>;
};

/**
 * An app over a fresh database: embedded PGlite in memory, or, when TEST_DB is a postgres:// URL,
 * a new database created for this file on that server and dropped afterwards.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  options: Partial<Omit<BuildOptions, 'config' | 'database'>> = {},
): Promise<TestApp> {
  const target = process.env.TEST_DB ?? 'memory://';
  let databaseUrl = 'memory://';
  let dropDatabase: (() => Promise<void>) | null = null;
  if (target.startsWith('postgres')) {
    const name = `campus_test_${randomBytes(6).toString('hex')}`;
    // A copy of the run's migrated template (test/global-setup.ts), not a migration per file.
    const template = inject('templateDatabase');
    await adminQuery(target, `create database ${name}${template ? ` template ${template}` : ''}`);
    const url = new URL(target);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    dropDatabase = () => adminQuery(target, `drop database if exists ${name} with (force)`);
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'campus-test-'));
  const config = loadConfig({ NODE_ENV: 'test', DATABASE_URL: databaseUrl, DATA_DIR: dataDir, ...env });
  const database = await openDatabase({ ...config.database, image: migratedPgliteImage() });
  await database.migrate();
  await bootstrap(database.db, config);

  const sentMail: TestApp['sentMail'] = [];
  const transport: MailTransport = {
    kind: 'smtp',
    send: async (mail) =>
      void sentMail.push({ to: mail.to, subject: mail.subject, html: mail.html, text: mail.text }),
    close: () => {},
  };
  const app = await buildApp({
    config,
    database,
    mailTransport: transport,
    indexHtml: TEST_INDEX_HTML,
    ...options,
  });
  await app.ready();
  return {
    app,
    db: database.db,
    config,
    sentMail,
    close: async () => {
      await app.close();
      await database.close().catch(() => {}); // a test may have closed it on purpose
      await dropDatabase?.();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export type PayphoneTestApp = TestApp & { fake: PayphoneFake };

/** An app whose payment provider is PayPhone, its API played by a local fake; `close` stops both. */
export async function createPayphoneTestApp(env: Record<string, string> = {}): Promise<PayphoneTestApp> {
  const fake = await startPayphoneFake();
  const t = await createTestApp({
    PAYMENT_PROVIDER: 'payphone',
    PAYPHONE_TOKEN: fake.token,
    PAYPHONE_STORE_ID: fake.storeId,
    PAYPHONE_API_URL: fake.url,
    ...env,
  });
  return {
    ...t,
    fake,
    close: async () => {
      await t.close();
      await fake.close();
    },
  };
}

/** A client-credentials token, as the public site obtains one. */
export async function clientToken(app: FastifyInstance): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/oauth/token',
    payload: {
      grant_type: 'client_credentials',
      client_id: OAUTH_CLIENT_ID,
      client_secret: app.config.oauthClientSecret,
    },
  });
  if (res.statusCode !== 200) throw new Error(`token: ${res.statusCode} ${res.body}`);
  return res.json().access_token;
}

/** `app.inject` with a bearer token. */
export function call(
  app: FastifyInstance,
  token: string | null,
  options: InjectOptions & { url: string },
): Promise<LightMyRequestResponse> {
  return app.inject({
    ...options,
    headers: { ...(options.headers ?? {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
  } as InjectOptions) as Promise<LightMyRequestResponse>;
}

/** A string of `n` characters, for "huge input" cases. */
export const huge = (n = 100_000) => 'a'.repeat(n);

/**
 * A 422 naming `field` in Spanish: `{message, code: 'validation' | …, errors: {field: [mensaje]}}`
 * with messages from spec §5's generic rules or the form's own wording, never zod's English.
 */
export function expectSpanish422(
  res: { statusCode: number; json(): { message?: unknown; errors?: Record<string, string[]> } },
  field: string,
) {
  expect(res.statusCode).toBe(422);
  const body = res.json();
  expect(typeof body.message).toBe('string');
  const messages = body.errors?.[field];
  expect(messages, JSON.stringify(body.errors)).toBeDefined();
  for (const m of messages ?? []) {
    expect(m).toMatch(
      /^(El campo |El teléfono |Nombre|Apellido|Email|Teléfono|Debe |Por favor|No ha |Términos)/,
    );
    expect(m).not.toMatch(/\b(Invalid|expected|Required|received)\b/);
  }
}
