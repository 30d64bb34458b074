import nodemailer from 'nodemailer';
import type { OutgoingMail } from './outbox.ts';

export type MailTransport = {
  /** 'smtp' sends for real; 'dev' keeps messages in the outbox for the /dev/mail mailbox. */
  kind: 'smtp' | 'dev';
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
};

/**
 * How long the SMTP conversation may stall before the send fails (and is retried later with
 * backoff): to connect, to get the server's greeting, and with no traffic on the socket. Together
 * they stay far below the worker's claim lease, so a hung server cannot make a row be sent twice.
 */
export const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

export function createMailTransport(
  smtpUrl: string | null,
  from: string,
  timeouts: Partial<typeof SMTP_TIMEOUTS> = {},
): MailTransport {
  if (!smtpUrl) {
    return { kind: 'dev', send: async () => {}, close: () => {} };
  }
  const transporter = nodemailer.createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS, ...timeouts });
  return {
    kind: 'smtp',
    send: async (mail) => {
      await transporter.sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
        attachments: (mail.attachments ?? []).map((a) => ({
          filename: a.filename,
          contentType: a.contentType,
          content: a.content,
          encoding: 'base64',
        })),
      });
    },
    close: () => transporter.close(),
  };
}
