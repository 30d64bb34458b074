// Marketing in the operator area: the landing events (spec §3 "Landing event
// data") and the marketing settings of the landing and thanks pages (WhatsApp group, chat number,
// thanks video, testimonial videos). The API's routes and the web forms use these same schemas.
import * as z from 'zod';
// Spanish messages when a form imports this file by its subpath (not through the index).
import './zod-es.ts';
import { adminListQuerySchema } from './admin.ts';
import { idSchema, paginatedSchema } from './common.ts';
import { HOME_TIME_ZONE } from './constants.ts';
import { zonedInstant } from './events.ts';
import { dateTimeFormat } from './intl.ts';
import { EMBED_VIDEO_TYPE, LEAD_TYPE, videoEmbedUrl } from './leads.ts';
import { parsePhone } from './phone.ts';

export const ADMIN_MARKETING_MESSAGES = {
  eventNotFound: 'Evento no encontrado.',
  tagRequired: 'El campo etiqueta es requerido',
  tagFormat: 'La etiqueta solo admite letras, números, guiones y guiones bajos (p. ej. controla-diabetes-3)',
  tagMax: 'La etiqueta debe tener máximo 80 caracteres',
  tagTaken: 'Ya existe un evento con esta etiqueta.',
  tagLocked: 'Este evento ya tiene leads: su etiqueta no puede cambiar (los leads y sus filtros la usan).',
  tagOfPage: 'Esta etiqueta la usa una página del sitio: no puede cambiar.',
  titleRequired: 'El campo título es requerido',
  titleMax: 'El título debe tener máximo 200 caracteres',
  type: 'Elija el tipo: guía, clase magistral o webinar, o página de venta',
  startsAt: 'La fecha y hora deben tener el formato AAAA-MM-DD HH:MM',
  startsAtMissing: 'No existe esa hora en la zona elegida (cambio de horario): elija otra.',
  timeZone: 'Elija una zona horaria válida (p. ej. America/Guayaquil)',
  urlRoom: 'La sala debe ser una dirección https://… o una ruta del sitio (/…)',
  idRoomMax: 'El ID de la sala debe tener máximo 100 caracteres',
  urlDownload: 'La descarga debe ser una dirección https://… o una ruta del sitio (/…)',
  urlMax: 'La dirección debe tener máximo 500 caracteres',
  courseId: 'El campo curso debe ser el número de un curso',
  courseNotFound: 'No existe un curso con ese número.',
  eventHasLeads: (n: number) =>
    `El evento tiene ${n} ${n === 1 ? 'lead' : 'leads'}: no se puede eliminar. Cambie su fecha o su título en su lugar.`,
  eventOfPage: 'Una página del sitio muestra este evento: no se puede eliminar. Cambie su fecha o su título.',
  whatsappGroup: 'El grupo debe ser una invitación de WhatsApp (https://chat.whatsapp.com/…)',
  chatMessageMax: 'El mensaje inicial debe tener máximo 500 caracteres',
  videoType: 'Elija Vimeo o YouTube',
  videoId: 'El ID no es de un video de ese servicio (Vimeo: solo dígitos; YouTube: p. ej. dQw4w9WgXcQ)',
  videoIdRequired: 'El campo ID del video es requerido',
  testimonialsMax: 'La galería admite máximo 100 videos',
} as const;
const M = ADMIN_MARKETING_MESSAGES;

// ── Time zones ──────────────────────────────────────────────────────────────────────────────
/**
 * The canonical name of an IANA time zone ('america/guayaquil' → 'America/Guayaquil'), or null when
 * the runtime does not know it. Offsets ('+05:00') and abbreviations ('EST') are refused. The name
 * is ICU's (Node and the browsers share it): 'America/Argentina/Buenos_Aires' → 'America/Buenos_Aires'.
 */
export function canonicalTimeZone(zone: string): string | null {
  const shaped = /^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+){1,2}$/.test(zone) || /^utc$/i.test(zone);
  if (!shaped || zone.length > 60) return null;
  try {
    const name = new Intl.DateTimeFormat('en-US', { timeZone: zone }).resolvedOptions().timeZone;
    return name.includes('/') || name === 'UTC' ? name : null;
  } catch {
    return null;
  }
}

