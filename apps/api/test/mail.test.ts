import { createServer, type Socket } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { outbox } from '../src/db/schema.ts';
import { requeueMail } from '../src/integrations/mail/maintenance.ts';
import { enqueueMail } from '../src/integrations/mail/outbox.ts';
import { renderMail } from '../src/integrations/mail/template.ts';
import { createMailTransport, type MailTransport } from '../src/integrations/mail/transport.ts';
import { DEFAULT_MAIL_WORKER_OPTIONS, MailWorker, retryDelayMs } from '../src/integrations/mail/worker.ts';

const CLAIM_LEASE_MS = DEFAULT_MAIL_WORKER_OPTIONS.leaseMs;

import { clientToken, createTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const silentLog = { warn() {}, error() {}, info() {}, debug() {} } as never;
/** A logger that keeps what the worker says at each level. */
function recordingLog() {
  const lines: Array<{ level: string; msg: string; obj: Record<string, unknown> }> = [];
  const at = (level: string) => (obj: Record<string, unknown>, msg: string) =>
    void lines.push({ level, msg, obj });
  return {
    lines,
    log: { warn: at('warn'), error: at('error'), info: at('info'), debug: at('debug') } as never,
  };
}

describe('mail outbox', () => {
  it('sends queued mail once and marks it sent', async () => {
    const mail = renderMail('Bienvenida', 'Hola Ana,', [{ paragraph: 'Gracias por registrarse.' }]);
    await enqueueMail(t.db, { to: 'ana@ejemplo.com', ...mail });
    expect(await t.app.mailer.drain()).toBe(1);
    expect(await t.app.mailer.drain()).toBe(0);
    expect(t.sentMail.filter((m) => m.to === 'ana@ejemplo.com')).toHaveLength(1);
    const [row] = await t.db.select().from(outbox).where(eq(outbox.to, 'ana@ejemplo.com'));
    expect(row?.sentAt).toBeInstanceOf(Date);
  });

  it('keeps a mail the server could not send, records why, and retries it later with backoff', async () => {
    let fail = true;
    const sent: string[] = [];
    const flaky: MailTransport = {
      kind: 'smtp',
      send: async (m) => {
        if (fail) throw new Error('SMTP 451 intente más tarde');
        sent.push(m.to);
      },
      close: () => {},
    };
    const worker = new MailWorker(t.db, flaky, silentLog);
    await enqueueMail(t.db, { to: 'reintento@ejemplo.com', subject: 'Prueba', html: '<p>x</p>', text: 'x' });
    expect(await worker.drain()).toBe(0);
    const [failed] = await t.db.select().from(outbox).where(eq(outbox.to, 'reintento@ejemplo.com'));
    expect(failed).toMatchObject({ attempts: 1, sentAt: null, error: 'SMTP 451 intente más tarde' });
    expect(failed!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 20_000);

    fail = false;
    expect(await worker.drain()).toBe(0); // not due yet
    await t.db
      .update(outbox)
      .set({ nextAttemptAt: new Date(Date.now() - 1) })
      .where(eq(outbox.id, failed!.id));
    expect(await worker.drain()).toBe(1);
    expect(sent).toEqual(['reintento@ejemplo.com']);
  });

  it('backs off up to an hour and keeps retrying for 3 days, whatever the attempt count', async () => {
    expect(retryDelayMs(1)).toBe(30_000);
    expect(retryDelayMs(2)).toBe(60_000);
    expect(retryDelayMs(20)).toBe(3_600_000);
    // a mail queued 2 days ago, after 60 failed attempts, is still tried
    await enqueueMail(t.db, { to: 'paciente@ejemplo.com', subject: 'x', html: 'x', text: 'x' });
    await t.db
      .update(outbox)
      .set({ attempts: 60, createdAt: new Date(Date.now() - 2 * 86_400_000) })
      .where(eq(outbox.to, 'paciente@ejemplo.com'));
    expect(await t.app.mailer.drain()).toBe(1);
    expect(t.sentMail.some((m) => m.to === 'paciente@ejemplo.com')).toBe(true);
  });

  it('gives up after 3 days of failures with an error log, and mail:requeue sends it again', async () => {
    let up = false;
    const sent: string[] = [];
    const smtp: MailTransport = {
      kind: 'smtp',
      send: async (m) => {
        if (!up) throw new Error('connect ECONNREFUSED 127.0.0.1:25');
        sent.push(m.to);
      },
      close: () => {},
    };
    const { lines, log } = recordingLog();
    const worker = new MailWorker(t.db, smtp, log);
    await enqueueMail(t.db, { to: 'agotado@ejemplo.com', subject: 'x', html: 'x', text: 'x' });
    await t.db
      .update(outbox)
      .set({ createdAt: new Date(Date.now() - 3 * 86_400_000 - 2 * 3_600_000) })
      .where(eq(outbox.to, 'agotado@ejemplo.com'));
    await worker.drain();
    const [row] = await t.db.select().from(outbox).where(eq(outbox.to, 'agotado@ejemplo.com'));
    expect(row!.givenUpAt).toBeInstanceOf(Date);
    expect(row!.possiblySent).toBe(false);
    expect(lines.some((l) => l.level === 'error' && l.obj.mailId === row!.id && /requeue/.test(l.msg))).toBe(
      true,
    );
    // not tried again, even when due
    up = true;
    await t.db
      .update(outbox)
      .set({ nextAttemptAt: new Date(Date.now() - 1) })
      .where(eq(outbox.id, row!.id));
    await worker.drain();
    expect(sent).toEqual([]);
    // the operator requeues it
    expect(await requeueMail(t.db, { ids: [row!.id] })).toEqual([row!.id]);
    expect(await worker.drain()).toBe(1);
    expect(sent).toEqual(['agotado@ejemplo.com']);
  });

  it('escapes user text in the HTML and keeps a plain-text twin', () => {
    const mail = renderMail('Asunto', 'Hola <b>Eva</b>,', [
      { paragraph: 'a & b' },
      { button: { label: 'Restablecer', url: 'https://campussalud.ec/reset?a=1&b=2' } },
    ]);
    expect(mail.html).toContain('Hola &lt;b&gt;Eva&lt;/b&gt;,');
    expect(mail.html).toContain('href="https://campussalud.ec/reset?a=1&amp;b=2"');
    expect(mail.text).toContain('Restablecer: https://campussalud.ec/reset?a=1&b=2');
  });
});

/** A transport whose sends hang until released, as with an SMTP server that stopped answering. */
function hangingTransport() {
  const started: string[] = [];
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const transport: MailTransport = {
    kind: 'smtp',
    send: async (m) => {
      started.push(m.to);
      await released;
    },
    close: () => {},
  };
  return { transport, started, release };
}

const until = async (check: () => boolean, ms = 5000) => {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 10));
  }
};

