// Contact messages (spec §7 "Leads and contact"): the guide's question form (addBook), the
// landings' "a counsellor calls you" form (contact-leads) and the contact modal and page
// (sendComent, createContact). Every message is stored and e-mailed to SUPPORT_EMAIL in one
// transaction. The sender's acknowledgement is a fixed text (nothing they typed, not even their
// name), within the address's hourly mail budget.
import {
  type AddBookResponse,
  type addBookRequestSchema,
  CONTACT_FORM_RELATION,
  type contactLeadRequestSchema,
  type contactMessageRequestSchema,
  type createContactRequestSchema,
  LEAD_MESSAGES,
  type LeadResult,
  NO_PROCESS,
  normalizeEmail,
} from '@campus/contract';
import type * as z from 'zod';
import type { Executor } from '../../db/client.ts';
import { verifyCaptcha } from '../../integrations/captcha/captcha.ts';
import { enqueueMail } from '../../integrations/mail/outbox.ts';
import { assertProjectExists } from '../projects/projects.service.ts';
import { insertContact } from './contacts.repository.ts';
import { type LandingEventRow, landingById, landingEventByTag } from './landing-events.service.ts';
import { contactAcknowledgementMail, contactNoticeMail, type PersonDetails } from './leads.mail.ts';
import { acceptable, type LeadContext, mailPerson, recordSignup } from './leads.service.ts';

/** `code_relation` of the guide contact form when the client sends none. */
export const GUIDE_FORM_RELATION = 'addBook';
/** `code_relation` of contact-leads without a landing. */
export const CONTACT_LEAD_RELATION = 'contact_lead';

export type AddBookInput = z.output<typeof addBookRequestSchema>;
export type ContactLeadInput = z.output<typeof contactLeadRequestSchema>;
export type ContactMessageInput =
  | z.output<typeof contactMessageRequestSchema>
  | z.output<typeof createContactRequestSchema>;

type Contact = {
  projectId: number;
  name: string;
  lastName: string;
  email: string;
  phone: string | null;
  /** The subject the form sent with the message, if any. */
  subject?: string | null;
  message: string | null;
  codeRelation: string;
  landing: LandingEventRow | null;
  town: string | null;
  country: string | null;
  acknowledge: boolean;
  source: string;
};

/** Stores the message and queues it to SUPPORT_EMAIL (and the acknowledgement) in `tx`. */
async function storeContact(ctx: LeadContext, c: Contact, tx: Executor): Promise<void> {
  await insertContact(tx, {
    projectId: c.projectId,
    name: c.name,
    lastName: c.lastName,
    email: c.email,
    phone: c.phone,
    subject: c.subject ?? null,
    message: c.message ?? '',
    codeRelation: c.codeRelation,
    landingId: c.landing?.id ?? null,
    ip: ctx.ip,
    town: c.town,
    country: c.country,
  });
  const person: PersonDetails = {
    name: c.name,
    lastName: c.lastName,
    email: c.email,
    phone: c.phone,
    town: c.town,
    country: c.country,
    ip: ctx.ip,
    message: c.message,
  };
  await enqueueMail(tx, {
    to: ctx.config.supportEmail,
    ...contactNoticeMail({
      person,
      source: c.source,
      landing: c.landing?.title ?? null,
      subject: c.subject ?? null,
    }),
  });
  if (c.acknowledge) {
    await mailPerson(ctx, tx, { to: c.email, ...contactAcknowledgementMail('', ctx.config.supportEmail) });
  }
}

// ── POST /api/v1/cambiando/addBook (guide contact form, captcha) ───────────────────────────
/**
 * The guide's question form. Every question is kept (a row in contacts) and e-mailed to
 * SUPPORT_EMAIL; when the form names one of our landings, the person is kept as its lead too
 * (created, or refreshed without touching what they signed up with), all in one transaction. With
 * email_info the person gets the landing's mail once and an acknowledgement of each question.
 */
