import { ERROR_CODES } from '@campus/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCourse, createUser, enrol } from '../../../test/factories.ts';
import { call, clientToken, createTestApp, huge, type TestApp } from '../../../test/helpers.ts';
import { parseInvitation } from '../../../test/ics.ts';
import { accessTokens, courses, mentoringBookings, mentoringSlots, outbox, users } from '../../db/schema.ts';
import { generateToken, hashToken } from '../../lib/tokens.ts';
import { MENTORING_WRITES_PER_WINDOW } from './mentoring.routes.ts';

let t: TestApp;
let client: string;
type Account = Awaited<ReturnType<typeof createUser>>;
let student: Account;
let classmate: Account;
let outsider: Account;
let courseId: number;
let otherCourseId: number;
const slot: Record<'open' | 'soon' | 'past' | 'single' | 'rebook' | 'foreign', number> = {
  open: 0,
  soon: 0,
  past: 0,
  single: 0,
  rebook: 0,
  foreign: 0,
};
const HOUR = 3_600_000;
const at = (hoursFromNow: number) => new Date(Date.now() + hoursFromNow * HOUR);

async function addSlot(values: Partial<typeof mentoringSlots.$inferInsert> & { startsAt: Date }) {
  const [row] = await t.db
    .insert(mentoringSlots)
    .values({ courseId, durationMinutes: 60, capacity: 5, roomUrl: 'https://sala.example/abc', ...values })
    .returning();
  return row!.id;
}

beforeAll(async () => {
  t = await createTestApp();
  client = await clientToken(t.app);
  student = await createUser(t.db, { firstName: 'María José', surnames: 'Núñez' });
  classmate = await createUser(t.db);
  outsider = await createUser(t.db);
  // These tests book more than the default cap of upcoming bookings: the cap has its own tests below.
  courseId = (
    await createCourse(t.db, { name: 'Mentoría en Telemedicina', days: 30, mentoringMaxBookings: 5 })
  ).course.id;
  otherCourseId = (await createCourse(t.db)).course.id;
  await enrol(t.db, student.user.id, courseId);
  await enrol(t.db, classmate.user.id, courseId);
  await enrol(t.db, outsider.user.id, otherCourseId);
  slot.open = await addSlot({ startsAt: at(72), capacity: 2, title: 'Casos clínicos; dudas, preguntas' });
  slot.soon = await addSlot({ startsAt: at(10) });
  slot.past = await addSlot({ startsAt: at(-2) });
  slot.single = await addSlot({ startsAt: at(96), capacity: 1 });
  slot.rebook = await addSlot({ startsAt: at(120), capacity: 1 });
  slot.foreign = await addSlot({ startsAt: at(48), courseId: otherCourseId });
});
afterAll(async () => t.close());

const get = (who: Account | string | null, url: string) =>
  call(t.app, typeof who === 'string' || who === null ? who : who.token, { method: 'GET', url });
const post = (who: Account | string | null, url: string, payload: unknown) =>
  call(t.app, typeof who === 'string' || who === null ? who : who.token, {
    method: 'POST',
    url,
    payload: payload as object,
  });
const book = (who: Account | string, mentory_id: unknown, extra: object = {}) =>
  post(who, '/api/v2/mentory-user', { mentory_id, ...extra });
const cancelBooking = (who: Account | string, mentory_id: unknown) =>
  post(who, '/api/v2/mentory-user/cancel-mentory', { mentory_id });
const slotRow = async (id: number) =>
  (await t.db.select().from(mentoringSlots).where(eq(mentoringSlots.id, id)))[0]!;