describe('mail worker and a slow SMTP server', () => {
  it('holds no transaction while sending: the API keeps answering while a send hangs', async () => {
    const hanging = hangingTransport();
    const worker = new MailWorker(t.db, hanging.transport, silentLog);
    await enqueueMail(t.db, { to: 'lento@ejemplo.com', subject: 'x', html: 'x', text: 'x' });
    const draining = worker.drain();
    await until(() => hanging.started.includes('lento@ejemplo.com'));

    // the send hangs; database work of other requests must not wait for it
    const started = performance.now();
    expect((await t.app.inject({ url: '/readyz' })).statusCode).toBe(200);
    const token = await clientToken(t.app);
    const cats = await t.app.inject({
      url: '/api/v1/getAllCategories?proyect_id=4',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(cats.statusCode).toBe(200);
    expect(performance.now() - started).toBeLessThan(2000);

    // the claimed row is leased to this worker while it is being sent, and its attempt is counted
    const [claimed] = await t.db.select().from(outbox).where(eq(outbox.to, 'lento@ejemplo.com'));
    expect(claimed).toMatchObject({ sentAt: null, attempts: 1 });
    expect(claimed!.leaseId).toEqual(expect.any(String));
    expect(claimed!.leaseExpiresAt!.getTime()).toBeGreaterThan(Date.now() + CLAIM_LEASE_MS - 60_000);

    hanging.release();
    expect(await draining).toBe(1);
    const [done] = await t.db.select().from(outbox).where(eq(outbox.to, 'lento@ejemplo.com'));
    expect(done?.sentAt).toBeInstanceOf(Date);
  });

  it('two workers draining at once send each e-mail exactly once', async () => {
    const sent: string[] = [];
    const slow: MailTransport = {
      kind: 'smtp',
      send: async (m) => {
        await new Promise((r) => setTimeout(r, 20));
        sent.push(m.to);
      },
      close: () => {},
    };
    const recipients = Array.from({ length: 6 }, (_, i) => `par${i}@ejemplo.com`);
    for (const to of recipients) await enqueueMail(t.db, { to, subject: 'x', html: 'x', text: 'x' });
    const [a, b] = await Promise.all([
      new MailWorker(t.db, slow, silentLog).drain(),
      new MailWorker(t.db, slow, silentLog).drain(),
    ]);
    expect(a + b).toBe(6);
    expect(sent.filter((to) => to.startsWith('par')).sort()).toEqual(recipients.sort());
  });

  it('never re-sends blindly a mail whose worker died mid-send: possibly sent, logged, requeued on request', async () => {
    await enqueueMail(t.db, { to: 'huerfano@ejemplo.com', subject: 'x', html: 'x', text: 'x' });
    // as left by a worker that claimed the row and crashed: attempt counted, lease still running
    await t.db
      .update(outbox)
      .set({ attempts: 1, leaseId: 'otro-proceso', leaseExpiresAt: new Date(Date.now() + CLAIM_LEASE_MS) })
      .where(eq(outbox.to, 'huerfano@ejemplo.com'));
    const { lines, log } = recordingLog();
    const worker = new MailWorker(t.db, t.app.mailer['transport' as never], log);
    const sentBefore = t.sentMail.length;
    await worker.drain();
    expect(t.sentMail.slice(sentBefore).some((m) => m.to === 'huerfano@ejemplo.com')).toBe(false);
    // the lease ends with no outcome: the SMTP server may have accepted it
    await t.db
      .update(outbox)
      .set({ leaseExpiresAt: new Date(Date.now() - 1) })
      .where(eq(outbox.to, 'huerfano@ejemplo.com'));
    await worker.drain();
    expect(t.sentMail.some((m) => m.to === 'huerfano@ejemplo.com')).toBe(false);
    const [row] = await t.db.select().from(outbox).where(eq(outbox.to, 'huerfano@ejemplo.com'));
    expect(row).toMatchObject({ possiblySent: true, sentAt: null });
    expect(row!.givenUpAt).toBeInstanceOf(Date);
    expect(lines.some((l) => l.level === 'error' && l.obj.mailId === row!.id)).toBe(true);
    // a plain requeue leaves it alone; asking for possibly-sent mails sends it
    expect(await requeueMail(t.db)).not.toContain(row!.id);
    expect(await requeueMail(t.db, { possiblySent: true })).toContain(row!.id);
    await worker.drain();
    expect(t.sentMail.filter((m) => m.to === 'huerfano@ejemplo.com')).toHaveLength(1);
  });

  it('sends a mail once when recording "sent" fails: the outcome waits in memory for the database', async () => {
    await enqueueMail(t.db, { to: 'registro@ejemplo.com', subject: 'x', html: 'x', text: 'x' });
    const sent: string[] = [];
    let failUpdates = false;
    // the database "goes away" right after the SMTP server accepted the mail
    const db = new Proxy(t.db, {
      get(target, prop, receiver) {
        if (prop === 'update' && failUpdates) {
          return (table: unknown) => {
            const builder = target.update(table as never);
            return new Proxy(builder, {
              get(b, p) {
                if (p === 'set')
                  return () => ({
                    where: () => Promise.reject(new Error('Connection terminated unexpectedly')),
                  });
                return Reflect.get(b, p);
              },
            });
          };
        }
        return Reflect.get(target, prop, receiver);
      },
    });
    const transport: MailTransport = {
      kind: 'smtp',
      send: async (m) => {
        sent.push(m.to);
        failUpdates = true;
      },
      close: () => {},
    };
    const worker = new MailWorker(db, transport, silentLog);
    // the next round cannot reach the database either: drain reports it
    await expect(worker.drain()).rejects.toThrow(/Connection terminated/);
    expect(worker.pendingRecords).toBe(1);
    let [row] = await t.db.select().from(outbox).where(eq(outbox.to, 'registro@ejemplo.com'));
    expect(row!.sentAt).toBeNull();
    // the database is back: the outcome is recorded first, and nothing is sent again
    failUpdates = false;
    await worker.drain();
    expect(worker.pendingRecords).toBe(0);
    [row] = await t.db.select().from(outbox).where(eq(outbox.to, 'registro@ejemplo.com'));
    expect(row!.sentAt).toBeInstanceOf(Date);
    expect(sent).toEqual(['registro@ejemplo.com']);
  });

  it('gives up on an SMTP server that accepts the connection and never greets, within the timeout', async () => {
    const sockets: Socket[] = [];
    const silent = createServer((socket) => void sockets.push(socket)); // never says "220"
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as { port: number };
    const transport = createMailTransport(`smtp://127.0.0.1:${port}`, 'Campus <a@b.co>', {
      connectionTimeout: 500,
      greetingTimeout: 300,
      socketTimeout: 500,
    });
    try {
      const started = performance.now();
      await expect(
        transport.send({ to: 'x@ejemplo.com', subject: 'x', html: 'x', text: 'x' }),
      ).rejects.toThrow(/greeting|timeout/i);
      expect(performance.now() - started).toBeLessThan(3000);
    } finally {
      transport.close();
      for (const s of sockets) s.destroy();
      await new Promise<void>((resolve) => silent.close(() => resolve()));
    }
  });
});

describe('development mailbox', () => {
  it('lists e-mails at /dev/mail and as JSON by recipient when there is no SMTP', async () => {
    const dev = await createTestApp({}, { mailTransport: undefined });
    try {
      await enqueueMail(dev.db, {
        to: 'eva@ejemplo.com',
        subject: 'Restablecer contraseña',
        html: '<p>enlace</p>',
        text: 'enlace',
      });
      const list = await dev.app.inject({ url: '/dev/mail' });
      expect(list.statusCode).toBe(200);
      expect(list.body).toContain('Restablecer contraseña');
      const json = await dev.app.inject({ url: '/dev/mail/messages.json?to=EVA@ejemplo.com' });
      expect(json.json()).toMatchObject([{ to: 'eva@ejemplo.com', text: 'enlace' }]);
      const one = await dev.app.inject({ url: `/dev/mail/${json.json()[0].id}` });
      expect(one.body).toBe('<p>enlace</p>');
      expect((await dev.app.inject({ url: '/dev/mail/999999' })).statusCode).toBe(404);
      expect((await dev.app.inject({ url: '/dev/mail/abc' })).statusCode).toBe(422);

      // reset links are read here: only from this machine
      for (const url of ['/dev/mail', '/dev/mail/messages.json', `/dev/mail/${json.json()[0].id}`]) {
        const remote = await dev.app.inject({ url, remoteAddress: '192.168.1.50' });
        expect(remote.statusCode).toBe(404);
        expect(remote.body).not.toContain('enlace');
      }
      expect((await dev.app.inject({ url: '/dev/mail', remoteAddress: '::1' })).statusCode).toBe(200);
    } finally {
      await dev.close();
    }
  });

  it('serves other machines only with DEV_MAILBOX=true, and never in production', async () => {
    const open = await createTestApp({ DEV_MAILBOX: 'true' }, { mailTransport: undefined });
    try {
      expect((await open.app.inject({ url: '/dev/mail', remoteAddress: '192.168.1.50' })).statusCode).toBe(
        200,
      );
    } finally {
      await open.close();
    }
    expect(loadConfig({ NODE_ENV: 'development', DEV_MAILBOX: 'true' }).devMailbox).toBe(true);
    expect(
      loadConfig({
        NODE_ENV: 'production',
        DEV_MAILBOX: 'true',
        DATABASE_URL: 'postgres://x@127.0.0.1/x',
        OAUTH_CLIENT_SECRET: 'a-real-production-secret',
        CAPTCHA_HMAC_KEY: 'a-real-production-captcha-key',
        TOKEN_SIGNING_KEY: 'a-real-production-token-signing-key',
        SMTP_URL: 'smtp://127.0.0.1:25',
        PUBLIC_URL: 'https://campussalud.ec',
        ALLOW_SANDBOX_PAYMENTS: 'true',
      }).devMailbox,
    ).toBe(false);
  });

  it('does not exist when SMTP is configured', async () => {
    expect((await t.app.inject({ url: '/dev/mail' })).statusCode).toBe(404);
  });
});
