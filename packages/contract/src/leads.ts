// Leads and contact calls of spec §7 ("Leads and contact"), with the rules of §4/§5 and the
// messages of §5/§8 (the spec's wording where it quotes them), plus the landing-event and
// geolocation reads the landing pages use.
import * as z from 'zod';
import './zod-es.ts';
import { captchaPayloadSchema } from './captcha.ts';
import { emailSchema, idSchema, projectIdSchema } from './common.ts';
import { DEFAULT_PHONE_COUNTRY, PROJECT_ID } from './constants.ts';
import { LEAD_FORM_MESSAGES } from './lead-messages.ts';
import { e164PhoneSchema, isValidPhone, optionalE164PhoneSchema, PHONE_MESSAGES } from './phone.ts';

export const LEAD_MESSAGES = {
  ...LEAD_FORM_MESSAGES,
  landingNotFound: 'La página de registro indicada no existe.',
  eventNotFound: 'No encontramos este evento.',
  termsRequired: 'Debe aceptar los términos y condiciones',
} as const;

/** The JSON string lead calls answer when the e-mail cannot be accepted (spec §7). */
export const NO_PROCESS = 'noProcess' as const;

/** Lead types of landing events: 1 guide download, 2 master class or webinar, 3 course sales page. */
export const LEAD_TYPE = { guide: 1, masterClass: 2, sales: 3 } as const;

/** `code_relation` of the contact modal (spec §3 contact-form payload). */
export const CONTACT_FORM_RELATION = 'contact_form';

// ── Field rules ─────────────────────────────────────────────────────────────────────────────
const EMAIL_MAX = 254;
/** A lead's e-mail as sent: a bounded string. Its syntax is judged by the service ('noProcess'). */
export const leadEmailSchema = z.string().trim().min(1).max(EMAIL_MAX);
/** A well-formed address (the same test the service applies before 'noProcess'). */
export const leadEmailFormat = z.email();
export function isWellFormedEmail(email: string): boolean {
  return email.length <= EMAIL_MAX && leadEmailFormat.safeParse(email).success;
}
/** Trimmed and compared without case: one lead per address (spec: "trimmed, compared without case"). */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** A landing's tag: 'controla-diabetes', '10-obstaculos', 'contact_form'. */
export const codeRelationSchema = z
  .string()
  .trim()
  .min(1)
  .max(80)
  .regex(/^[\w-]+$/, 'El campo code_relation solo admite letras, números, guiones y guiones bajos');

/** true/false as forms and older clients send it: true, 1, '1', 'true', 'on' (and their opposites). */
export const flagSchema = z
  .union([z.boolean(), z.literal(0), z.literal(1), z.enum(['0', '1', 'true', 'false', 'on', 'off', ''])])
  .transform((v) => v === true || v === 1 || v === '1' || v === 'true' || v === 'on');

const ACCEPTED = [z.literal(true), z.literal('true'), z.literal(1), z.literal('1'), z.literal('on')] as const;
/** The terms checkbox: must be ticked. */
export const acceptSchema = (message: string) => z.union(ACCEPTED, { error: message });

