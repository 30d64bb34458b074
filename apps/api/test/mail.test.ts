import { createServer, type Socket } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../src/db/schema.ts';
import { enqueueMail } from '../src/integrations/mail/outbox.ts';
import { renderMail } from '../src/integrations/mail/template.ts';
import { createMailTransport, type MailTransport } from '../src/integrations/mail/transport.ts';
import { CLAIM_LEASE_MS, MAX_ATTEMPTS, MailWorker, retryDelayMs } from '../src/integrations/mail/worker.ts';
import { clientToken, createTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const silentLog = { warn() {}, error() {}, info() {}, debug() {} } as never;

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

  it('backs off exponentially up to an hour and stops after the last attempt', async () => {
    expect(retryDelayMs(1)).toBe(30_000);
    expect(retryDelayMs(2)).toBe(60_000);
    expect(retryDelayMs(20)).toBe(3_600_000);
    await enqueueMail(t.db, { to: 'agotado@ejemplo.com', subject: 'x', html: 'x', text: 'x' });
    await t.db.update(outbox).set({ attempts: MAX_ATTEMPTS }).where(eq(outbox.to, 'agotado@ejemplo.com'));
    expect(await t.app.mailer.drain()).toBe(0);
    expect(t.sentMail.some((m) => m.to === 'agotado@ejemplo.com')).toBe(false);
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

    // the claimed row is reserved (not due) while it is being sent, and its attempt is counted
    const [claimed] = await t.db.select().from(outbox).where(eq(outbox.to, 'lento@ejemplo.com'));
    expect(claimed).toMatchObject({ sentAt: null, attempts: 1 });
    expect(claimed!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + CLAIM_LEASE_MS - 60_000);

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

  it('sends again a claimed e-mail whose worker died before recording it (nothing lost)', async () => {
    await enqueueMail(t.db, { to: 'huerfano@ejemplo.com', subject: 'x', html: 'x', text: 'x' });
    // as left by a worker that claimed the row and crashed: attempt counted, lease in the future
    await t.db
      .update(outbox)
      .set({ attempts: 1, nextAttemptAt: new Date(Date.now() + CLAIM_LEASE_MS) })
      .where(eq(outbox.to, 'huerfano@ejemplo.com'));
    const sentBefore = t.sentMail.length;
    await t.app.mailer.drain();
    expect(t.sentMail.slice(sentBefore).some((m) => m.to === 'huerfano@ejemplo.com')).toBe(false);
    // the lease ends
    await t.db
      .update(outbox)
      .set({ nextAttemptAt: new Date(Date.now() - 1) })
      .where(eq(outbox.to, 'huerfano@ejemplo.com'));
    await t.app.mailer.drain();
    expect(t.sentMail.filter((m) => m.to === 'huerfano@ejemplo.com')).toHaveLength(1);
    const [row] = await t.db.select().from(outbox).where(eq(outbox.to, 'huerfano@ejemplo.com'));
    expect(row).toMatchObject({ attempts: 2, error: null });
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
    } finally {
      await dev.close();
    }
  });

  it('does not exist when SMTP is configured', async () => {
    expect((await t.app.inject({ url: '/dev/mail' })).statusCode).toBe(404);
  });
});
