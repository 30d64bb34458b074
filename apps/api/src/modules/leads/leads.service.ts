// Rules of the marketing flows (spec §4, §5, §7 "Leads and contact"): one lead per e-mail and
// landing, 'noProcess' for addresses nobody reads, captcha where the spec asks for one, and every
// lead or message written with its e-mails in one transaction (outbox).
import {
  type AddBookResponse,
  ALL_EVENT_COUNTRIES,
  CONTACT_FORM_RELATION,
  eventDateText,
  HEADLINE_EVENT_COUNTRIES,
  type LandingEvent,
  type LandingEventResponse,
  LEAD_MESSAGES,
  LEAD_TYPE,
  type LeadResult,
  localTimes,
  localTimesText,
  type MarketingSettings,
  NO_PROCESS,
  normalizeEmail,
  toMoneyString,
  videoEmbedUrl,
  whatsappChatUrl,
} from '@campus/contract';
import type { Config } from '../../config.ts';
import type { Database, Executor } from '../../db/client.ts';
import { verifyCaptcha } from '../../integrations/captcha/captcha.ts';
import { enqueueMail } from '../../integrations/mail/outbox.ts';
import { NotFound } from '../../lib/errors.ts';
import { findUserByEmail, findUserView } from '../auth/auth.repository.ts';
import { assertProjectExists } from '../projects/projects.service.ts';
import { judgeEmail } from './email-check.ts';
import {
  contactAcknowledgementMail,
  contactNoticeMail,
  genericLeadMail,
  leadConfirmationMail,
  leadNoticeMail,
  type PersonDetails,
} from './leads.mail.ts';
import {
  findLandingEvent,
  findLandingEventByTag,
  findLead,
  findMarketingSettings,
  findNextEdition,
  insertContact,
  type LandingEventRow,
  latestLeadOf,
  listTestimonialVideos,
  upsertLead,
} from './leads.repository.ts';

/** A repeated sign-up sends the confirmation again only after this long (a double click does not). */
export const CONFIRMATION_RESEND_AFTER_MS = 10 * 60_000;
/** `code_relation` of the guide contact form when the client sends none. */
export const GUIDE_FORM_RELATION = 'addBook';
/** `code_relation` of contact-leads without a landing. */
export const CONTACT_LEAD_RELATION = 'contact_lead';

export type LeadContext = { db: Database; config: Config; ip: string | null; now?: Date };

type EventFields = {
  urlRoom: string | null;
  id_room: string | null;
  date: string | null;
  title: string | null;
  type: number | null;
  url_download: string | null;
};

type Signup = {
  projectId: number;
  email: string;
  codeRelation: string;
  name: string;
  lastName: string;
  phone: string | null;
  message: string | null;
  title: string | null;
  magistral: boolean;
  town: string | null;
  country: string | null;
  body: Record<string, unknown> | null;
  /** Send the person a confirmation (spec: email_info). */
  confirm: boolean;
  /** Where it came from, for the team's notice. */
  source: string;
};

// ── Landing events ──────────────────────────────────────────────────────────────────────────
export function presentLandingEvent(row: LandingEventRow, now: Date): LandingEvent {
  const date = row.startsAt;
  return {
    id: row.id,
    tag: row.tag,
    title: row.title,
    type: row.type,
    date: date ? date.toISOString() : null,
    is_past: date ? date.getTime() <= now.getTime() : false,
    date_text: date ? eventDateText(date) : null,
    time_text: date ? localTimesText(date, HEADLINE_EVENT_COUNTRIES) : null,
    local_times: date ? localTimes(date, ALL_EVENT_COUNTRIES) : [],
    urlRoom: row.urlRoom,
    id_room: row.idRoom,
    url_download: row.urlDownload,
    course: row.course
      ? {
          id: row.course.id,
          name: row.course.name,
          price: toMoneyString(row.course.free ? 0 : row.course.price),
          free: row.course.free,
        }
      : null,
  };
}

/** The landing's event and, when it is over, the next edition of its series (or null). */
export async function getLandingEvent(
  db: Database,
  projectId: number,
  tag: string,
  now = new Date(),
): Promise<LandingEventResponse> {
  const event = await findLandingEventByTag(db, projectId, tag);
  if (!event) throw new NotFound(LEAD_MESSAGES.eventNotFound);
  const over = event.startsAt !== null && event.startsAt.getTime() <= now.getTime();
  const next = over ? await findNextEdition(db, projectId, tag, now) : null;
  return {
    data: presentLandingEvent(event, now),
    next: next ? presentLandingEvent(next, now) : null,
  };
}

