// Reads an e-mail's .ics with a real iCalendar parser (ical.js), as a calendar client would.
import ICAL from 'ical.js';

export type ParsedInvitation = {
  method: string;
  uid: string;
  sequence: number;
  status: string;
  organizer: string;
  attendees: Array<{ email: string; name: string | null; rsvp: string | null; partstat: string | null }>;
};

const mailto = (value: unknown) => String(value).replace(/^mailto:/i, '');
const param = (property: ICAL.Property, name: string) => {
  const value = property.getParameter(name);
  return value === undefined || value === null ? null : String(value);
};

/** The invitation's iTIP fields (RFC 5546), from the attachment's base64 `content` or its text. */
export function parseInvitation(ics: string, base64 = true): ParsedInvitation {
  const text = base64 ? Buffer.from(ics, 'base64').toString('utf8') : ics;
  const calendar = new ICAL.Component(ICAL.parse(text));
  const events = calendar.getAllSubcomponents('vevent');
  if (events.length !== 1) throw new Error(`expected one VEVENT, found ${events.length}`);
  const event = events[0]!;
  const organizer = event.getFirstProperty('organizer');
  return {
    method: String(calendar.getFirstPropertyValue('method')),
    uid: String(event.getFirstPropertyValue('uid')),
    sequence: Number(event.getFirstPropertyValue('sequence')),
    status: String(event.getFirstPropertyValue('status')),
    organizer: organizer ? mailto(organizer.getFirstValue()) : '',
    attendees: event.getAllProperties('attendee').map((attendee) => ({
      email: mailto(attendee.getFirstValue()),
      name: param(attendee, 'cn'),
      rsvp: param(attendee, 'rsvp'),
      partstat: param(attendee, 'partstat'),
    })),
  };
}
