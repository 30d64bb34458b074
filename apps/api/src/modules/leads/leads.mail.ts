// E-mails of the marketing flows: the confirmation a person receives after signing up on a landing,
// the notice the team receives for each lead, and the contact message with its acknowledgement.
import { ALL_EVENT_COUNTRIES, eventDateText, formatPhone, LEAD_TYPE, localTimesText } from '@campus/contract';
import { absoluteUrl, detailUrl, SITE_NAME } from '@campus/contract/pages';
import { type MailContent, renderMail } from '../../integrations/mail/template.ts';
import type { LandingEventRow } from './landing-events.service.ts';

type Block = Parameters<typeof renderMail>[2][number];

export type EventMailInput = {
  firstName: string;
  event: LandingEventRow;
  publicUrl: string;
  supportEmail: string;
  now: Date;
};

/**
 * What the person receives after signing up on a landing: the guide link, or the date, times and
 * room, and the landing's download whenever it has one.
 */
export function leadConfirmationMail(input: EventMailInput): MailContent {
  const { event, publicUrl } = input;
  const greeting = input.firstName ? `Hola ${input.firstName}:` : 'Hola:';
  const blocks: Block[] = [];
  let subject: string;

  if (event.type === LEAD_TYPE.guide) {
    subject = `Su guía: ${event.title}`;
    blocks.push({
      paragraph: `Gracias por su registro. Aquí tiene «${event.title}», lista para descargar y consultar desde el celular o imprimir.`,
    });
    if (event.urlDownload) {
      blocks.push({
        button: { label: 'Descargar la guía (PDF)', url: absoluteUrl(publicUrl, event.urlDownload) },
      });
    }
    blocks.push({
      paragraph:
        'Le sugerimos leerla con calma y marcar los dos o tres obstáculos que hoy le frenan más: cada uno trae una acción concreta para su primera semana.',
    });
  } else if (event.type === LEAD_TYPE.sales) {
    subject = `Recibimos su interés: ${event.course?.name ?? event.title}`;
    blocks.push({
      paragraph: `Gracias por su interés en ${event.course?.name ?? event.title}. Un asesor académico le escribirá para resolver sus dudas sobre el programa, las formas de pago y la certificación.`,
    });
  } else {
    subject = `Registro confirmado: ${event.title}`;
    const past = event.startsAt !== null && event.startsAt.getTime() <= input.now.getTime();
    blocks.push({ paragraph: `Gracias por su registro en «${event.title}».` });
    if (event.startsAt && !past) {
      blocks.push({
        lines: [
          `Fecha: ${eventDateText(event.startsAt)}`,
          `Hora: ${localTimesText(event.startsAt, ALL_EVENT_COUNTRIES)}`,
          ...(event.idRoom ? [`ID de la reunión: ${event.idRoom}`] : []),
        ],
      });
      if (event.urlRoom) {
        blocks.push({ button: { label: 'Entrar a la sala', url: absoluteUrl(publicUrl, event.urlRoom) } });
      }
      blocks.push({
        paragraph:
          'Conéctese cinco minutos antes desde una computadora o el celular, con audífonos. Habrá un espacio de preguntas al final: traiga sus casos.',
      });
    } else if (past) {
      blocks.push({
        paragraph:
          'Esta edición ya se realizó. Le escribiremos en cuanto abramos la próxima para que reserve su lugar.',
      });
    } else if (event.urlRoom) {
      blocks.push({ button: { label: 'Acceder', url: absoluteUrl(publicUrl, event.urlRoom) } });
    }
  }

  // Whatever the landing, a download it promises (the master class's gift guide) goes with it.
  if (event.type !== LEAD_TYPE.guide && event.urlDownload) {
    blocks.push({ paragraph: 'Y como le prometimos, aquí tiene su material de regalo para descargar:' });
    blocks.push({
      button: { label: 'Descargar el material de regalo', url: absoluteUrl(publicUrl, event.urlDownload) },
    });
  }
  if (event.course && event.type !== LEAD_TYPE.sales && !event.course.free) {
    blocks.push({
      paragraph: `¿Quiere ir más lejos? Conozca el ${event.course.name}: ${absoluteUrl(publicUrl, detailUrl(event.course))}`,
    });
  }
  blocks.push({
    paragraph: `¿Tiene alguna pregunta? Responda a este correo o escríbanos a ${input.supportEmail}.`,
  });
  return renderMail(subject, greeting, blocks);
}