function pickEventFields(input: EventFields): EventFields {
  return {
    urlRoom: input.urlRoom,
    id_room: input.id_room,
    date: input.date,
    title: input.title,
    type: input.type,
    url_download: input.url_download,
  };
}

// ── Signing up ──────────────────────────────────────────────────────────────────────────────
function eventBody(
  fields: EventFields,
  extra: Record<string, unknown> | null = null,
): Record<string, unknown> | null {
  const body: Record<string, unknown> = { ...(extra ?? {}) };
  for (const [key, value] of Object.entries(fields))
    if (value !== null && value !== undefined) body[key] = value;
  for (const key of Object.keys(body)) if (body[key] === null || body[key] === undefined) delete body[key];
  return Object.keys(body).length > 0 ? body : null;
}

/**
 * Writes (or refreshes) the lead inside `tx` and queues the person's confirmation when asked (links
 * come from our landing_events, never from the request): for a new lead, or again after
 * CONFIRMATION_RESEND_AFTER_MS. Returns whether the lead is new.
 */
async function writeLead(
  ctx: LeadContext,
  s: Signup,
  event: LandingEventRow | null,
  tx: Executor,
  now: Date,
): Promise<boolean> {
  const before = await findLead(tx, s.projectId, s.email, s.codeRelation);
  const { inserted } = await upsertLead(tx, {
    projectId: s.projectId,
    email: s.email,
    codeRelation: s.codeRelation,
    name: s.name,
    lastName: s.lastName,
    phone: s.phone,
    message: s.message,
    title: s.title ?? event?.title ?? null,
    magistral: s.magistral,
    landingEventId: event?.id ?? null,
    ip: ctx.ip,
    town: s.town,
    country: s.country,
    body: s.body,
  });
  const resend =
    before !== null && now.getTime() - before.updatedAt.getTime() >= CONFIRMATION_RESEND_AFTER_MS;
  if (s.confirm && (inserted || resend)) {
    const mail = event
      ? leadConfirmationMail({
          firstName: s.name,
          event,
          publicUrl: ctx.config.publicUrl,
          supportEmail: ctx.config.supportEmail,
          now,
        })
      : genericLeadMail(s.name, ctx.config.supportEmail);
    await enqueueMail(tx, { to: s.email, ...mail });
  }
  return inserted;
}

/**
 * Writes (or refreshes) the lead and queues its e-mails in one transaction: the confirmation to the
 * person when asked, and a notice to SUPPORT_EMAIL for a new lead. Returns whether the lead is new.
 */
async function signUp(ctx: LeadContext, s: Signup): Promise<boolean> {
  const now = ctx.now ?? new Date();
  const event = await findLandingEventByTag(ctx.db, s.projectId, s.codeRelation);
  return ctx.db.transaction(async (tx) => {
    const inserted = await writeLead(ctx, s, event, tx, now);
    if (inserted) {
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
          codeRelation: s.codeRelation,
          title: s.title ?? event?.title ?? null,
          source: s.source,
        }),
      });
    }
    return inserted;
  });
}

async function acceptable(ctx: LeadContext, email: string): Promise<boolean> {
  return (await judgeEmail(email, { mxCheck: ctx.config.emailMxCheck })) === 'ok';
}

// ── POST /api/client/addBook/check ──────────────────────────────────────────────────────────
export type CheckInput = { email: string; proyect_id: number; code_relation?: string } & EventFields;

/**
 * 1 when the e-mail is a known lead or user of the project, else 0 (spec §4). A known person
 * checking on an event or guide landing is signed up for it right away (once), since the page
 * sends them to the thanks page without the full form.
 */
export async function checkLead(ctx: LeadContext, input: CheckInput): Promise<0 | 1> {
  await assertProjectExists(ctx.db, input.proyect_id);
  const email = normalizeEmail(input.email);
  const projectId = input.proyect_id;
  const lead = await latestLeadOf(ctx.db, projectId, email);
  const user = lead ? null : await findUserByEmail(ctx.db, projectId, email);
  if (!lead && !user) return 0;

  const tag = input.code_relation;
  if (!tag) return 1;
  const hasEventFields = [
    input.urlRoom,
    input.id_room,
    input.date,
    input.title,
    input.type,
    input.url_download,
  ].some((v) => v !== null && v !== undefined);
  const event = await findLandingEventByTag(ctx.db, projectId, tag);
  if (!event && !hasEventFields) return 1;
  if (await findLead(ctx.db, projectId, email, tag)) return 1;
  if (!(await acceptable(ctx, email))) return 1;

  const person = lead
    ? { name: lead.name, lastName: lead.lastName, phone: lead.phone }
    : await findUserView(ctx.db, user!.id).then((u) => ({
        name: u?.firstName ?? '',
        lastName: u?.surnames ?? '',
        phone: u?.mobile || null,
      }));
  await signUp(ctx, {
    projectId,
    email,
    codeRelation: tag,
    name: person.name,
    lastName: person.lastName,
    phone: person.phone,
    message: null,
    title: input.title,
    magistral: (event?.type ?? input.type) === LEAD_TYPE.masterClass,
    town: lead?.town ?? null,
    country: lead?.country ?? null,
    body: eventBody(pickEventFields(input)),
    confirm: true,
    source: 'la verificación de email de la landing (persona ya registrada)',
  });
  return 1;
}

