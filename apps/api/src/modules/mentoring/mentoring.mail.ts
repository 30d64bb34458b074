// The booking e-mails: Spanish text with the time in the student's zone, and an RFC 5545 invitation
// (.ics, UTC times, a stable UID per student and session, lines folded at 75 octets and text escaped
// by ical-generator). A cancellation sends METHOD:CANCEL with the same UID, so calendars remove it.
import { MENTORING_CANCEL_CUTOFF_HOURS, MENTORING_TIME_ZONES, utcOffsetLabel } from '@campus/contract';
import { SITE_NAME } from '@campus/contract/pages';
import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import type { MailAttachment, OutgoingMail } from '../../integrations/mail/outbox.ts';
import { renderMail } from '../../integrations/mail/template.ts';

export type InvitationInput = {
  slotId: number;
  userId: number;
  title: string;
  courseName: string;
  startsAt: Date;
  durationMinutes: number;
  roomUrl: string | null;
  pageUrl: string;
  publicUrl: string;
  organizerEmail: string;
};

/** `mentoria-{slot}-{user}@{host}`: the same UID for the booking and its cancellation. */
export function invitationUid(input: Pick<InvitationInput, 'slotId' | 'userId' | 'publicUrl'>): string {
  const host = new URL(input.publicUrl).hostname || 'campussalud.local';
  return `mentoria-${input.slotId}-${input.userId}@${host}`;
}

function sessionTitle(input: Pick<InvitationInput, 'title' | 'courseName'>): string {
  return input.title ? `Mentoría: ${input.title} (${input.courseName})` : `Mentoría: ${input.courseName}`;
}

/** The .ics text (CRLF line ends, the last line too). */
export function buildInvitation(input: InvitationInput, cancelled = false, now = new Date()): string {
  const calendar = ical({
    prodId: { company: SITE_NAME, product: 'Mentorias', language: 'ES' },
    method: cancelled ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.PUBLISH,
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
    sequence: cancelled ? 1 : 0,
    stamp: now,
    start: input.startsAt,
    end: new Date(input.startsAt.getTime() + input.durationMinutes * 60_000),
    summary: sessionTitle(input),
    description,
    location: input.roomUrl ?? undefined,
    url: input.roomUrl ?? input.pageUrl,
    organizer: { name: SITE_NAME, email: input.organizerEmail },
    status: cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
  });
  return `${calendar.toString()}\r\n`;
}

export function invitationAttachment(input: InvitationInput, cancelled = false): MailAttachment {
  return {
    filename: cancelled ? 'mentoria-cancelada.ics' : 'mentoria.ics',
    contentType: `text/calendar; charset=utf-8; method=${cancelled ? 'CANCEL' : 'PUBLISH'}`,
    content: Buffer.from(buildInvitation(input, cancelled), 'utf8').toString('base64'),
  };
}

/** "martes, 1 de diciembre de 2026, 20:00 (Ecuador, UTC−5)". */
export function formatSessionTime(at: Date, timeZone: string): string {
  const when = new Intl.DateTimeFormat('es-EC', { timeZone, dateStyle: 'full', timeStyle: 'short' }).format(
    at,
  );
  const zone = MENTORING_TIME_ZONES.find((z) => z.timeZone === timeZone)?.label ?? timeZone;
  return `${when} (${zone}, ${utcOffsetLabel(timeZone, at)})`;
}

const lowerFirst = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);

type Recipient = { email: string; firstName: string; timeZone: string };

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
  return { to: to.email, ...content, attachments: [invitationAttachment(input)] };
}

export function cancellationMail(to: Recipient, input: InvitationInput): OutgoingMail {
  const content = renderMail(`Reserva cancelada: ${input.courseName}`, `Hola ${to.firstName}:`, [
    {
      paragraph: `Cancelamos su reserva de la ${lowerFirst(sessionTitle(input))} del ${formatSessionTime(input.startsAt, to.timeZone)}. Su cupo quedó libre para otro estudiante.`,
    },
    { paragraph: 'El archivo adjunto la quita de su calendario.' },
    { button: { label: 'Ver otras fechas', url: input.pageUrl } },
  ]);
  return { to: to.email, ...content, attachments: [invitationAttachment(input, true)] };
}

/**
 * The operator cancelled the student's place (issue 13): the whole session (`session`) or only this
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
  return { to: to.email, ...content, attachments: [invitationAttachment(input, true)] };
}
