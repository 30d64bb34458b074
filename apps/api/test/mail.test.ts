import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../src/db/schema.ts';
import { enqueueMail } from '../src/integrations/mail/outbox.ts';
import { renderMail } from '../src/integrations/mail/template.ts';
import type { MailTransport } from '../src/integrations/mail/transport.ts';
import { MAX_ATTEMPTS, MailWorker, retryDelayMs } from '../src/integrations/mail/worker.ts';
import { createTestApp, type TestApp } from './helpers.ts';

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