describe('GET /api/v2/mentory/courses/{id}', () => {
  it('gives an enrolled student the course with its days and upcoming sessions', async () => {
    const res = await get(student, `/api/v2/mentory/courses/${courseId}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: courseId,
      name: 'Mentoría en Telemedicina',
      days: 30,
      upcoming_mentories: 4,
      max_bookings: 5,
      cancel_cutoff_hours: 24,
    });
  });

  it('needs a user token, an enrolment, a known course and a numeric id', async () => {
    expect((await get(null, `/api/v2/mentory/courses/${courseId}`)).statusCode).toBe(401);
    expect((await get(client, `/api/v2/mentory/courses/${courseId}`)).statusCode).toBe(401);
    const forbidden = await get(outsider, `/api/v2/mentory/courses/${courseId}`);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().code).toBe(ERROR_CODES.notEnrolled);
    expect((await get(student, '/api/v2/mentory/courses/999999')).statusCode).toBe(404);
    for (const bad of ['abc', '1.5', '-1', '99999999999']) {
      const res = await get(student, `/api/v2/mentory/courses/${bad}`);
      expect(res.statusCode, bad).toBe(422);
      expect(res.json().message).toMatch(/curso/);
    }
    // A path parameter past the router's 100 characters: our 404, in Spanish.
    const tooLong = await get(student, `/api/v2/mentory/courses/${huge(500)}`);
    expect(tooLong.statusCode).toBe(404);
    expect(tooLong.json()).toEqual({ message: 'Ruta no encontrada.', code: 'not_found' });
  });
});

describe('GET /api/v2/mentory-available/{id}', () => {
  it('lists upcoming sessions in UTC with free places; past ones and other courses are left out', async () => {
    const res = await get(classmate, `/api/v2/mentory-available/${courseId}`);
    expect(res.statusCode).toBe(200);
    const data = res.json().data as Array<Record<string, unknown>>;
    expect(data.map((s) => s.id)).toEqual([slot.soon, slot.open, slot.single, slot.rebook]);
    const open = data.find((s) => s.id === slot.open)!;
    expect(open).toMatchObject({
      capacity: 2,
      available: 2,
      booked_by_me: false,
      can_cancel: false,
      room_url: null,
    });
    expect(open.starts_at).toMatch(/Z$/);
  });

  it('refuses students of other courses and unknown ids', async () => {
    expect((await get(outsider, `/api/v2/mentory-available/${courseId}`)).statusCode).toBe(403);
    expect((await get(student, '/api/v2/mentory-available/424242')).statusCode).toBe(404);
    expect((await get(student, '/api/v2/mentory-available/x')).statusCode).toBe(422);
  });
});

describe('POST /api/v2/mentory-user', () => {
  it('books a place, shows the room, and queues the e-mail with an RFC 5545 invitation', async () => {
    const res = await book(student, slot.open, { time_zone: 'America/Mexico_City' });
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe('Mentoría reservada. Le enviamos la invitación por correo.');
    expect(res.json().data).toMatchObject({
      id: slot.open,
      booked: 1,
      available: 1,
      booked_by_me: true,
      can_cancel: true,
      room_url: 'https://sala.example/abc',
    });

    const [mail] = await t.db.select().from(outbox).where(eq(outbox.to, student.email));
    expect(mail!.subject).toBe('Mentoría reservada: Mentoría en Telemedicina');
    expect(mail!.text).toContain('México');
    expect(mail!.text).toContain('UTC−6');
    expect(mail!.attachments).toHaveLength(1);
    const attachment = mail!.attachments[0]!;
    expect(attachment.filename).toBe('mentoria.ics');
    expect(attachment.contentType).toBe('text/calendar; charset=utf-8; method=REQUEST');
    const ics = Buffer.from(attachment.content, 'base64').toString('utf8');
    expect(ics.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    // An invitation (RFC 5546 REQUEST) from the school to this student, who is asked to answer.
    const [booking] = await t.db
      .select()
      .from(mentoringBookings)
      .where(and(eq(mentoringBookings.slotId, slot.open), eq(mentoringBookings.userId, student.user.id)));
    expect(parseInvitation(attachment.content)).toEqual({
      method: 'REQUEST',
      uid: `mentoria-${slot.open}-${student.user.id}-${booking!.id}@localhost`,
      sequence: 0,
      status: 'CONFIRMED',
      organizer: t.config.supportEmail,
      attendees: [{ email: student.email, name: 'María José', rsvp: 'TRUE', partstat: 'NEEDS-ACTION' }],
    });
    const start = (await slotRow(slot.open)).startsAt;
    const utc = start
      .toISOString()
      .replace(/[-:]/g, '')
      .replace(/\.\d{3}/, '');
    expect(ics).toContain(`DTSTART:${utc}`);
    expect(ics).toMatch(/SUMMARY:Mentoría: Casos clínicos\\; dudas\\, preguntas/);
    for (const line of ics.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/\n/);

    await t.app.mailer.drain();
    expect(t.sentMail.some((m) => m.to === student.email && m.subject.startsWith('Mentoría reservada'))).toBe(
      true,
    );
  });

  it('one booking per student and session (409, nothing counted twice)', async () => {
    const again = await book(student, slot.open);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'mentory_already_booked',
      message: 'Ya tiene una reserva en esta mentoría.',
    });
    expect((await slotRow(slot.open)).booked).toBe(1);
  });

  it('a full session refuses the next student', async () => {
    expect((await book(student, slot.single)).statusCode).toBe(201);
    const full = await book(classmate, slot.single);
    expect(full.statusCode).toBe(409);
    expect(full.json()).toMatchObject({ code: 'mentory_full', message: 'No quedan cupos en esta mentoría.' });
    expect((await slotRow(slot.single)).booked).toBe(1);
  });

  it('a session that has started cannot be booked', async () => {
    const res = await book(classmate, slot.past);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('mentory_past');
  });

  it('refuses students not enrolled in the session course, unknown sessions and bad input', async () => {
    const other = await book(student, slot.foreign);
    expect(other.statusCode).toBe(403);
    expect((await book(outsider, slot.open)).statusCode).toBe(403);
    expect((await book(student, 987654)).statusCode).toBe(404);
    expect((await post(client, '/api/v2/mentory-user', { mentory_id: slot.open })).statusCode).toBe(401);
    for (const payload of [
      {},
      { mentory_id: 'abc' },
      { mentory_id: -3 },
      { mentory_id: 2.5 },
      { mentory_id: [slot.open] },
      { mentory_id: huge(1000) },
      { mentory_id: slot.rebook, time_zone: 'Marte/Olimpo' },
      { mentory_id: slot.rebook, time_zone: huge(1000) },
    ]) {
      const res = await post(classmate, '/api/v2/mentory-user', payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 60)).toBe(422);
      expect(res.json().errors).toBeTypeOf('object');
    }
    expect((await slotRow(slot.rebook)).booked).toBe(0);
  });
});

describe('POST /api/v2/mentory-user/cancel-mentory', () => {
  it('cancels before the cut-off, frees the place, mails a CANCEL invitation, and the place can be booked again', async () => {
    expect((await book(classmate, slot.rebook)).statusCode).toBe(201);
    expect((await book(student, slot.rebook)).json().code).toBe('mentory_full');

    const res = await cancelBooking(classmate, slot.rebook);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Reserva cancelada. Su cupo quedó libre.',
      data: { booked: 0, available: 1, booked_by_me: false, room_url: null },
    });
    const mails = await t.db.select().from(outbox).where(eq(outbox.to, classmate.email));
    const invited = mails.filter((m) => m.subject.startsWith('Mentoría reservada')).at(-1)!;
    const cancelMail = mails.find((m) => m.subject.startsWith('Reserva cancelada'))!;
    expect(cancelMail.attachments[0]!.contentType).toBe('text/calendar; charset=utf-8; method=CANCEL');
    // The cancellation names the invitation's event (same UID) with a higher SEQUENCE (RFC 5546).
    const request = parseInvitation(invited.attachments[0]!.content);
    const cancelled = parseInvitation(cancelMail.attachments[0]!.content);
    expect(request.uid).toMatch(new RegExp(`^mentoria-${slot.rebook}-${classmate.user.id}-\\d+@localhost$`));
    expect(cancelled).toMatchObject({
      method: 'CANCEL',
      uid: request.uid,
      status: 'CANCELLED',
      organizer: request.organizer,
      attendees: [expect.objectContaining({ email: classmate.email })],
    });
    expect(cancelled.sequence).toBeGreaterThan(request.sequence);

    expect((await book(student, slot.rebook)).statusCode).toBe(201);
    expect((await book(classmate, slot.rebook)).json().code).toBe('mentory_full');
    expect((await cancelBooking(classmate, slot.rebook)).statusCode).toBe(404);
  });

  it('cancel then rebook by the same student works, with a new event in the calendar', async () => {
    expect((await cancelBooking(student, slot.rebook)).statusCode).toBe(200);
    expect((await book(student, slot.rebook)).statusCode).toBe(201);
    expect((await slotRow(slot.rebook)).booked).toBe(1);
    // The cancelled event's SEQUENCE is already past a new invitation's: the new place is another UID.
    const ics = (await t.db.select().from(outbox).where(eq(outbox.to, student.email)))
      .filter((m) => m.attachments.length > 0)
      .map((m) => parseInvitation(m.attachments[0]!.content))
      .filter((i) => i.uid.startsWith(`mentoria-${slot.rebook}-`));
    expect(ics.map((i) => i.method)).toEqual(['REQUEST', 'CANCEL', 'REQUEST']);
    expect(ics[1]!.uid).toBe(ics[0]!.uid);
    expect(ics[2]!.uid).not.toBe(ics[1]!.uid);
  });

  it('after the cut-off (24 h before) the booking stays', async () => {
    const booked = await book(classmate, slot.soon);
    expect(booked.statusCode).toBe(201);
    expect(booked.json().data.can_cancel).toBe(false);
    const res = await cancelBooking(classmate, slot.soon);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('mentory_cancel_closed');
    expect(res.json().message).toContain('24 horas');
    expect((await slotRow(slot.soon)).booked).toBe(1);
  });

  it("cannot cancel someone else's booking, nor a session of another course or an unknown one", async () => {
    // classmate never booked slot.open, which the student holds.
    const res = await cancelBooking(classmate, slot.open);
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('mentory_not_booked');
    expect((await slotRow(slot.open)).booked).toBe(1);
    expect((await cancelBooking(student, slot.foreign)).statusCode).toBe(403);
    expect((await cancelBooking(outsider, slot.open)).statusCode).toBe(403);
    expect((await cancelBooking(student, 55555)).statusCode).toBe(404);
    expect((await post(student, '/api/v2/mentory-user/cancel-mentory', { mentory_id: 'x' })).statusCode).toBe(
      422,
    );
    expect((await post(student, '/api/v2/mentory-user/cancel-mentory', {})).statusCode).toBe(422);
  });
});

describe('capacity under concurrency', () => {
  it('50 students booking a 3-place session at once: exactly 3 succeed, booked = 3', async () => {
    const id = await addSlot({ startsAt: at(200), capacity: 3 });
    const tokens: string[] = [];
    for (let i = 0; i < 50; i++) {
      const [u] = await t.db
        .insert(users)
        .values({ projectId: 4, email: `carrera${i}@ejemplo.com`, passwordHash: 'x', role: 2 })
        .returning();
      await enrol(t.db, u!.id, courseId);
      const token = generateToken();
      await t.db.insert(accessTokens).values({
        tokenHash: hashToken(token),
        clientId: 1,
        userId: u!.id,
        expiresAt: new Date(Date.now() + HOUR),
      });
      tokens.push(token);
    }
    const results = await Promise.all(tokens.map((token) => book(token, id)));
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(3);
    expect(codes.filter((c) => c === 409)).toHaveLength(47);
    expect(results.filter((r) => r.statusCode === 409).every((r) => r.json().code === 'mentory_full')).toBe(
      true,
    );
    expect((await slotRow(id)).booked).toBe(3);
    const rows = await t.db.select().from(mentoringBookings).where(eq(mentoringBookings.slotId, id));
    expect(rows).toHaveLength(3);
  });

  it('the same student double-clicking 10 times gets one place', async () => {
    const id = await addSlot({ startsAt: at(210), capacity: 5 });
    const results = await Promise.all(Array.from({ length: 10 }, () => book(classmate, id)));
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(1);
    expect((await slotRow(id)).booked).toBe(1);
    const rows = await t.db
      .select()
      .from(mentoringBookings)
      .where(and(eq(mentoringBookings.slotId, id), eq(mentoringBookings.userId, classmate.user.id)));
    expect(rows).toHaveLength(1);
  });
});

describe("a student's upcoming bookings per course are capped (default 2)", () => {
  let capCourse: number;
  let capSlots: number[];
  let hoarder: Account;
  const newStudent = async () => {
    const u = await createUser(t.db);
    await enrol(t.db, u.user.id, capCourse);
    return u;
  };
  const addCapSlot = (hours: number, values: Partial<typeof mentoringSlots.$inferInsert> = {}) =>
    addSlot({ courseId: capCourse, startsAt: at(hours), capacity: 20, ...values });

  beforeAll(async () => {
    capCourse = (await createCourse(t.db, { name: 'Mentoría con cupos limitados', days: 10 })).course.id;
    capSlots = [];
    for (let i = 0; i < 5; i++) capSlots.push(await addCapSlot(48 + i * 24));
    hoarder = await newStudent();
  });

  it('the third upcoming booking in the course gets 409 mentory_limit_reached; nothing is taken or mailed', async () => {
    expect((await get(hoarder, `/api/v2/mentory/courses/${capCourse}`)).json().max_bookings).toBe(2);
    expect((await book(hoarder, capSlots[0])).statusCode).toBe(201);
    expect((await book(hoarder, capSlots[1])).statusCode).toBe(201);
    const mailsBefore = await t.db.select().from(outbox).where(eq(outbox.to, hoarder.email));
    const third = await book(hoarder, capSlots[2]);
    expect(third.statusCode).toBe(409);
    expect(third.json()).toEqual({
      code: 'mentory_limit_reached',
      message:
        'Ya tiene 2 mentorías reservadas en este curso, el máximo permitido. Cancele una reserva o espere a que pase para reservar otra.',
    });
    expect((await slotRow(capSlots[2]!)).booked).toBe(0);
    expect(await t.db.select().from(outbox).where(eq(outbox.to, hoarder.email))).toHaveLength(
      mailsBefore.length,
    );
    // Another course is counted apart.
    const elsewhere = (await createCourse(t.db)).course.id;
    await enrol(t.db, hoarder.user.id, elsewhere);
    const foreignSlot = await addSlot({ courseId: elsewhere, startsAt: at(50) });
    expect((await book(hoarder, foreignSlot)).statusCode).toBe(201);
  });

  it('cancelling one frees a booking; sessions that have started do not count', async () => {
    expect((await cancelBooking(hoarder, capSlots[0])).statusCode).toBe(200);
    expect((await book(hoarder, capSlots[2])).statusCode).toBe(201);
    expect((await book(hoarder, capSlots[3])).json().code).toBe('mentory_limit_reached');

    // A booking of a session that already started is history, not an upcoming booking.
    const veteran = await newStudent();
    const started = await addCapSlot(-1);
    await t.db.insert(mentoringBookings).values({ slotId: started, userId: veteran.user.id });
    expect((await book(veteran, capSlots[0])).statusCode).toBe(201);
    expect((await book(veteran, capSlots[1])).statusCode).toBe(201);
    expect((await book(veteran, capSlots[2])).json().code).toBe('mentory_limit_reached');
  });

  it('parallel bookings of different sessions never pass the cap', async () => {
    const racer = await newStudent();
    const results = await Promise.all(capSlots.map((id) => book(racer, id)));
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([201, 201, 409, 409, 409]);
    for (const r of results.filter((x) => x.statusCode === 409))
      expect(r.json().code).toBe('mentory_limit_reached');
    const rows = await t.db
      .select({ id: mentoringBookings.id })
      .from(mentoringBookings)
      .innerJoin(mentoringSlots, eq(mentoringSlots.id, mentoringBookings.slotId))
      .where(and(eq(mentoringBookings.userId, racer.user.id), eq(mentoringSlots.courseId, capCourse)));
    expect(rows).toHaveLength(2);
  });

  it("follows the course's own cap set by the operator", async () => {
    await t.db.update(courses).set({ mentoringMaxBookings: 1 }).where(eq(courses.id, capCourse));
    const single = await newStudent();
    expect((await book(single, capSlots[4])).statusCode).toBe(201);
    const second = await book(single, capSlots[3]);
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe(
      'Ya tiene una mentoría reservada en este curso. Cancele esa reserva o espere a que pase para reservar otra.',
    );
    await t.db.update(courses).set({ mentoringMaxBookings: 2 }).where(eq(courses.id, capCourse));
  });
});

describe('booking and cancelling are rate-limited per student', () => {
  it(`after ${MENTORING_WRITES_PER_WINDOW} bookings or cancellations the next gets a Spanish 429; others are not affected`, async () => {
    const busy = await createUser(t.db);
    await enrol(t.db, busy.user.id, courseId);
    const open = await addSlot({ startsAt: at(300), capacity: 50 });
    for (let i = 0; i < MENTORING_WRITES_PER_WINDOW / 2; i++) {
      expect((await book(busy, open)).statusCode).toBe(201);
      expect((await cancelBooking(busy, open)).statusCode).toBe(200);
    }
    const mailsBefore = await t.db.select().from(outbox).where(eq(outbox.to, busy.email));
    for (const blocked of [await book(busy, open), await cancelBooking(busy, open)]) {
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().message).toBe('Demasiadas solicitudes. Espere un momento e intente nuevamente.');
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect(await t.db.select().from(outbox).where(eq(outbox.to, busy.email))).toHaveLength(
      mailsBefore.length,
    );
    expect((await slotRow(open)).booked).toBe(0);
    // Another student from the same address books normally.
    const other = await createUser(t.db);
    await enrol(t.db, other.user.id, courseId);
    expect((await book(other, open)).statusCode).toBe(201);
  });
});
