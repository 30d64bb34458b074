import { isIP } from 'node:net';
import path from 'node:path';
import * as z from 'zod';

/** Development defaults. Production refuses to start with any of them (see loadConfig). */
export const DEV_SECRETS = {
  OAUTH_CLIENT_SECRET: 'dev-client-secret-change-me-in-production',
  CAPTCHA_HMAC_KEY: 'dev-captcha-hmac-key-change-me-in-production',
  TOKEN_SIGNING_KEY: 'dev-token-signing-key-change-me-in-production',
} as const;

const booleanFromString = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((v) => v === 'true' || v === '1');

/** proxy-addr's named ranges, accepted in a TRUST_PROXY list. */
const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.includes(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  if (!/^\d{1,3}$/.test(bits)) return false;
  return Number(bits) <= (version === 4 ? 32 : 128);
}

/**
 * Which hops in front of the server may set X-Forwarded-For (Fastify's `trustProxy`): `false`
 * (default: nobody, the socket address is the client); `true` = exactly one hop, the load balancer;
 * a hop count; or a comma-separated list of proxy IPs/CIDRs. Never "trust everyone": then any client
 * could pick its own address by sending X-Forwarded-For, and escape the per-IP limits.
 */
export type TrustProxy = false | number | string[];

/**
 * The `trustProxy` option for Fastify. A hop count becomes a function: Fastify 5 treats a bare
 * number as "trust nobody". With `n` hops the client is the n-th address from the right of
 * X-Forwarded-For (the one the outermost trusted proxy appended), whatever the client put before it.
 */
export function fastifyTrustProxy(
  tp: TrustProxy,
): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof tp === 'number') return tp === 0 ? false : (_address, hop) => hop < tp;
  return tp;
}

const trustProxySchema = z
  .string()
  .optional()
  .transform((raw, ctx): TrustProxy => {
    const v = (raw ?? '').trim().toLowerCase();
    if (v === '' || v === 'false' || v === '0') return false;
    if (v === 'true') return 1;
    if (/^\d+$/.test(v)) {
      const hops = Number(v);
      if (hops <= 10) return hops;
    } else {
      const entries = v.split(',').map((e) => e.trim());
      if (entries.every((e) => e !== '' && isProxyAddress(e))) return entries;
    }
    ctx.addIssue({
      code: 'custom',
      message:
        'use false, true (un proxy), un número de saltos (1–10) o una lista de IP/CIDR de los proxies separadas por comas',
    });
    return z.NEVER;
  });

/** Where the S3 adapter writes (integrations/storage/s3.ts). */
export type S3Settings = {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
};