// ── POST /api/v1/cambiando/addBook (guide contact form) ────────────────────────────────────
export type AddBookInput = {
  name: string;
  lastName?: string;
  last_name?: string;
  email: string;
  subject: string | null;
  message: string | null;
  proyect_id: number;
  code_relation?: string;
  email_info?: boolean;
  movil: string | null;
  captcha: string;
};

/**
 * The guide's question form. Every question is kept (a row in contacts) and e-mailed to
 * SUPPORT_EMAIL, and the person is kept as a lead of the landing (created, or refreshed without
 * touching what they signed up with), all in one transaction. With email_info the person gets the
 * landing's confirmation once (the guide) and an acknowledgement of each question.
 */
export async function addBook(ctx: LeadContext, input: AddBookInput): Promise<AddBookResponse> {
  await assertProjectExists(ctx.db, input.proyect_id);
  await verifyCaptcha(ctx.db, input.captcha, ctx.config.captchaHmacKey);
  const email = normalizeEmail(input.email);
  if (!(await acceptable(ctx, email))) return NO_PROCESS;
  const now = ctx.now ?? new Date();
  const codeRelation = input.code_relation ?? GUIDE_FORM_RELATION;
  const lastName = input.lastName ?? input.last_name ?? '';
  const confirm = input.email_info ?? false;
  const source = 'el formulario de preguntas de la guía';
  const event = await findLandingEventByTag(ctx.db, input.proyect_id, codeRelation);
  await ctx.db.transaction(async (tx) => {
    await writeLead(
      ctx,
      {
        projectId: input.proyect_id,
        email,
        codeRelation,
        name: input.name,
        lastName,
        phone: input.movil,
        // The question is not the lead's: a later one must not overwrite what they signed up with.
        message: null,
        title: null,
        magistral: false,
        town: null,
        country: null,
        body: null,
        confirm,
        source,
      },
      event,
      tx,
      now,
    );
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

// ── POST /api/v1/cambiando/addBook/event (landing lead form) ───────────────────────────────
export type AddBookEventInput = {
  name: string;
  last_name?: string;
  lastName?: string;
  email: string;
  magistral?: boolean;
  movil: string;
  proyect_id: number;
  code_relation: string;
  email_info?: boolean;
  message: string | null;
} & EventFields;

export async function addBookEvent(ctx: LeadContext, input: AddBookEventInput): Promise<AddBookResponse> {
  await assertProjectExists(ctx.db, input.proyect_id);
  const email = normalizeEmail(input.email);
  if (!(await acceptable(ctx, email))) return NO_PROCESS;
  const { name, last_name, lastName, movil, proyect_id, code_relation, email_info, magistral, message } =
    input;
  const event = pickEventFields(input);
  await signUp(ctx, {
    projectId: proyect_id,
    email,
    codeRelation: code_relation,
    name,
    lastName: last_name ?? lastName ?? '',
    phone: movil,
    message,
    title: event.title,
    magistral: magistral ?? false,
    town: null,
    country: null,
    body: eventBody(event),
    confirm: email_info ?? false,
    source: 'el formulario de registro de la landing',
  });
  return {
    success: true,
    message: email_info ? LEAD_MESSAGES.registeredCheckInbox : LEAD_MESSAGES.registered,
  };
}

// ── POST /api/v2/leads (webinar signup) ─────────────────────────────────────────────────────
export type V2LeadInput = {
  name: string;
  last_name: string;
  email: string;
  movil: string;
  title: string | null;
  message: string | null;
  code_relation: string;
  proyect_id: number;
  ip: string | null;
  town: string | null;
  country: string | null;
  body?: { hora: string | null; enlace: string | null; reunion_id: string | null } | null;
  email_info?: boolean;
  captcha: string;
};

export async function addV2Lead(ctx: LeadContext, input: V2LeadInput): Promise<LeadResult> {
  await assertProjectExists(ctx.db, input.proyect_id);
  await verifyCaptcha(ctx.db, input.captcha, ctx.config.captchaHmacKey);
  const email = normalizeEmail(input.email);
  if (!(await acceptable(ctx, email))) return { success: false, message: LEAD_MESSAGES.leadEmailRejected };
  const event = await findLandingEventByTag(ctx.db, input.proyect_id, input.code_relation);
  await signUp(ctx, {
    projectId: input.proyect_id,
    email,
    codeRelation: input.code_relation,
    name: input.name,
    lastName: input.last_name,
    phone: input.movil,
    message: input.message,
    title: input.title,
    magistral: event?.type === LEAD_TYPE.masterClass,
    town: input.town,
    country: input.country,
    body: eventBody(
      { urlRoom: null, id_room: null, date: null, title: null, type: null, url_download: null },
      input.body ?? null,
    ),
    confirm: input.email_info ?? true,
    source: 'la inscripción al webinar',
  });
  return { success: true, message: LEAD_MESSAGES.registeredCheckInbox };
}

// ── Contact: contact-leads, sendComent, createContact ───────────────────────────────────────
/** The landing a contact names by `landing_id` (404 when it does not exist), or null. */
async function landingOf(db: Database, projectId: number, id: number | undefined) {
  if (id === undefined) return null;
  const landing = await findLandingEvent(db, projectId, { id });
  if (!landing) throw new NotFound(LEAD_MESSAGES.landingNotFound);
  return landing;
}
type ContactInput = {
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

/** Stores the message and queues it to SUPPORT_EMAIL (and the acknowledgement) in one transaction. */
async function storeContact(ctx: LeadContext, c: ContactInput, tx: Executor): Promise<void> {
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
    await enqueueMail(tx, { to: c.email, ...contactAcknowledgementMail(c.name, ctx.config.supportEmail) });
  }
}

export type ContactLeadInput = {
  name: string;
  last_name: string;
  movil: string;
  landing_id?: number;
  ip: string | null;
  town: string | null;
  country: string | null;
  proyect_id: number;
  email: string;
  message: string | null;
  /** The form's captcha; spec §7's payload has none (see addContactLead). */
  captcha?: string;
};

/**
 * The contact lead form of a landing ("a counsellor calls you"): `{success, message}`. Spec §7's
 * payload (no captcha, no terms) is accepted: the message is kept and support is told, but only a
 * request that proves a person (captcha) makes us write to the address it names.
 */
export async function addContactLead(ctx: LeadContext, input: ContactLeadInput): Promise<LeadResult> {
  await assertProjectExists(ctx.db, input.proyect_id);
  const landing = await landingOf(ctx.db, input.proyect_id, input.landing_id);
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

export type ContactMessageInput = {
  name: string;
  last_name?: string;
  email: string;
  movil: string | null;
  message?: string;
  code_relation: string;
  proyect_id: number;
  landing_id?: number;
  ip: string | null;
  town: string | null;
  country: string | null;
};

/**
 * The contact modal and page (sendComent) and createContact: every message is stored and sent to
 * the team, whatever the address; the person gets an acknowledgement when the address is usable.
 */
export async function sendContactMessage(
  ctx: LeadContext,
  input: ContactMessageInput,
  source: string,
): Promise<LeadResult> {
  await assertProjectExists(ctx.db, input.proyect_id);
  const landing = await landingOf(ctx.db, input.proyect_id, input.landing_id);
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

// ── Marketing settings (GET /api/v1/getProyect/{id}) ────────────────────────────────────────
function embedded(type: number | null, videoId: string | null) {
  if (type === null || !videoId) return null;
  const embed = videoEmbedUrl(type, videoId.trim());
  return embed ? { type, video_id: videoId.trim(), embed_url: embed } : null;
}

/**
 * What the operator set for the marketing pages: group and chat links, the thanks video and the
 * testimonial videos. A value that is not usable (a link that is not https, a phone that is not
 * E.164, a video id that is not one) is left out rather than shown.
 */
export async function getMarketingSettings(db: Database, projectId: number): Promise<MarketingSettings> {
  const [settings, videos] = await Promise.all([
    findMarketingSettings(db, projectId),
    listTestimonialVideos(db, projectId),
  ]);
  const group = settings?.whatsappGroupUrl?.trim() ?? '';
  const phone = settings?.chatPhone?.trim() ?? '';
  const chatUrl = phone ? whatsappChatUrl(phone, settings?.chatMessage?.trim()) : null;
  return {
    whatsapp_group_url: /^https:\/\/[^\s"'<>]+$/.test(group) ? group : null,
    chat_phone: chatUrl ? phone : null,
    chat_url: chatUrl,
    thanks_video: embedded(settings?.thanksVideoType ?? null, settings?.thanksVideoId ?? null),
    testimonials: videos.flatMap((v) => {
      const video = embedded(v.type, v.videoId);
      return video ? [{ number: v.number, ...video }] : [];
    }),
  };
}
