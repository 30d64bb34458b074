import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories.ts';
import { call, clientToken, createTestApp, type TestApp } from '../../../test/helpers.ts';

type Received = { from: string; to: string[]; raw: string };

/** A real SMTP server in the test process: the app's nodemailer transport talks to it over TCP. */
function startSmtpServer(): Promise<{ server: SMTPServer; port: number; inbox: Received[] }> {
  const inbox: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        inbox.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      resolve({ server, port: (server.server.address() as AddressInfo).port, inbox });
    });
  });
}

/** Decodes a quoted-printable body (soft line breaks and =XX bytes), as nodemailer writes text parts. */
function decodeQuotedPrintable(body: string): string {
  const bytes = body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => `%${hex}`);
  return decodeURIComponent(bytes.replace(/%(?![0-9A-F]{2})/g, '%25'));
}

/** The text/plain part of a raw MIME message, decoded. */
function plainText(raw: string): string {
  const part = /Content-Type: text\/plain[^\r\n]*\r?\n(?:[^\r\n]+\r?\n)*?\r?\n([\s\S]*?)\r?\n--/i.exec(raw);
  if (!part) throw new Error(`no text part in:\n${raw}`);
  const headers = raw.slice(0, part.index + part[0].indexOf(part[1]!));
  return /quoted-printable/i.test(headers.slice(headers.lastIndexOf('Content-Type: text/plain')))
    ? decodeQuotedPrintable(part[1]!)
    : part[1]!;
}

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let t: TestApp;
beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp(
    {
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      PUBLIC_URL: 'https://campus.example',
      MAIL_FROM: 'Campus Salud <no-responder@campus.example>',
    },
    // no test transport: the app builds its real nodemailer SMTP transport from SMTP_URL
    { mailTransport: undefined },
  );
});
afterAll(async () => {
  await t?.close();
  await new Promise<void>((resolve) => smtp.server.close(() => resolve()));
});

describe('password reset over real SMTP', () => {
  it('delivers the Spanish reset e-mail and its link completes the reset', async () => {
    const client = await clientToken(t.app);
    const u = await createUser(t.db, { email: 'smtp.usuaria@ejemplo.com', firstName: 'Inés' });

    const asked = await call(t.app, client, {
      method: 'POST',
      url: '/api/v1/resetPassword',
      payload: { email: u.email, url: 'https://campus.example/reset-password', proyect_id: 4 },
    });
    expect(asked.statusCode).toBe(200);
    // The request woke the worker (`mailer.wake()`), which may already have sent it by now: drain
    // waits for that run, and the inbox says what was delivered either way.
    await t.app.mailer.drain();

    expect(smtp.inbox).toHaveLength(1);
    const [mail] = smtp.inbox;
    expect(mail!.from).toBe('no-responder@campus.example');
    expect(mail!.to).toEqual(['smtp.usuaria@ejemplo.com']);
    expect(mail!.raw).toMatch(/^Subject: =\?UTF-8\?/m);
    const text = plainText(mail!.raw);
    expect(text).toContain('Hola Inés:');
    const match = /https:\/\/campus\.example\/reset-password\/([^/\s]+)\/([\w-]+)/.exec(text);
    expect(match).not.toBeNull();

    // follow the link as the reset page does: email and token from the path
    const [, email, token] = match!;
    const confirmed = await call(t.app, client, {
      method: 'POST',
      url: '/api/v1/resetPassConfirm',
      payload: { email: decodeURIComponent(email!), token, password: 'Desde-El-Correo-2026' },
    });
    expect(confirmed.statusCode).toBe(200);
    const login = await call(t.app, client, {
      method: 'POST',
      url: '/api/v1/login',
      payload: { email: u.email, password: 'Desde-El-Correo-2026' },
    });
    expect(login.statusCode).toBe(200);
  });
});
