// Leads (spec §4, §5, §7 "Leads and contact"): one lead per e-mail and landing, 'noProcess' for
// addresses nobody reads, and every lead written with its e-mails in one transaction (outbox).
//
// Nobody may use these forms to mail strangers: only landings we have (landing_events)
// are accepted; the title and links come from the landing, never from the request; an address that
// has not confirmed it is theirs gets nothing the form sent (no name, no message): forms with a
// captcha send the landing's mail without the name, the others send a confirmation link first
// (double opt-in); and each address has a budget of mails per hour across the forms.
import {
  type AddBookResponse,
  type addBookEventRequestSchema,
  LEAD_MESSAGES,
  LEAD_TYPE,
  type LeadResult,
  type leadCheckRequestSchema,
  NO_PROCESS,
  normalizeEmail,
  type v2LeadRequestSchema,
} from '@campus/contract';
import { paths } from '@campus/contract/pages';
import type * as z from 'zod';
import type { Config } from '../../config.ts';
import type { Database, Executor } from '../../db/client.ts';
import { verifyCaptcha } from '../../integrations/captcha/captcha.ts';
import { mailBudgetLeft } from '../../integrations/mail/maintenance.ts';
import { enqueueMail, type OutgoingMail } from '../../integrations/mail/outbox.ts';
import { generateToken, hashToken } from '../../lib/tokens.ts';
import { findRegisteredPerson } from '../auth/auth.service.ts';
import { assertProjectExists } from '../projects/projects.service.ts';
import { judgeEmail } from './email-check.ts';
import { type LandingEventRow, landingEventByTag, requireLandingEvent } from './landing-events.service.ts';
import { leadConfirmationMail, leadNoticeMail, leadOptInMail } from './leads.mail.ts';
import {
  confirmLeadByToken,
  findLead,
  insertLeadSubmission,
  latestLeadOf,
  setConfirmToken,
  upsertLead,
} from './leads.repository.ts';

/** A repeated sign-up sends the landing's mail again only after this long (a double click does not). */
export const CONFIRMATION_RESEND_AFTER_MS = 10 * 60_000;

export type LeadContext = { db: Database; config: Config; ip: string | null; now?: Date };

export type CheckInput = z.output<typeof leadCheckRequestSchema>;
export type AddBookEventInput = z.output<typeof addBookEventRequestSchema>;
export type V2LeadInput = z.output<typeof v2LeadRequestSchema>;

/**
 * How the person hears from us: `optIn` a confirmation link first (forms without captcha);
 * `direct` the landing's mail, without their name (forms with a captcha); `none` nothing.
 */
export type Reply = 'optIn' | 'direct' | 'none';

export type Signup = {
  projectId: number;
  email: string;
  event: LandingEventRow;
  name: string;
  lastName: string;
  phone: string | null;
  message: string | null;
  magistral: boolean;
  town: string | null;
  country: string | null;
  body: Record<string, unknown> | null;
  reply: Reply;
  /** The person is registered: their stored name may greet them. */
  knownName?: string | null;
  /** Which form sent it, for the team's notice and the submissions table. */
  source: string;
  /** Tell the team about a new lead (false when the caller sends its own notice). */
  notifyTeam?: boolean;
};

/** The confirmation link of a lead (GET, no token: it is opened from the mail). */
export const leadConfirmUrl = (publicUrl: string, token: string) =>
  `${publicUrl}/api/v1/leads/confirm/${token}`;

/**
 * Queues a mail to a person unless their address has had its hourly budget (MAIL_BUDGET_PER_HOUR,
 * counted in the outbox, so it holds across instances). Returns whether it was queued.
 */
export async function mailPerson(ctx: LeadContext, tx: Executor, mail: OutgoingMail): Promise<boolean> {
  if ((await mailBudgetLeft(tx, mail.to, ctx.config.mailBudgetPerHour)) <= 0) return false;
  await enqueueMail(tx, mail);
  return true;
}

function landingMail(ctx: LeadContext, event: LandingEventRow, firstName: string, now: Date) {
  return leadConfirmationMail({
    firstName,
    event,
    publicUrl: ctx.config.publicUrl,
    supportEmail: ctx.config.supportEmail,
    now,
  });
}