/** "2026-03-09T20:00" (what a datetime-local field holds). */
const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/** The wall-clock time of `instant` in `timeZone`, as a datetime-local field holds it. */
export function toZonedLocal(instant: Date, timeZone: string): string {
  const parts = dateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(instant);
  const get = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '00';
  return `${get('year')}-${get('month')}-${get('day')}T${get('hour')}:${get('minute')}`;
}

/**
 * The instant of a wall-clock time typed in `timeZone` ("2026-03-09T20:00" in America/Guayaquil is
 * 01:00 UTC on the 10th), or null when the text is not a date and time, or the time does not exist
 * there (skipped by a daylight-saving change).
 */
export function fromZonedLocal(local: string, timeZone: string): Date | null {
  const m = LOCAL_DATE_TIME.exec(local);
  if (!m) return null;
  const [year, month, day, hour, minute] = m.slice(1).map(Number) as [number, number, number, number, number];
  if (month < 1 || month > 12 || day < 1 || day > 31 || hour > 23 || minute > 59) return null;
  const instant = zonedInstant(year, month, day, hour, minute, timeZone);
  return toZonedLocal(instant, timeZone) === local ? instant : null;
}

// ── Landing events ──────────────────────────────────────────────────────────────────────────
/** Lead types an event may have (LEAD_TYPE): 1 guide, 2 master class / webinar, 3 sales page. */
export const LANDING_EVENT_TYPES = [LEAD_TYPE.guide, LEAD_TYPE.masterClass, LEAD_TYPE.sales] as const;

/** An https address or a path of this site ('/media/docs/guia.pdf'); empty means none. */
const linkSchema = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .max(500, M.urlMax)
    .refine(
      (v) => v === '' || /^\/(?!\/)\S*$/.test(v) || z.url({ protocol: /^https$/ }).safeParse(v).success,
      {
        message,
      },
    )
    .default('');

export const adminLandingEventInputSchema = z
  .object({
    tag: z
      .string({ error: M.tagRequired })
      .trim()
      .min(1, M.tagRequired)
      .max(80, M.tagMax)
      .regex(/^[\w-]+$/, M.tagFormat),
    title: z.string({ error: M.titleRequired }).trim().min(1, M.titleRequired).max(200, M.titleMax),
    type: z.union(
      [z.literal(LEAD_TYPE.guide), z.literal(LEAD_TYPE.masterClass), z.literal(LEAD_TYPE.sales)],
      {
        error: M.type,
      },
    ),
    /** The wall-clock date and time in `time_zone` ("2026-03-09T20:00"), or empty for no date. */
    starts_at: z
      .string({ error: M.startsAt })
      .trim()
      .refine((v) => v === '' || LOCAL_DATE_TIME.test(v), { message: M.startsAt })
      .default(''),
    /** The IANA zone the date is typed in ('America/Guayaquil'). */
    time_zone: z
      .string({ error: M.timeZone })
      .trim()
      .max(60, M.timeZone)
      .refine((v) => canonicalTimeZone(v) !== null, { message: M.timeZone })
      .default(HOME_TIME_ZONE),
    url_room: linkSchema(M.urlRoom),
    id_room: z.string({ error: M.idRoomMax }).trim().max(100, M.idRoomMax).default(''),
    url_download: linkSchema(M.urlDownload),
    /** The course a sales landing sells (its price shows on the landing), or null. */
    course_id: z.union([idSchema, z.null()], { error: M.courseId }).default(null),
  })
  .superRefine((v, ctx) => {
    if (v.starts_at && LOCAL_DATE_TIME.test(v.starts_at) && canonicalTimeZone(v.time_zone)) {
      if (!fromZonedLocal(v.starts_at, canonicalTimeZone(v.time_zone)!)) {
        ctx.addIssue({ code: 'custom', path: ['starts_at'], message: M.startsAtMissing });
      }
    }
  });
export type AdminLandingEventInput = z.input<typeof adminLandingEventInputSchema>;
export type AdminLandingEventValues = z.output<typeof adminLandingEventInputSchema>;

