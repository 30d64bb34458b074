// The booking e-mails: Spanish text with the time in the student's zone, and an iTIP invitation
// (RFC 5546 over RFC 5545: UTC times, lines folded at 75 octets and text escaped by ical-generator).
// A booking is METHOD:REQUEST from the school (ORGANIZER) to the student (ATTENDEE, RSVP), so mail
// and calendar clients offer it as an invitation, not as a copy; a cancellation is METHOD:CANCEL
// with the same UID and a higher SEQUENCE, so the calendar removes that very event. The UID names
// the booking row: a place booked again after a cancellation is a new event, not the cancelled one
// (whose SEQUENCE is already past the new invitation's).
import { MENTORING_CANCEL_CUTOFF_HOURS, MENTORING_TIME_ZONES, utcOffsetLabel } from '@campus/contract';
import { dateTimeFormat } from '@campus/contract/intl';
import { SITE_NAME } from '@campus/contract/pages';
import ical, {
  ICalAttendeeRole,
  ICalAttendeeStatus,
  ICalCalendarMethod,
  ICalEventStatus,
} from 'ical-generator';
import type { MailAttachment, OutgoingMail } from '../../integrations/mail/outbox.ts';
import { renderMail } from '../../integrations/mail/template.ts';

export type InvitationInput = {
  slotId: number;
  userId: number;
  /** The booking row: one event per booking, so a rebooked place is not the cancelled event. */
  bookingId: number;
  title: string;
  courseName: string;
  startsAt: Date;
  durationMinutes: number;
  roomUrl: string | null;
  pageUrl: string;
  publicUrl: string;
  organizerEmail: string;
};

/** What the booking e-mails say about a session, before the booking row exists. */
export type SessionDetails = Omit<InvitationInput, 'bookingId'>;

/** The student the invitation is for (its ATTENDEE). */
export type Invitee = { email: string; name: string };

/**
 * `mentoria-{slot}-{user}-{booking}@{host}`: the same UID for a booking and its cancellation, and a
 * new one for the same student booking the same session again.
 */
export function invitationUid(
  input: Pick<InvitationInput, 'slotId' | 'userId' | 'bookingId' | 'publicUrl'>,
): string {
  const host = new URL(input.publicUrl).hostname || 'campussalud.local';
  return `mentoria-${input.slotId}-${input.userId}-${input.bookingId}@${host}`;
}

/** SEQUENCE of the invitation and of its cancellation: a cancellation must be newer (RFC 5546 §2.1.4). */
export const INVITATION_SEQUENCE = { booked: 0, cancelled: 1 } as const;

function sessionTitle(input: Pick<InvitationInput, 'title' | 'courseName'>): string {
  return input.title ? `Mentoría: ${input.title} (${input.courseName})` : `Mentoría: ${input.courseName}`;
}

/** The .ics text (CRLF line ends, the last line too). */
export function buildInvitation(
  input: InvitationInput,
  invitee: Invitee,
  cancelled = false,
  now = new Date(),
): string {
  const calendar = ical({
    prodId: { company: SITE_NAME, product: 'Mentorias', language: 'ES' },
    method: cancelled ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
  });
  const description = [
    `${SITE_NAME} · ${input.courseName}`,
    input.roomUrl ? `Sala: ${input.roomUrl}` : null,
    `Sus mentorías: ${input.pageUrl}`,
  ]
    .filter(Boolean)
    .join('\n');
  calendar.createEvent({
    id: invitationUid(input),
    sequence: cancelled ? INVITATION_SEQUENCE.cancelled : INVITATION_SEQUENCE.booked,
    stamp: now,
    start: input.startsAt,
    end: new Date(input.startsAt.getTime() + input.durationMinutes * 60_000),
    summary: sessionTitle(input),
    description,
    location: input.roomUrl ?? undefined,
    url: input.roomUrl ?? input.pageUrl,
    organizer: { name: SITE_NAME, email: input.organizerEmail },
    attendees: [
      {
        email: invitee.email,
        name: invitee.name,
        role: ICalAttendeeRole.REQ,
        // The invitation asks for the student's answer; the cancellation only names whom it removes.
        ...(cancelled ? {} : { status: ICalAttendeeStatus.NEEDSACTION, rsvp: true }),
      },
    ],
    status: cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
  });
  return `${calendar.toString()}\r\n`;
}