const NAME_PATTERN = /^(?:[\p{L}\p{M}][\p{L}\p{M}' .-]*)?$/u;
/**
 * A first name or surname: letters of any alphabet, accents, spaces, apostrophes, hyphens, dots
 * (the register rule; repeated here so the landing pages do not load the accounts rules).
 */
export const leadNameSchema = (label: string) =>
  z.string().trim().min(1).max(100).regex(NAME_PATTERN, `El campo ${label} debe ser solo de caracteres`);

const shortText = (max: number) => z.string().trim().max(max);
const optionalText = (max: number) =>
  z
    .union([z.string().trim().max(max), z.null()])
    .optional()
    .transform((v) => (v ? v : null));

/** The event fields event landings send along (spec §7 addBook/check and addBook/event). */
const eventFields = {
  urlRoom: optionalText(2000),
  id_room: optionalText(100),
  date: optionalText(100),
  title: optionalText(200),
  type: z
    .union([z.number().int().min(0).max(99), z.string().regex(/^\d{1,2}$/), z.null()])
    .optional()
    .transform((v) => (v === null || v === undefined || v === '' ? null : Number(v))),
  url_download: optionalText(2000),
};

/** Geolocation the client adds (spec §3): only recorded, never trusted for anything. */
const geoFields = {
  ip: optionalText(64),
  town: optionalText(120),
  country: optionalText(120),
};

const project = projectIdSchema.default(PROJECT_ID);
const lastNameInput = leadNameSchema('apellido');

// ── POST /api/client/addBook/check ──────────────────────────────────────────────────────────
export const leadCheckRequestSchema = z.object({
  email: z.string().trim().toLowerCase().max(EMAIL_MAX).pipe(z.email()),
  proyect_id: project,
  code_relation: codeRelationSchema.optional(),
  ...eventFields,
});
export type LeadCheckRequest = z.input<typeof leadCheckRequestSchema>;
/** 0: unknown e-mail (show the full form); 1: known lead or user (already signed up). */
export const leadCheckResponseSchema = z.union([z.literal(0), z.literal(1)]);
export type LeadCheckResponse = z.infer<typeof leadCheckResponseSchema>;

// ── Success answers ─────────────────────────────────────────────────────────────────────────
export const leadSuccessSchema = z.object({ success: z.literal(true), message: z.string() });
/** addBook and addBook/event: success, or the JSON string 'noProcess'. */
export const addBookResponseSchema = z.union([z.literal(NO_PROCESS), leadSuccessSchema]);
export type AddBookResponse = z.infer<typeof addBookResponseSchema>;
/** v2/leads, contact-leads, sendComent, createContact: `{success, message}`. */
export const leadResultSchema = z.object({ success: z.boolean(), message: z.string() });
export type LeadResult = z.infer<typeof leadResultSchema>;

// ── POST /api/v1/cambiando/addBook (guide contact form, captcha) ───────────────────────────
export const addBookRequestSchema = z
  .object({
    name: leadNameSchema('nombre'),
    lastName: lastNameInput.optional(),
    last_name: lastNameInput.optional(),
    email: leadEmailSchema,
    /** §5 guide form: subject optional. */
    subject: optionalText(200),
    message: optionalText(5000),
    proyect_id: project,
    code_relation: codeRelationSchema.optional(),
    email_info: flagSchema.optional(),
    movil: optionalE164PhoneSchema(),
    captcha: captchaPayloadSchema,
  })
  .superRefine((v, ctx) => {
    if (!v.lastName && !v.last_name)
      ctx.addIssue({ code: 'custom', path: ['lastName'], message: 'El campo apellido es requerido' });
  });
export type AddBookRequest = z.input<typeof addBookRequestSchema>;

// ── POST /api/v1/cambiando/addBook/event (landing lead form) ───────────────────────────────
export const addBookEventRequestSchema = z
  .object({
    name: leadNameSchema('nombre'),
    last_name: lastNameInput.optional(),
    lastName: lastNameInput.optional(),
    email: leadEmailSchema,
    magistral: flagSchema.optional(),
    movil: e164PhoneSchema(DEFAULT_PHONE_COUNTRY),
    proyect_id: project,
    code_relation: codeRelationSchema,
    email_info: flagSchema.optional(),
    message: optionalText(5000),
    ...eventFields,
  })
  .superRefine((v, ctx) => {
    if (!v.lastName && !v.last_name)
      ctx.addIssue({ code: 'custom', path: ['last_name'], message: 'El campo apellido es requerido' });
  });
export type AddBookEventRequest = z.input<typeof addBookEventRequestSchema>;

// ── POST /api/v2/leads (webinar signup, captcha) ────────────────────────────────────────────
export const leadBodySchema = z.object({
  hora: optionalText(100),
  enlace: optionalText(2000),
  reunion_id: optionalText(100),
});
export const v2LeadRequestSchema = z.object({
  name: leadNameSchema('nombre'),
  last_name: lastNameInput,
  email: leadEmailSchema,
  movil: e164PhoneSchema(DEFAULT_PHONE_COUNTRY),
  title: optionalText(200),
  message: optionalText(5000),
  code_relation: codeRelationSchema,
  proyect_id: project,
  ...geoFields,
  body: leadBodySchema.nullable().optional(),
  email_info: flagSchema.optional(),
  accept: acceptSchema(LEAD_MESSAGES.webinarTermsRequired).optional(),
  captcha: captchaPayloadSchema,
});
export type V2LeadRequest = z.input<typeof v2LeadRequestSchema>;

// ── POST /api/v1/contact-leads (contact lead form) ──────────────────────────────────────────
/**
 * Spec §7's fields (name, last_name, movil, landing_id, ip, town, country, proyect_id, email) are
 * enough. The terms box is a rule of the form (spec §5: required when the captcha is on), so
 * `accept`, when sent, must be true, and a request with a captcha must carry it.
 */
export const contactLeadRequestSchema = z
  .object({
    name: leadNameSchema('nombre'),
    last_name: lastNameInput,
    movil: e164PhoneSchema(DEFAULT_PHONE_COUNTRY),
    landing_id: idSchema.optional(),
    ...geoFields,
    proyect_id: project,
    email: leadEmailSchema,
    message: optionalText(5000),
    accept: acceptSchema(LEAD_MESSAGES.contactTermsRequired).optional(),
    captcha: captchaPayloadSchema.optional(),
  })
  .refine((body) => body.captcha === undefined || body.accept !== undefined, {
    path: ['accept'],
    message: LEAD_MESSAGES.contactTermsRequired,
  });
export type ContactLeadRequest = z.input<typeof contactLeadRequestSchema>;

// ── POST /api/v1/sendComent (contact modal) and /api/v1/createContact ───────────────────────
export const contactMessageRequestSchema = z.object({
  name: leadNameSchema('nombre'),
  last_name: lastNameInput,
  /** Contact messages are always kept, so a malformed address is refused up front (422). */
  email: emailSchema,
  /** Dial code plus number (spec §3). */
  movil: optionalE164PhoneSchema(),
  message: shortText(5000).min(1),
  code_relation: codeRelationSchema.default(CONTACT_FORM_RELATION),
  accept: acceptSchema(LEAD_MESSAGES.termsRequired),
  proyect_id: project,
  ...geoFields,
});
export type ContactMessageRequest = z.input<typeof contactMessageRequestSchema>;

/** createContact: the contact fields plus proyect_id; terms and phone are optional there. */
export const createContactRequestSchema = contactMessageRequestSchema.extend({
  last_name: lastNameInput.optional(),
  accept: acceptSchema(LEAD_MESSAGES.termsRequired).optional(),
  message: shortText(5000).optional(),
  landing_id: idSchema.optional(),
});
export type CreateContactRequest = z.input<typeof createContactRequestSchema>;

// ── GET /api/v1/landing-events/{tag} ────────────────────────────────────────────────────────
export const landingTagParamsSchema = z.object({ tag: codeRelationSchema });

export const localTimeSchema = z.object({
  country: z.string(),
  name: z.string(),
  time: z.string(),
  dayOffset: z.number().int(),
});

export const landingEventSchema = z.object({
  id: z.number().int(),
  tag: z.string(),
  title: z.string(),
  /** 1 guide, 2 master class / webinar, 3 sales page. */
  type: z.number().int(),
  /** The instant (ISO 8601), or null for a landing without a date. */
  date: z.string().nullable(),
  is_past: z.boolean(),
  /** "lunes 31 de enero de 2022" (Ecuador). */
  date_text: z.string().nullable(),
  /** "8 pm Ecuador/Perú, 7 pm México". */
  time_text: z.string().nullable(),
  local_times: z.array(localTimeSchema),
  urlRoom: z.string().nullable(),
  id_room: z.string().nullable(),
  url_download: z.string().nullable(),
  course: z
    .object({
      id: z.number().int(),
      name: z.string(),
      /** "247.00" */
      price: z.string(),
      free: z.boolean(),
    })
    .nullable(),
});
export type LandingEvent = z.infer<typeof landingEventSchema>;

/** The event of the tag and, when it is over, the next edition of the same series (tag-2, tag-3…). */
export const landingEventResponseSchema = z.object({
  data: landingEventSchema,
  next: landingEventSchema.nullable(),
});
export type LandingEventResponse = z.infer<typeof landingEventResponseSchema>;

// ── Marketing settings (in GET /api/v1/getProyect/{id}) ────────────────────────────────────
/** Video hosts a marketing video may be embedded from, by resource type: 1 Vimeo, 6 YouTube. */
export const EMBED_VIDEO_TYPE = { vimeo: 1, youtube: 6 } as const;
/** Vimeo ids are digits; YouTube ids letters, digits, '-' and '_' (11 today). */
const VIDEO_ID = { 1: /^\d{1,20}$/, 6: /^[\w-]{6,32}$/ } as const;

/**
 * The player address of a Vimeo (1) or YouTube (6) video, or null for another type or an id that
 * is not one (so nothing the operator types can point the iframe elsewhere).
 */
export function videoEmbedUrl(type: number, videoId: string): string | null {
  if (type === EMBED_VIDEO_TYPE.vimeo && VIDEO_ID[1].test(videoId))
    return `https://player.vimeo.com/video/${videoId}?dnt=1`;
  if (type === EMBED_VIDEO_TYPE.youtube && VIDEO_ID[6].test(videoId))
    return `https://www.youtube-nocookie.com/embed/${videoId}?rel=0`;
  return null;
}

/** A WhatsApp chat with an E.164 number, opening with `message`: https://wa.me/593…?text=… */
export function whatsappChatUrl(phone: string, message?: string | null): string | null {
  if (!/^\+[1-9]\d{6,14}$/.test(phone)) return null;
  const base = `https://wa.me/${phone.slice(1)}`;
  return message ? `${base}?text=${encodeURIComponent(message)}` : base;
}

export const embeddedVideoSchema = z.object({
  /** 1 Vimeo, 6 YouTube. */
  type: z.number().int(),
  video_id: z.string(),
  /** The player address to put in an iframe. */
  embed_url: z.string(),
});
export type EmbeddedVideo = z.infer<typeof embeddedVideoSchema>;

export const testimonialVideoSchema = embeddedVideoSchema.extend({
  /** Its number in the gallery, 1 to 28 (spec §2). */
  number: z.number().int(),
});
export type TestimonialVideo = z.infer<typeof testimonialVideoSchema>;

/** What the operator sets for the landing and thanks pages; nulls and [] when not set. */
export const marketingSettingsSchema = z.object({
  /** Invitation to the WhatsApp group (thanks pages). */
  whatsapp_group_url: z.string().nullable(),
  /** The chat contact number, E.164. */
  chat_phone: z.string().nullable(),
  /** https://wa.me/… link to that number with the opening message. */
  chat_url: z.string().nullable(),
  /** The thanks pages' welcome video. */
  thanks_video: embeddedVideoSchema.nullable(),
  /** The testimonial gallery, by number. */
  testimonials: z.array(testimonialVideoSchema),
});
export type MarketingSettings = z.infer<typeof marketingSettingsSchema>;

// ── GET /api/v1/geo ─────────────────────────────────────────────────────────────────────────
/** Spec §7's geolocation answer; nulls when the address is private or unknown. */
export const geoResponseSchema = z.object({
  ip: z.string().nullable(),
  city: z.string().nullable(),
  country_name: z.string().nullable(),
  /** ISO 3166 alpha-2 ("EC"). */
  country: z.string().nullable(),
});
export type GeoResponse = z.infer<typeof geoResponseSchema>;

// ── Web form schemas (react-hook-form), with the spec's messages ────────────────────────────
const required = (message: string) => z.string().trim().min(1, message).max(100, message);
const formEmail = z
  .string()
  .trim()
  .min(1, LEAD_MESSAGES.emailRequired)
  .max(EMAIL_MAX, LEAD_MESSAGES.emailInvalid)
  .pipe(z.email(LEAD_MESSAGES.emailInvalid));

/** A phone typed in a form next to its country selector. */
const formPhone = {
  country: z.string(),
  movil: z.string().trim().min(1, LEAD_MESSAGES.phoneRequired).max(40, PHONE_MESSAGES.invalid),
};
function phoneMatchesCountry(v: { country: string; movil: string }, ctx: z.RefinementCtx) {
  if (v.movil.trim() !== '' && !isValidPhone(v.movil, v.country))
    ctx.addIssue({ code: 'custom', path: ['movil'], message: PHONE_MESSAGES.invalid });
}

/** Landing email step (§4): the e-mail only, trimmed. */
export const emailStepFormSchema = z.object({ email: formEmail });
export type EmailStepForm = z.input<typeof emailStepFormSchema>;

/** Landing full form (§5 landing forms): first name, last name, e-mail, phone with country. */
export const landingLeadFormSchema = z
  .object({
    name: required(LEAD_MESSAGES.nameRequired),
    last_name: required(LEAD_MESSAGES.lastNameRequired),
    email: formEmail,
    ...formPhone,
  })
  .superRefine(phoneMatchesCountry);
export type LandingLeadForm = z.input<typeof landingLeadFormSchema>;

/** A sign-up with names, e-mail, phone, terms and captcha, with the messages of its form. */
function signupFormSchema(messages: { terms: string; captcha: string }) {
  return z
    .object({
      name: required(LEAD_MESSAGES.nameRequired),
      last_name: required(LEAD_MESSAGES.lastNameRequired),
      email: formEmail,
      ...formPhone,
      accept: z.literal(true, { error: messages.terms }),
      captcha: z.string().min(1, messages.captcha),
    })
    .superRefine(phoneMatchesCountry);
}

/** Webinar signup (§5 webinar form messages, terms and captcha). */
export const webinarFormSchema = signupFormSchema({
  terms: LEAD_MESSAGES.webinarTermsRequired,
  captcha: LEAD_MESSAGES.captchaMissing,
});
export type WebinarForm = z.input<typeof webinarFormSchema>;

/** Guide contact form (§5 guide form): names and e-mail required, subject optional, captcha. */
export const guideFormSchema = z.object({
  name: required(LEAD_MESSAGES.nameRequired),
  last_name: required(LEAD_MESSAGES.lastNameRequired),
  email: formEmail,
  subject: z.string().trim().max(200),
  message: z.string().trim().max(5000),
  captcha: z.string().min(1, LEAD_MESSAGES.captchaFailed),
});
export type GuideForm = z.input<typeof guideFormSchema>;

/** Contact lead form (§5): names, e-mail, phone (required), terms, captcha. */
export const contactLeadFormSchema = signupFormSchema({
  terms: LEAD_MESSAGES.contactTermsRequired,
  captcha: LEAD_MESSAGES.captchaFailed,
});
export type ContactLeadForm = z.input<typeof contactLeadFormSchema>;

/**
 * Contact modal (§2, §5): name, last name, e-mail, message and terms required; the phone is
 * optional, and checked only when typed (the spec's possible defect must not block sending).
 */
export const contactFormSchema = z
  .object({
    name: required(LEAD_MESSAGES.nameRequired),
    last_name: required(LEAD_MESSAGES.lastNameRequired),
    email: formEmail,
    country: z.string(),
    movil: z.string().trim().max(40, PHONE_MESSAGES.invalid),
    message: z.string().trim().min(1, 'Mensaje es requerido').max(5000, 'El mensaje es demasiado largo'),
    accept: z.literal(true, { error: LEAD_MESSAGES.termsRequired }),
  })
  .superRefine(phoneMatchesCountry);
export type ContactForm = z.input<typeof contactFormSchema>;