/** `http(s)://KEY:SECRET@host[:port]/bucket` → settings, or null when it is not that shape. */
export function parseS3Url(raw: string): Omit<S3Settings, 'region'> | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  const bucket = url.pathname.replace(/^\/+|\/+$/g, '');
  if (!/^https?:$/.test(url.protocol) || !url.username || !url.password) return null;
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket) || url.search || url.hash) return null;
  return {
    endpoint: `${url.protocol}//${url.host}`,
    bucket,
    accessKeyId: decodeURIComponent(url.username),
    secretAccessKey: decodeURIComponent(url.password),
  };
}

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  /** Unset: the address this process serves, http://localhost:{PORT}, so links work on any port. */
  PUBLIC_URL: z
    .url()
    .transform((u) => u.replace(/\/+$/, ''))
    .optional(),
  DATABASE_URL: z
    .string()
    .regex(/^(memory:\/\/|postgres(ql)?:\/\/)/, 'debe empezar por memory:// o postgres://')
    .optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  SEED: z.enum(['demo', 'none']).optional(),
  OAUTH_CLIENT_SECRET: z.string().min(16).default(DEV_SECRETS.OAUTH_CLIENT_SECRET),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'debe empezar por smtp:// o smtps://')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Campus Salud <no-responder@campussalud.local>'),
  SUPPORT_EMAIL: z.email().default('soporte@campussalud.local'),
  CAPTCHA_HMAC_KEY: z.string().min(16).default(DEV_SECRETS.CAPTCHA_HMAC_KEY),
  /** HMAC key of the self-verifying client tokens; changing it invalidates them all. */
  TOKEN_SIGNING_KEY: z.string().min(16).default(DEV_SECRETS.TOKEN_SIGNING_KEY),
  PAYMENT_PROVIDER: z.enum(['sandbox', 'payphone']).default('sandbox'),
  ALLOW_SANDBOX_PAYMENTS: booleanFromString,
  /** VAT rate the prices include (spec §9: 0.12; Ecuador's general rate is 0.15 since April 2024). */
  VAT_RATE: z.coerce.number().min(0).max(0.5).default(0.12),
  /** HMAC key of the sandbox provider's webhooks. */
  SANDBOX_WEBHOOK_SECRET: z.string().min(16).default('dev-sandbox-webhook-secret-change-me'),
  /** How long the sandbox waits before it posts its webhook (a real provider is not instant). */
  SANDBOX_WEBHOOK_DELAY_MS: z.coerce.number().int().min(0).max(3_600_000).default(1000),
  /** Reconciliation job: every N seconds (0 = off) re-confirm orders pending for more than M minutes. */
  PAYMENTS_RECONCILE_INTERVAL_SECONDS: z.coerce.number().int().min(0).max(86_400).default(60),
  PAYMENTS_RECONCILE_AFTER_MINUTES: z.coerce.number().min(0).max(1440).default(2),
  /**
   * A checkout nobody paid ends as failure (`expired`) this many minutes after it was opened, once the
   * provider says it is not paid: PayPhone's link lives about 10 minutes, plus two hours of margin.
   */
  PAYMENTS_PENDING_EXPIRY_MINUTES: z.coerce.number().int().min(15).max(10_080).default(130),
  /** Checkouts one student may open per hour (each opens a payment at the provider). */
  CHECKOUTS_PER_HOUR: z.coerce.number().int().min(1).max(1000).default(20),
  /** PayPhone (PAYMENT_PROVIDER=payphone): the WEB application's token and store, and its API host. */
  PAYPHONE_TOKEN: z.string().min(1).optional(),
  PAYPHONE_STORE_ID: z.string().min(1).optional(),
  PAYPHONE_API_URL: z
    .url()
    .transform((u) => u.replace(/\/+$/, ''))
    .default('https://pay.payphonetodoesposible.com'),
  /** Hotmart's webhook token (X-HOTMART-HOTTOK); unset = the Hotmart webhook refuses everything. */
  HOTMART_HOTTOK: z.string().min(8).optional(),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'debe empezar por redis://')
    .optional(),
  /**
   * S3-compatible object storage for uploads: `http(s)://ACCESS_KEY:SECRET@host[:port]/bucket`
   * (key and secret URL-encoded). Unset: files under DATA_DIR/uploads (one instance only).
   */
  S3_URL: z
    .string()
    .optional()
    .transform((raw, ctx): Omit<S3Settings, 'region'> | undefined => {
      if (!raw) return undefined;
      const settings = parseS3Url(raw);
      if (!settings) {
        ctx.addIssue({
          code: 'custom',
          message:
            'use http(s)://CLAVE:SECRETO@servidor[:puerto]/bucket (clave y secreto codificados para URL)',
        });
        return z.NEVER;
      }
      return settings;
    }),
  /** The bucket's region (AWS S3); S3-compatible servers accept any. */
  S3_REGION: z
    .string()
    .regex(/^[a-z0-9-]{2,40}$/, 'una región como us-east-1')
    .default('us-east-1'),
  TRUST_PROXY: trustProxySchema,
  EMAIL_MX_CHECK: booleanFromString,
  // ── Limits and fault tolerance ──
  /** Serve /dev/mail to non-loopback clients too (never in production). */
  DEV_MAILBOX: booleanFromString,
  /** E-mails the marketing forms and reset requests may send one address in an hour. */
  MAIL_BUDGET_PER_HOUR: z.coerce.number().int().min(1).max(1000).default(5),
  /** First retry delay of an unsent e-mail (doubles up to an hour; retried for 3 days). */
  MAIL_RETRY_BASE_SECONDS: z.coerce.number().min(0.01).max(3600).default(30),
  /** Sent e-mails are deleted after this many days (the purge job). */
  MAIL_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  /** How often the purge job runs (0 = never). */
  PURGE_INTERVAL_MINUTES: z.coerce.number().min(0).max(10_080).default(60),
  /** PostgreSQL: time to open a connection, and the longest one statement may run. */
  DB_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(3000),
  DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(10_000),
  /** The longest a whole request may take before the server answers 408/closes it. */
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(30_000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
});