export const adminLandingEventSchema = z.object({
  id: z.number().int(),
  tag: z.string(),
  title: z.string(),
  type: z.number().int(),
  /** The instant, ISO 8601 in UTC, or null. */
  starts_at_utc: z.string().nullable(),
  /** The same instant in `time_zone`, as typed ("2026-03-09T20:00"), or ''. */
  starts_at: z.string(),
  time_zone: z.string(),
  url_room: z.string(),
  id_room: z.string(),
  url_download: z.string(),
  course_id: z.number().int().nullable(),
  course_name: z.string().nullable(),
  /** Leads that signed up through this event. */
  leads: z.number().int(),
  /**
   * Leads name it or a page of the site reads it by its tag: it cannot be deleted and its tag
   * cannot change (the API refuses both; the form shows why).
   */
  locked: z.boolean(),
  is_past: z.boolean(),
});
export type AdminLandingEvent = z.infer<typeof adminLandingEventSchema>;
export const adminLandingEventPageSchema = paginatedSchema(adminLandingEventSchema);

/** GET /api/admin/landing-events: page, size, `q` (part of the tag or title), `when`. */
export const adminLandingEventListQuerySchema = adminListQuerySchema.extend({
  when: z.enum(['upcoming', 'past', 'undated'], { error: 'Elija próximos, pasados o sin fecha' }).optional(),
});
export type AdminLandingEventListQuery = z.input<typeof adminLandingEventListQuerySchema>;

// ── Marketing settings ──────────────────────────────────────────────────────────────────────
export const adminVideoSchema = z
  .object({
    type: z.union([z.literal(EMBED_VIDEO_TYPE.vimeo), z.literal(EMBED_VIDEO_TYPE.youtube)], {
      error: M.videoType,
    }),
    video_id: z.string({ error: M.videoIdRequired }).trim().min(1, M.videoIdRequired).max(40, M.videoId),
  })
  .superRefine((v, ctx) => {
    if (v.video_id && (v.type === 1 || v.type === 6) && !videoEmbedUrl(v.type, v.video_id)) {
      ctx.addIssue({ code: 'custom', path: ['video_id'], message: M.videoId });
    }
  });
export type AdminVideoInput = z.input<typeof adminVideoSchema>;

/** The chat number as typed (international, or national digits of Ecuador), stored as E.164. */
export const adminChatPhoneSchema = z
  .string({ error: 'El teléfono no es válido' })
  .trim()
  .max(40, 'El teléfono no es válido')
  .transform((v, ctx) => {
    if (v === '') return '';
    const parsed = parsePhone(v, 'EC');
    if (parsed.ok) return parsed.phone.e164;
    ctx.addIssue({
      code: 'custom',
      message:
        parsed.problem === 'country'
          ? 'Solo aceptamos teléfonos de los países del sitio (Ecuador, Perú, México…)'
          : 'El teléfono no es válido: escríbalo con el código del país (p. ej. +593 99 123 4567)',
    });
    return z.NEVER;
  });

export const adminMarketingSettingsInputSchema = z.object({
  whatsapp_group_url: z
    .string({ error: M.whatsappGroup })
    .trim()
    .max(300, M.whatsappGroup)
    .refine((v) => v === '' || /^https:\/\/chat\.whatsapp\.com\/[A-Za-z0-9_-]{6,100}$/.test(v), {
      message: M.whatsappGroup,
    })
    .default(''),
  chat_phone: adminChatPhoneSchema.default(''),
  chat_message: z.string({ error: M.chatMessageMax }).trim().max(500, M.chatMessageMax).default(''),
  thanks_video: z.union([adminVideoSchema, z.null()]).default(null),
  /** In gallery order: the first is number 1. */
  testimonials: z
    .array(adminVideoSchema, { error: M.testimonialsMax })
    .max(100, M.testimonialsMax)
    .default([]),
});
export type AdminMarketingSettingsInput = z.input<typeof adminMarketingSettingsInputSchema>;
export type AdminMarketingSettingsValues = z.output<typeof adminMarketingSettingsInputSchema>;

const storedVideoSchema = z.object({ type: z.number().int(), video_id: z.string() });
export const adminMarketingSettingsSchema = z.object({
  whatsapp_group_url: z.string(),
  /** E.164, or ''. */
  chat_phone: z.string(),
  chat_message: z.string(),
  thanks_video: storedVideoSchema.nullable(),
  testimonials: z.array(storedVideoSchema),
  /** ISO 8601, or null before the first save. */
  updated_at: z.string().nullable(),
});
export type AdminMarketingSettings = z.infer<typeof adminMarketingSettingsSchema>;