export async function addBook(ctx: LeadContext, input: AddBookInput): Promise<AddBookResponse> {
  await assertProjectExists(ctx.db, input.proyect_id);
  await verifyCaptcha(ctx.db, input.captcha, ctx.config.captchaHmacKey);
  const email = normalizeEmail(input.email);
  if (!(await acceptable(ctx, email))) return NO_PROCESS;
  const codeRelation = input.code_relation ?? GUIDE_FORM_RELATION;
  const lastName = input.lastName ?? input.last_name ?? '';
  const confirm = input.email_info ?? false;
  const source = 'el formulario de preguntas de la guía';
  const event = await landingEventByTag(ctx.db, input.proyect_id, codeRelation);
  await ctx.db.transaction(async (tx) => {
    if (event) {
      await recordSignup(
        ctx,
        {
          projectId: input.proyect_id,
          email,
          event,
          name: input.name,
          lastName,
          phone: input.movil,
          // The question is not the lead's: it is kept with the contact.
          message: null,
          magistral: false,
          town: null,
          country: null,
          body: null,
          reply: confirm ? 'direct' : 'none',
          source,
          notifyTeam: false,
        },
        tx,
      );
    }
    await storeContact(
      ctx,
      {
        projectId: input.proyect_id,
        name: input.name,
        lastName,
        email,
        phone: input.movil,
        subject: input.subject,
        message: input.message,
        codeRelation,
        landing: event,
        town: null,
        country: null,
        acknowledge: confirm,
        source,
      },
      tx,
    );
  });
  return { success: true, message: LEAD_MESSAGES.guideSent };
}

// ── POST /api/v1/contact-leads (captcha) ────────────────────────────────────────────────────
/**
 * The contact lead form of a landing ("a counsellor calls you"): `{success, message}`. Spec §7's
 * payload (no captcha, no terms) is accepted: the message is kept and support is told, but only a
 * request that proves a person (captcha) makes us write to the address it names.
 */
export async function addContactLead(ctx: LeadContext, input: ContactLeadInput): Promise<LeadResult> {
  await assertProjectExists(ctx.db, input.proyect_id);
  const landing = await landingById(ctx.db, input.proyect_id, input.landing_id);
  if (input.captcha !== undefined) await verifyCaptcha(ctx.db, input.captcha, ctx.config.captchaHmacKey);
  const email = normalizeEmail(input.email);
  if (!(await acceptable(ctx, email))) return { success: false, message: LEAD_MESSAGES.leadEmailRejected };
  await ctx.db.transaction((tx) =>
    storeContact(
      ctx,
      {
        projectId: input.proyect_id,
        name: input.name,
        lastName: input.last_name,
        email,
        phone: input.movil,
        message: input.message,
        codeRelation: landing?.tag ?? CONTACT_LEAD_RELATION,
        landing,
        town: input.town,
        country: input.country,
        acknowledge: input.captcha !== undefined,
        source: 'el formulario «Quiero que me contacten»',
      },
      tx,
    ),
  );
  return { success: true, message: LEAD_MESSAGES.registered };
}

// ── POST /api/v1/sendComent and /api/v1/createContact ───────────────────────────────────────
/**
 * The contact modal and page (sendComent) and createContact: every message is stored and sent to
 * the team, whatever the address; the person gets the fixed acknowledgement when the address is
 * usable and within its budget.
 */
export async function sendContactMessage(
  ctx: LeadContext,
  input: ContactMessageInput,
  source: string,
): Promise<LeadResult> {
  await assertProjectExists(ctx.db, input.proyect_id);
  const landing = await landingById(
    ctx.db,
    input.proyect_id,
    'landing_id' in input ? input.landing_id : undefined,
  );
  const email = normalizeEmail(input.email);
  const usable = await acceptable(ctx, email);
  await ctx.db.transaction((tx) =>
    storeContact(
      ctx,
      {
        projectId: input.proyect_id,
        name: input.name,
        lastName: input.last_name ?? '',
        email,
        phone: input.movil,
        message: input.message ?? null,
        codeRelation: input.code_relation || CONTACT_FORM_RELATION,
        landing,
        town: input.town,
        country: input.country,
        acknowledge: usable,
        source,
      },
      tx,
    ),
  );
  return { success: true, message: LEAD_MESSAGES.messageSent };
}