export type Config = {
  env: 'development' | 'production' | 'test';
  isProduction: boolean;
  port: number;
  host: string;
  publicUrl: string;
  /** 'memory://', 'postgres://…' or a PGlite folder path. */
  database: { kind: 'pglite'; dataDir: string | null } | { kind: 'postgres'; url: string };
  dataDir: string;
  seed: 'demo' | 'none';
  oauthClientSecret: string;
  usesDevClientSecret: boolean;
  smtpUrl: string | null;
  mailFrom: string;
  supportEmail: string;
  captchaHmacKey: string;
  tokenSigningKey: string;
  paymentProvider: 'sandbox' | 'payphone';
  vatRate: number;
  sandboxWebhookSecret: string;
  sandboxWebhookDelayMs: number;
  paymentsReconcileIntervalSeconds: number;
  paymentsReconcileAfterMinutes: number;
  paymentsPendingExpiryMinutes: number;
  checkoutsPerHour: number;
  payphone: { token: string | null; storeId: string | null; apiUrl: string };
  hotmartHottok: string | null;
  redisUrl: string | null;
  /** S3_URL parsed (with S3_REGION); null = local uploads under DATA_DIR. */
  s3: S3Settings | null;
  trustProxy: TrustProxy;
  emailMxCheck: boolean;
  logLevel: string;
  devMailbox: boolean;
  mailBudgetPerHour: number;
  mailRetryBaseMs: number;
  mailRetentionDays: number;
  purgeIntervalMinutes: number;
  dbConnectTimeoutMs: number;
  dbStatementTimeoutMs: number;
  requestTimeoutMs: number;
};

export class ConfigError extends Error {}

