// The booking e-mail leaves through the real nodemailer SMTP transport with its .ics attached.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCourse, createUser, enrol } from '../../../test/factories.ts';
import { call, createTestApp, type TestApp } from '../../../test/helpers.ts';
import { parseInvitation } from '../../../test/ics.ts';
import { mentoringSlots } from '../../db/schema.ts';

function startSmtpServer(): Promise<{ server: SMTPServer; port: number; inbox: string[] }> {
  const inbox: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        inbox.push(Buffer.concat(chunks).toString('utf8'));
        callback();
      });
    },
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () =>
      resolve({ server, port: (server.server.address() as AddressInfo).port, inbox }),
    );
  });
}

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let t: TestApp;
beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp(
    { SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, PUBLIC_URL: 'https://campus.example' },
    { mailTransport: undefined },
  );
});
afterAll(async () => {
  await t?.close();
  await new Promise<void>((resolve) => smtp.server.close(() => resolve()));
});

describe('booking e-mail over real SMTP', () => {
  it('arrives as a multipart message with the text/calendar invitation attached', async () => {
    const student = await createUser(t.db, { email: 'ics.estudiante@ejemplo.com' });
    const { course } = await createCourse(t.db, { name: 'Mentoría clínica' });
    await enrol(t.db, student.user.id, course.id);
    const [slot] = await t.db
      .insert(mentoringSlots)
      .values({
        courseId: course.id,
        startsAt: new Date(Date.now() + 5 * 86_400_000),
        durationMinutes: 60,
        capacity: 4,
      })
      .returning();
    const res = await call(t.app, student.token, {
      method: 'POST',
      url: '/api/v2/mentory-user',
      payload: { mentory_id: slot!.id },
    });
    expect(res.statusCode).toBe(201);
    await t.app.mailer.drain();

    const raw = smtp.inbox.find((m) => m.includes('ics.estudiante@ejemplo.com'));
    expect(raw).toBeDefined();
    expect(raw).toMatch(/Content-Type: multipart\/mixed/i);
    expect(raw).toMatch(/Content-Type: text\/calendar; charset=utf-8; method=REQUEST;\s+name=mentoria\.ics/i);
    expect(raw).toMatch(/Content-Disposition: attachment; filename=mentoria\.ics/i);
    const part = /filename=mentoria\.ics\r?\n(?:[^\r\n]+\r?\n)*\r?\n([A-Za-z0-9+/=\r\n]+?)\r?\n--/.exec(raw!);
    const ics = Buffer.from(part![1]!.replace(/\s+/g, ''), 'base64').toString('utf8');
    expect(parseInvitation(ics, false)).toMatchObject({
      method: 'REQUEST',
      uid: expect.stringMatching(
        new RegExp(`^mentoria-${slot!.id}-${student.user.id}-\\d+@campus\\.example$`),
      ),
      attendees: [expect.objectContaining({ email: 'ics.estudiante@ejemplo.com', rsvp: 'TRUE' })],
    });
  });
});