/** Sign-up on a landing we do not describe (unknown code_relation): a plain thank-you, no links. */
export function genericLeadMail(firstName: string, supportEmail: string): MailContent {
  return renderMail(`Gracias por su registro en ${SITE_NAME}`, firstName ? `Hola ${firstName}:` : 'Hola:', [
    {
      paragraph:
        'Recibimos sus datos correctamente. En breve le escribiremos con la información que solicitó.',
    },
    { paragraph: `¿Tiene alguna pregunta? Escríbanos a ${supportEmail}.` },
  ]);
}

export type PersonDetails = {
  name: string;
  lastName: string;
  email: string;
  phone: string | null;
  town: string | null;
  country: string | null;
  ip: string | null;
  message: string | null;
};

function personLines(p: PersonDetails): string[] {
  return [
    `Nombre: ${`${p.name} ${p.lastName}`.trim()}`,
    `Email: ${p.email}`,
    `Teléfono: ${p.phone ? formatPhone(p.phone) : 'no indicado'}`,
    `Ubicación: ${[p.town, p.country].filter(Boolean).join(', ') || 'no indicada'}`,
    `IP: ${p.ip ?? 'desconocida'}`,
  ];
}

/** Notice to SUPPORT_EMAIL for each new lead. */
export function leadNoticeMail(input: {
  person: PersonDetails;
  codeRelation: string;
  title: string | null;
  source: string;
}): MailContent {
  const label = input.title ?? input.codeRelation;
  return renderMail(`Nuevo registro: ${label}`, 'Hola equipo:', [
    {
      paragraph: `Se registró una nueva persona en «${label}» (${input.codeRelation}) desde ${input.source}.`,
    },
    { lines: personLines(input.person) },
    ...(input.person.message ? [{ paragraph: `Mensaje: ${input.person.message}` }] : []),
    {
      paragraph: `Todos los registros se exportan con: npm run leads:export -- --tag ${input.codeRelation}`,
    },
  ]);
}

/** A contact message, to SUPPORT_EMAIL, with the sender's details. */
export function contactNoticeMail(input: {
  person: PersonDetails;
  source: string;
  landing: string | null;
  subject?: string | null;
}): MailContent {
  const p = input.person;
  return renderMail(`Mensaje de contacto: ${`${p.name} ${p.lastName}`.trim()}`, 'Hola equipo:', [
    {
      paragraph: `Llegó un mensaje desde ${input.source}${input.landing ? ` (landing «${input.landing}»)` : ''}. Respondan directamente a ${p.email}.`,
    },
    { lines: personLines(p) },
    ...(input.subject ? [{ paragraph: `Asunto: ${input.subject}` }] : []),
    { paragraph: p.message ? `Mensaje: ${p.message}` : 'La persona pide que la contacten.' },
  ]);
}

/** Acknowledgement to the person who wrote (the message itself is not repeated). */
export function contactAcknowledgementMail(firstName: string, supportEmail: string): MailContent {
  return renderMail(`Recibimos su mensaje · ${SITE_NAME}`, firstName ? `Hola ${firstName}:` : 'Hola:', [
    {
      paragraph:
        'Gracias por escribirnos. Recibimos su mensaje y un miembro de nuestro equipo académico le responderá a este correo en un plazo máximo de 24 horas hábiles (lunes a viernes, horario de Ecuador).',
    },
    {
      paragraph: `Si su consulta es urgente, escríbanos a ${supportEmail} indicando su nombre.`,
    },
  ]);
}

/**
 * Double opt-in: the first mail an address gets from a landing form without a captcha. It carries
 * nothing the form sent (no name, no message): only our landing's title and the link that
 * confirms the address; the landing's own mail follows the click.
 */
export function leadOptInMail(input: {
  eventTitle: string;
  confirmUrl: string;
  supportEmail: string;
}): MailContent {
  return renderMail(`Confirme su registro · ${SITE_NAME}`, 'Hola:', [
    {
      paragraph: `Recibimos un registro en «${input.eventTitle}» con esta dirección de correo. Para recibir la información, confirme que es suya:`,
    },
    { button: { label: 'Confirmar mi registro', url: input.confirmUrl } },
    {
      paragraph: `Si no fue usted, ignore este mensaje: no le escribiremos más. ¿Dudas? Escríbanos a ${input.supportEmail}.`,
    },
  ]);
}