/** Reads and checks the environment. Throws ConfigError naming the variable at fault. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable is an unset one (compose files pass optional settings as `${NAME:-}`).
  const given = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = envSchema.safeParse(given);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Configuración inválida:\n  ${lines.join('\n  ')}`);
  }
  const e = parsed.data;
  const isProduction = e.NODE_ENV === 'production';

  if (isProduction) {
    const problems: string[] = [];
    if (!e.DATABASE_URL?.startsWith('postgres')) {
      problems.push('DATABASE_URL: en producción debe apuntar a PostgreSQL (postgres://…)');
    }
    if (e.OAUTH_CLIENT_SECRET === DEV_SECRETS.OAUTH_CLIENT_SECRET) {
      problems.push('OAUTH_CLIENT_SECRET: no use el secreto de desarrollo en producción');
    }
    if (e.CAPTCHA_HMAC_KEY === DEV_SECRETS.CAPTCHA_HMAC_KEY) {
      problems.push('CAPTCHA_HMAC_KEY: no use la clave de desarrollo en producción');
    }
    if (e.TOKEN_SIGNING_KEY === DEV_SECRETS.TOKEN_SIGNING_KEY) {
      problems.push('TOKEN_SIGNING_KEY: no use la clave de desarrollo en producción');
    }
    if (!e.SMTP_URL) problems.push('SMTP_URL: en producción los correos se envían por SMTP');
    if (!e.PUBLIC_URL) {
      problems.push(
        'PUBLIC_URL: en producción los enlaces de los correos y de las páginas usan la dirección pública',
      );
    }
    if (e.PAYMENT_PROVIDER === 'sandbox' && !e.ALLOW_SANDBOX_PAYMENTS) {
      problems.push(
        'PAYMENT_PROVIDER: el proveedor sandbox no cobra; use ALLOW_SANDBOX_PAYMENTS=true solo para pruebas',
      );
    }
    if (e.PAYMENT_PROVIDER === 'payphone') {
      if (!e.PAYPHONE_TOKEN) problems.push('PAYPHONE_TOKEN: el token de la aplicación WEB de PayPhone');
      if (!e.PAYPHONE_STORE_ID) problems.push('PAYPHONE_STORE_ID: el StoreID de la tienda de PayPhone');
    }
    if (problems.length > 0) {
      throw new ConfigError(`No se puede iniciar en producción:\n  ${problems.join('\n  ')}`);
    }
  }

  const dataDir = path.resolve(e.DATA_DIR);
  const url = e.DATABASE_URL;
  const database: Config['database'] = url?.startsWith('postgres')
    ? { kind: 'postgres', url }
    : { kind: 'pglite', dataDir: url === 'memory://' ? null : path.join(dataDir, 'pglite') };

  return {
    env: e.NODE_ENV,
    isProduction,
    port: e.PORT,
    host: e.HOST,
    publicUrl: e.PUBLIC_URL ?? `http://localhost:${e.PORT}`,
    database,
    dataDir,
    seed: e.SEED ?? (isProduction ? 'none' : 'demo'),
    oauthClientSecret: e.OAUTH_CLIENT_SECRET,
    usesDevClientSecret: e.OAUTH_CLIENT_SECRET === DEV_SECRETS.OAUTH_CLIENT_SECRET,
    smtpUrl: e.SMTP_URL ?? null,
    mailFrom: e.MAIL_FROM,
    supportEmail: e.SUPPORT_EMAIL,
    captchaHmacKey: e.CAPTCHA_HMAC_KEY,
    tokenSigningKey: e.TOKEN_SIGNING_KEY,
    paymentProvider: e.PAYMENT_PROVIDER,
    vatRate: e.VAT_RATE,
    sandboxWebhookSecret: e.SANDBOX_WEBHOOK_SECRET,
    sandboxWebhookDelayMs: e.SANDBOX_WEBHOOK_DELAY_MS,
    paymentsReconcileIntervalSeconds: e.PAYMENTS_RECONCILE_INTERVAL_SECONDS,
    paymentsReconcileAfterMinutes: e.PAYMENTS_RECONCILE_AFTER_MINUTES,
    paymentsPendingExpiryMinutes: e.PAYMENTS_PENDING_EXPIRY_MINUTES,
    checkoutsPerHour: e.CHECKOUTS_PER_HOUR,
    payphone: {
      token: e.PAYPHONE_TOKEN ?? null,
      storeId: e.PAYPHONE_STORE_ID ?? null,
      apiUrl: e.PAYPHONE_API_URL,
    },
    hotmartHottok: e.HOTMART_HOTTOK ?? null,
    redisUrl: e.REDIS_URL ?? null,
    s3: e.S3_URL ? { ...e.S3_URL, region: e.S3_REGION } : null,
    trustProxy: e.TRUST_PROXY,
    emailMxCheck: e.EMAIL_MX_CHECK,
    logLevel: e.LOG_LEVEL ?? (e.NODE_ENV === 'test' ? 'silent' : 'info'),
    devMailbox: e.DEV_MAILBOX && !isProduction,
    mailBudgetPerHour: e.MAIL_BUDGET_PER_HOUR,
    mailRetryBaseMs: e.MAIL_RETRY_BASE_SECONDS * 1000,
    mailRetentionDays: e.MAIL_RETENTION_DAYS,
    purgeIntervalMinutes: e.PURGE_INTERVAL_MINUTES,
    dbConnectTimeoutMs: e.DB_CONNECT_TIMEOUT_MS,
    dbStatementTimeoutMs: e.DB_STATEMENT_TIMEOUT_MS,
    requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
  };
}
