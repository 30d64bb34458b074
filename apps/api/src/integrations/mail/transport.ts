import nodemailer from 'nodemailer';
import type { OutgoingMail } from './outbox.ts';

export type MailTransport = {
  /** 'smtp' sends for real; 'dev' keeps messages in the outbox for the /dev/mail mailbox. */
  kind: 'smtp' | 'dev';
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
};

export function createMailTransport(smtpUrl: string | null, from: string): MailTransport {
  if (!smtpUrl) {
    return { kind: 'dev', send: async () => {}, close: () => {} };
  }
  const transporter = nodemailer.createTransport(smtpUrl);
  return {
    kind: 'smtp',
    send: async (mail) => {
      await transporter.sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
      });
    },
    close: () => transporter.close(),
  };
}