/**
 * Writes (or refreshes) the lead inside `tx`, keeps the submission, and queues the person's mail
 * as `s.reply` says (for a new lead, or again after CONFIRMATION_RESEND_AFTER_MS) and the team's
 * notice for a new lead. Returns whether the lead is new.
 */
export async function recordSignup(ctx: LeadContext, s: Signup, tx: Executor): Promise<boolean> {
  const now = ctx.now ?? new Date();
  const before = await findLead(tx, s.projectId, s.email, s.event.tag);
  const lead = await upsertLead(tx, {
    projectId: s.projectId,
    email: s.email,
    codeRelation: s.event.tag,
    name: s.name,
    lastName: s.lastName,
    phone: s.phone,
    message: s.message,
    title: s.event.title,
    magistral: s.magistral,
    landingEventId: s.event.id,
    ip: ctx.ip,
    town: s.town,
    country: s.country,
    body: s.body,
  });
  await insertLeadSubmission(tx, {
    leadId: lead.id,
    source: s.source,
    name: s.name,
    lastName: s.lastName,
    phone: s.phone,
    message: s.message,
    ip: ctx.ip,
    town: s.town,
    country: s.country,
    body: s.body,
  });

  const resend =
    before !== null && now.getTime() - before.updatedAt.getTime() >= CONFIRMATION_RESEND_AFTER_MS;
  if (s.reply !== 'none' && (lead.inserted || resend)) {
    if (s.knownName !== undefined || lead.confirmed) {
      // The address is known to be theirs: the landing's mail, greeting them by the stored name.
      const name = s.knownName !== undefined ? (s.knownName ?? '') : lead.name;
      await mailPerson(ctx, tx, { to: s.email, ...landingMail(ctx, s.event, name, now) });
    } else if (s.reply === 'optIn') {
      const token = generateToken();
      if (
        await mailPerson(ctx, tx, {
          to: s.email,
          ...leadOptInMail({
            eventTitle: s.event.title,
            confirmUrl: leadConfirmUrl(ctx.config.publicUrl, token),
            supportEmail: ctx.config.supportEmail,
          }),
        })
      )
        await setConfirmToken(tx, lead.id, hashToken(token));
    } else {
      await mailPerson(ctx, tx, { to: s.email, ...landingMail(ctx, s.event, '', now) });
    }
  }
  if (lead.inserted && s.notifyTeam !== false) {
    await enqueueMail(tx, {
      to: ctx.config.supportEmail,
      ...leadNoticeMail({
        person: {
          name: s.name,
          lastName: s.lastName,
          email: s.email,
          phone: s.phone,
          town: s.town,
          country: s.country,
          ip: ctx.ip,
          message: s.message,
        },
        codeRelation: s.event.tag,
        title: s.event.title,
        source: s.source,
      }),
    });
  }
  return lead.inserted;
}

export async function acceptable(ctx: LeadContext, email: string): Promise<boolean> {
  return (await judgeEmail(email, { mxCheck: ctx.config.emailMxCheck })) === 'ok';
}

/** Only what the request says about the event is kept, for the record (never mailed, never shown). */
export function eventBody(
  input: Partial<Pick<CheckInput, 'urlRoom' | 'id_room' | 'date' | 'title' | 'type' | 'url_download'>>,
  extra: Record<string, unknown> | null = null,
): Record<string, unknown> | null {
  const body: Record<string, unknown> = {};
  for (const [key, value] of Object.entries({ ...(extra ?? {}), ...input }))
    if (value !== null && value !== undefined) body[key] = value;
  return Object.keys(body).length > 0 ? body : null;
}

// ── POST /api/client/addBook/check ──────────────────────────────────────────────────────────
/**
 * 1 when the e-mail is a known lead or user of the project, else 0 (spec §4). A known person
 * checking on one of our landings is signed up for it right away (once), since the page sends
 * them to the thanks page without the full form. Nothing the request says reaches a mail.
 */