export function invitationAttachment(
  input: InvitationInput,
  invitee: Invitee,
  cancelled = false,
): MailAttachment {
  return {
    filename: cancelled ? 'mentoria-cancelada.ics' : 'mentoria.ics',
    // iMIP (RFC 6047): the part's method parameter is the calendar's METHOD.
    contentType: `text/calendar; charset=utf-8; method=${cancelled ? 'CANCEL' : 'REQUEST'}`,
    content: Buffer.from(buildInvitation(input, invitee, cancelled), 'utf8').toString('base64'),
  };
}

/** "martes, 1 de diciembre de 2026, 20:00 (Ecuador, UTC−5)". */
export function formatSessionTime(at: Date, timeZone: string): string {
  const when = dateTimeFormat('es-EC', { timeZone, dateStyle: 'full', timeStyle: 'short' }).format(at);
  const zone = MENTORING_TIME_ZONES.find((z) => z.timeZone === timeZone)?.label ?? timeZone;
  return `${when} (${zone}, ${utcOffsetLabel(timeZone, at)})`;
}

const lowerFirst = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);

type Recipient = { email: string; firstName: string; timeZone: string };

const invitee = (to: Recipient): Invitee => ({ email: to.email, name: to.firstName });

export function bookingMail(to: Recipient, input: InvitationInput): OutgoingMail {
  const deadline = new Date(input.startsAt.getTime() - MENTORING_CANCEL_CUTOFF_HOURS * 3_600_000);
  const content = renderMail(`Mentoría reservada: ${input.courseName}`, `Hola ${to.firstName}:`, [
    { paragraph: `Su lugar en la ${lowerFirst(sessionTitle(input))} está reservado.` },
    {
      lines: [
        `Fecha y hora: ${formatSessionTime(input.startsAt, to.timeZone)}`,
        `Duración: ${input.durationMinutes} minutos`,
        ...(input.roomUrl ? [`Sala: ${input.roomUrl}`] : []),
      ],
    },
    { paragraph: 'Adjuntamos la invitación (archivo .ics) para agregarla a su calendario.' },
    {
      paragraph: `Puede cancelar hasta ${MENTORING_CANCEL_CUTOFF_HOURS} horas antes: ${formatSessionTime(deadline, to.timeZone)}.`,
    },
    { button: { label: 'Ver mis mentorías', url: input.pageUrl } },
  ]);
  return { to: to.email, ...content, attachments: [invitationAttachment(input, invitee(to))] };
}

export function cancellationMail(to: Recipient, input: InvitationInput): OutgoingMail {
  const content = renderMail(`Reserva cancelada: ${input.courseName}`, `Hola ${to.firstName}:`, [
    {
      paragraph: `Cancelamos su reserva de la ${lowerFirst(sessionTitle(input))} del ${formatSessionTime(input.startsAt, to.timeZone)}. Su cupo quedó libre para otro estudiante.`,
    },
    { paragraph: 'El archivo adjunto la quita de su calendario.' },
    { button: { label: 'Ver otras fechas', url: input.pageUrl } },
  ]);
  return { to: to.email, ...content, attachments: [invitationAttachment(input, invitee(to), true)] };
}

/**
 * The operator cancelled the student's place: the whole session (`session`) or only this
 * booking (`booking`). Same METHOD:CANCEL invitation as a student's own cancellation.
 */
export function operatorCancellationMail(
  to: Recipient,
  input: InvitationInput,
  what: 'session' | 'booking',
): OutgoingMail {
  const when = formatSessionTime(input.startsAt, to.timeZone);
  const subject =
    what === 'session' ? `Mentoría cancelada: ${input.courseName}` : `Reserva cancelada: ${input.courseName}`;
  const paragraph =
    what === 'session'
      ? `El equipo de ${SITE_NAME} canceló la ${lowerFirst(sessionTitle(input))} del ${when}. Lamentamos el cambio.`
      : `El equipo de ${SITE_NAME} canceló su reserva de la ${lowerFirst(sessionTitle(input))} del ${when}.`;
  const content = renderMail(subject, `Hola ${to.firstName}:`, [
    { paragraph },
    {
      paragraph:
        'El archivo adjunto la quita de su calendario. Puede reservar otra fecha en su página de mentorías.',
    },
    { button: { label: 'Ver otras fechas', url: input.pageUrl } },
  ]);
  return { to: to.email, ...content, attachments: [invitationAttachment(input, invitee(to), true)] };
}
