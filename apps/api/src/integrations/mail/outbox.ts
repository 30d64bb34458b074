import type { Executor } from '../../db/client.ts';
import { insertOutbox } from './outbox.repository.ts';

/** A file sent with an e-mail (e.g. an .ics invitation); `content` is base64. */
export type MailAttachment = { filename: string; contentType: string; content: string };

export type OutgoingMail = {
  to: string;
  subject: string;
  html: string;
  text: string;
  attachments?: MailAttachment[];
};

/**
 * Queues an e-mail. Call it with the transaction that makes the change the e-mail reports, so the
 * change and its e-mail are kept or lost together; the mail worker sends it afterwards.
 */
export async function enqueueMail(executor: Executor, mail: OutgoingMail): Promise<void> {
  await insertOutbox(executor, { ...mail, attachments: mail.attachments ?? [] });
}