export async function checkLead(ctx: LeadContext, input: CheckInput): Promise<0 | 1> {
  await assertProjectExists(ctx.db, input.proyect_id);
  const email = normalizeEmail(input.email);
  const projectId = input.proyect_id;
  const lead = await latestLeadOf(ctx.db, projectId, email);
  const user = lead ? null : await findRegisteredPerson(ctx.db, projectId, email);
  if (!lead && !user) return 0;

  const tag = input.code_relation;
  if (!tag) return 1;
  const event = await landingEventByTag(ctx.db, projectId, tag);
  if (!event) return 1;
  if (await findLead(ctx.db, projectId, email, tag)) return 1;
  if (!(await acceptable(ctx, email))) return 1;

  const person = lead
    ? { name: lead.name, lastName: lead.lastName, phone: lead.phone }
    : { name: user!.firstName, lastName: user!.surnames, phone: user!.mobile };
  await ctx.db.transaction((tx) =>
    recordSignup(
      ctx,
      {
        projectId,
        email,
        event,
        name: person.name,
        lastName: person.lastName,
        phone: person.phone,
        message: null,
        magistral: event.type === LEAD_TYPE.masterClass,
        town: lead?.town ?? null,
        country: lead?.country ?? null,
        body: eventBody(input),
        reply: 'optIn',
        ...(user ? { knownName: user.firstName } : {}),
        source: 'la verificación de email de la landing (persona ya registrada)',
      },
      tx,
    ),
  );
  return 1;
}

// ── POST /api/v1/cambiando/addBook/event (landing lead form, no captcha) ───────────────────
export async function addBookEvent(ctx: LeadContext, input: AddBookEventInput): Promise<AddBookResponse> {
  await assertProjectExists(ctx.db, input.proyect_id);
  const event = await requireLandingEvent(ctx.db, input.proyect_id, input.code_relation);
  const email = normalizeEmail(input.email);
  if (!(await acceptable(ctx, email))) return NO_PROCESS;
  await ctx.db.transaction((tx) =>
    recordSignup(
      ctx,
      {
        projectId: input.proyect_id,
        email,
        event,
        name: input.name,
        lastName: input.last_name ?? input.lastName ?? '',
        phone: input.movil,
        message: input.message,
        magistral: (input.magistral ?? false) || event.type === LEAD_TYPE.masterClass,
        town: null,
        country: null,
        body: eventBody(input),
        reply: input.email_info ? 'optIn' : 'none',
        source: 'el formulario de registro de la landing',
      },
      tx,
    ),
  );
  return {
    success: true,
    message: input.email_info ? LEAD_MESSAGES.registeredCheckInbox : LEAD_MESSAGES.registered,
  };
}

// ── POST /api/v2/leads (webinar signup, captcha) ────────────────────────────────────────────
export async function addV2Lead(ctx: LeadContext, input: V2LeadInput): Promise<LeadResult> {
  await assertProjectExists(ctx.db, input.proyect_id);
  await verifyCaptcha(ctx.db, input.captcha, ctx.config.captchaHmacKey);
  const event = await requireLandingEvent(ctx.db, input.proyect_id, input.code_relation);
  const email = normalizeEmail(input.email);
  if (!(await acceptable(ctx, email))) return { success: false, message: LEAD_MESSAGES.leadEmailRejected };
  await ctx.db.transaction((tx) =>
    recordSignup(
      ctx,
      {
        projectId: input.proyect_id,
        email,
        event,
        name: input.name,
        lastName: input.last_name,
        phone: input.movil,
        message: input.message,
        magistral: event.type === LEAD_TYPE.masterClass,
        town: input.town,
        country: input.country,
        body: eventBody({}, input.body ?? null),
        reply: (input.email_info ?? true) ? 'direct' : 'none',
        source: 'la inscripción al webinar',
      },
      tx,
    ),
  );
  return { success: true, message: LEAD_MESSAGES.registeredCheckInbox };
}

// ── GET /api/v1/leads/confirm/{token} (double opt-in link) ─────────────────────────────────
/**
 * Confirms the address of the lead holding this link (once) and queues the landing's mail. Returns
 * the page to send the person to: the landing's thanks page, or the landing map for a link that is
 * unknown or already used.
 */
export async function confirmLead(ctx: LeadContext, token: string): Promise<string> {
  const now = ctx.now ?? new Date();
  return ctx.db.transaction(async (tx) => {
    const lead = await confirmLeadByToken(tx, hashToken(token));
    if (!lead) return paths.landingMap;
    const event = await landingEventByTag(tx, lead.projectId, lead.codeRelation);
    if (!event) return paths.landingMap;
    await mailPerson(ctx, tx, { to: lead.email, ...landingMail(ctx, event, lead.name, now) });
    return event.type === LEAD_TYPE.guide ? paths.landing.downloadThanks : paths.landing.masterClassThanks;
  });
}
