import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOperator, expectAdmin422 } from '../../../test/admin.ts';
import { createCourse, createUser, enrol } from '../../../test/factories.ts';
import { call, clientToken, createTestApp, huge, type TestApp } from '../../../test/helpers.ts';
import { parseInvitation } from '../../../test/ics.ts';
import { mentoringBookings, mentoringSlots, outbox } from '../../db/schema.ts';

let t: TestApp;
let op: Awaited<ReturnType<typeof createOperator>>;
type Account = Awaited<ReturnType<typeof createUser>>;
let student: Account;
let classmate: Account;
let mentoringId: number;
let liveId: number;
let plainId: number;
const HOUR = 3_600_000;
const year = new Date().getUTCFullYear() + 1;

beforeAll(async () => {
  t = await createTestApp();
  op = await createOperator(t.app, t.db);
  student = await createUser(t.db, {
    firstName: 'María José',
    surnames: 'Núñez',
    email: 'mj.mentoria@ejemplo.com',
  });
  classmate = await createUser(t.db, {
    firstName: 'Pedro',
    surnames: 'Salas',
    email: 'pedro.mentoria@ejemplo.com',
  });
  // Its students book more sessions than the default cap (which has its own tests at the end).
  mentoringId = (
    await createCourse(t.db, { name: 'Mentoría en Telemedicina', days: 30, mentoringMaxBookings: 20 })
  ).course.id;
  liveId = (await createCourse(t.db, { name: 'Telemedicina con sesiones en vivo' })).course.id;
  plainId = (await createCourse(t.db, { name: 'Curso sin mentorías' })).course.id;
  await t.db.insert(mentoringSlots).values([
    { courseId: liveId, startsAt: new Date(Date.now() + 48 * HOUR), durationMinutes: 90, capacity: 40 },
    {
      courseId: mentoringId,
      title: 'Pasada',
      startsAt: new Date(Date.now() - 48 * HOUR),
      durationMinutes: 45,
      capacity: 1,
    },
    {
      courseId: mentoringId,
      title: 'Más pasada',
      startsAt: new Date(Date.now() - 96 * HOUR),
      durationMinutes: 45,
      capacity: 1,
    },
  ]);
  for (const who of [student, classmate]) await enrol(t.db, who.user.id, mentoringId);
});
afterAll(() => t.close());

const admin = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  call(t.app, op.adminToken, {
    method,
    url,
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });
const slotInput = (overrides: Record<string, unknown> = {}) => ({
  title: 'Sesión individual',
  date: `${year}-01-15`,
  time: '20:00',
  time_zone: 'America/Guayaquil',
  duration_minutes: 45,
  capacity: 2,
  room_url: 'https://meet.jit.si/campus-salud-prueba',
  ...overrides,
});
async function createSlot(overrides: Record<string, unknown> = {}): Promise<number> {
  const res = await admin('POST', `/api/admin/mentoring/courses/${mentoringId}/slots`, slotInput(overrides));
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.id;
}
const book = (who: Account, id: number) =>
  call(t.app, who.token, { method: 'POST', url: '/api/v2/mentory-user', payload: { mentory_id: id } });
const mailsTo = (email: string) => t.db.select().from(outbox).where(eq(outbox.to, email));
const slotRow = async (id: number) =>
  (await t.db.select().from(mentoringSlots).where(eq(mentoringSlots.id, id)))[0];

describe('operator mentoring', () => {
  it('lists the mentoring courses: with days or with sessions, not the others', async () => {
    const res = (await admin('GET', '/api/admin/mentoring/courses')).json();
    const names = res.data.map((c: { name: string }) => c.name);
    expect(names).toEqual(['Mentoría en Telemedicina', 'Telemedicina con sesiones en vivo']);
    expect(res.data[1]).toMatchObject({ days: null, upcoming_slots: 1, published: true });
    expect((await admin('GET', '/api/admin/mentoring/courses?q=vivo')).json().total).toBe(1);
  });

  it('creates a session from a date and time in a zone (stored UTC); the student sees it; audited', async () => {
    const res = await admin('POST', `/api/admin/mentoring/courses/${mentoringId}/slots`, slotInput());
    expect(res.statusCode, res.body).toBe(200);
    const slot = res.json().data;
    // 20:00 in Ecuador (UTC−5) is 01:00 UTC the next day.
    expect(slot).toMatchObject({
      starts_at: `${year}-01-16T01:00:00.000Z`,
      ends_at: `${year}-01-16T01:45:00.000Z`,
      capacity: 2,
      booked: 0,
      past: false,
      room_url: 'https://meet.jit.si/campus-salud-prueba',
    });
    const madrid = await admin(
      'POST',
      `/api/admin/mentoring/courses/${mentoringId}/slots`,
      slotInput({ date: `${year}-07-01`, time: '18:30', time_zone: 'Europe/Madrid', room_url: '' }),
    );
    // Summer time in Madrid: UTC+2.
    expect(madrid.json().data).toMatchObject({ starts_at: `${year}-07-01T16:30:00.000Z`, room_url: null });

    const seen = await call(t.app, student.token, {
      method: 'GET',
      url: `/api/v2/mentory-available/${mentoringId}`,
    });
    expect(seen.json().data.map((s: { id: number }) => s.id)).toEqual(
      expect.arrayContaining([slot.id, madrid.json().data.id]),
    );
    const audit = (await admin('GET', `/api/admin/audit?entity=mentoring_slots&entity_id=${slot.id}`)).json();
    expect(audit.data[0]).toMatchObject({ action: 'create', before: null });
    expect(audit.data[0].after.starts_at).toBe(slot.starts_at);
  });

  it('lists a course sessions upcoming first (soonest first), then past ones (latest first)', async () => {
    const res = (await admin('GET', `/api/admin/mentoring/courses/${mentoringId}/slots`)).json();
    const rows = res.data as Array<{ starts_at: string; past: boolean; title: string }>;
    const upcoming = rows.filter((r) => !r.past);
    const past = rows.filter((r) => r.past);
    expect(rows.slice(0, upcoming.length)).toEqual(upcoming);
    expect(upcoming.map((r) => r.starts_at)).toEqual([...upcoming.map((r) => r.starts_at)].sort());
    expect(past.map((r) => r.title)).toEqual(['Pasada', 'Más pasada']);
    expect(res.course).toMatchObject({ id: mentoringId, name: 'Mentoría en Telemedicina', days: 30 });
    const page = (
      await admin('GET', `/api/admin/mentoring/courses/${mentoringId}/slots?per_page=1&page=2`)
    ).json();
    expect(page).toMatchObject({ current_page: 2, per_page: 1, total: rows.length });
  });

  it('edits a session: capacity never below the bookings; the time of a booked session stays', async () => {
    const id = await createSlot({ date: `${year}-02-10`, capacity: 3 });
    expect((await book(student, id)).statusCode).toBe(201);
    expect((await book(classmate, id)).statusCode).toBe(201);

    const below = await admin(
      'PUT',
      `/api/admin/mentoring/slots/${id}`,
      slotInput({ date: `${year}-02-10`, capacity: 1 }),
    );
    expectAdmin422(below, 'capacity');
    expect(below.json().errors.capacity[0]).toContain('reservas actuales (2)');
    const moved = await admin(
      'PUT',
      `/api/admin/mentoring/slots/${id}`,
      slotInput({ date: `${year}-02-11`, capacity: 3 }),
    );
    expect(moved.statusCode).toBe(409);
    expect(moved.json().message).toMatch(/no se puede cambiar su fecha/);

    const ok = await admin(
      'PUT',
      `/api/admin/mentoring/slots/${id}`,
      slotInput({ date: `${year}-02-10`, capacity: 2, title: 'Sesión grupal' }),
    );
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data).toMatchObject({ capacity: 2, booked: 2, title: 'Sesión grupal' });
    const audit = (await admin('GET', `/api/admin/audit?entity=mentoring_slots&entity_id=${id}`)).json();
    expect(audit.data[0]).toMatchObject({
      action: 'update',
      before: { capacity: 3 },
      after: { capacity: 2 },
    });

    const free = await createSlot({ date: `${year}-02-12` });
    const movedFree = await admin(
      'PUT',
      `/api/admin/mentoring/slots/${free}`,
      slotInput({ date: `${year}-02-13`, time: '08:00' }),
    );
    expect(movedFree.json().data.starts_at).toBe(`${year}-02-13T13:00:00.000Z`);
  });

  it('shows the bookings and cancels one: the seat is freed at once and the student is e-mailed', async () => {
    const id = await createSlot({ date: `${year}-03-03`, capacity: 1 });
    expect((await book(student, id)).statusCode).toBe(201);
    expect((await book(classmate, id)).statusCode).toBe(409);
    const list = (await admin('GET', `/api/admin/mentoring/slots/${id}/bookings`)).json();
    expect(list.slot).toMatchObject({ id, booked: 1, capacity: 1 });
    expect(list.course).toEqual({ id: mentoringId, name: 'Mentoría en Telemedicina' });
    expect(list.data).toEqual([
      expect.objectContaining({ user_id: student.user.id, name: 'María José Núñez', email: student.email }),
    ]);
    expect(Date.parse(list.data[0].booked_at)).toBeGreaterThan(Date.now() - 60_000);

    const before = (await mailsTo(student.email)).length;
    const res = await admin('DELETE', `/api/admin/mentoring/bookings/${list.data[0].id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ notified: 1 });
    expect((await slotRow(id))!.booked).toBe(0);
    const mails = await mailsTo(student.email);
    expect(mails).toHaveLength(before + 1);
    expect(mails.at(-1)!.subject).toBe('Reserva cancelada: Mentoría en Telemedicina');
    expect(mails.at(-1)!.text).toContain('canceló su reserva');
    // It cancels the very event the student's invitation put in their calendar.
    const invited = parseInvitation(
      mails.findLast((m) => m.subject.startsWith('Mentoría reservada'))!.attachments[0]!.content,
    );
    const cancelled = parseInvitation(mails.at(-1)!.attachments[0]!.content);
    expect(cancelled).toMatchObject({ method: 'CANCEL', uid: invited.uid, status: 'CANCELLED' });
    expect(cancelled.sequence).toBeGreaterThan(invited.sequence);
    // The freed seat is bookable again.
    expect((await book(classmate, id)).statusCode).toBe(201);
    expect((await admin('DELETE', `/api/admin/mentoring/bookings/${list.data[0].id}`)).statusCode).toBe(404);
    const audit = (
      await admin('GET', `/api/admin/audit?entity=mentoring_bookings&entity_id=${list.data[0].id}`)
    ).json();
    expect(audit.data[0]).toMatchObject({
      action: 'cancel_booking',
      before: { email: student.email, slot_id: id },
    });
  });

  it('deletes a session with bookings: every booked student is e-mailed; bookings go too', async () => {
    const id = await createSlot({ date: `${year}-04-04` });
    await book(student, id);
    await book(classmate, id);
    const res = await admin('DELETE', `/api/admin/mentoring/slots/${id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ notified: 2 });
    expect(res.json().message).toContain('2 estudiantes');
    expect(await slotRow(id)).toBeUndefined();
    expect(await t.db.select().from(mentoringBookings).where(eq(mentoringBookings.slotId, id))).toHaveLength(
      0,
    );
    for (const who of [student, classmate]) {
      const last = (await mailsTo(who.email)).at(-1)!;
      expect(last.subject).toBe('Mentoría cancelada: Mentoría en Telemedicina');
    }
    const audit = (await admin('GET', `/api/admin/audit?entity=mentoring_slots&entity_id=${id}`)).json();
    expect(audit.data[0]).toMatchObject({ action: 'delete', after: null });
    expect(audit.data[0].before.bookings).toHaveLength(2);
    expect((await admin('DELETE', `/api/admin/mentoring/slots/${id}`)).statusCode).toBe(404);
  });

  it('a booking racing a capacity cut never leaves more bookings than places', async () => {
    const id = await createSlot({ date: `${year}-05-05`, capacity: 2 });
    await book(student, id);
    const [cut, late] = await Promise.all([
      admin('PUT', `/api/admin/mentoring/slots/${id}`, slotInput({ date: `${year}-05-05`, capacity: 1 })),
      book(classmate, id),
    ]);
    const row = (await slotRow(id))!;
    const rows = await t.db
      .select()
      .from(mentoringBookings)
      .where(and(eq(mentoringBookings.slotId, id)));
    expect(row.booked).toBe(rows.length);
    expect(row.booked).toBeLessThanOrEqual(row.capacity);
    expect([200, 422]).toContain(cut.statusCode);
    expect([201, 409]).toContain(late.statusCode);
    // Either the cut went first (the booking found no place) or the booking did (the cut is refused).
    expect(cut.statusCode === 200).toBe(late.statusCode === 409);
  });

  it('answers bad input in Spanish, past dates with 422, unknown ids with 404, students and clients with 403', async () => {
    const url = `/api/admin/mentoring/courses/${mentoringId}/slots`;
    const { date: _d, ...withoutDate } = slotInput();
    expectAdmin422(await admin('POST', url, withoutDate), 'date');
    expectAdmin422(await admin('POST', url, slotInput({ date: `${year}-02-30` })), 'date');
    expectAdmin422(await admin('POST', url, slotInput({ date: 15 })), 'date');
    expectAdmin422(await admin('POST', url, slotInput({ date: '2020-01-01' })), 'date');
    expectAdmin422(await admin('POST', url, slotInput({ time: '24:00' })), 'time');
    expectAdmin422(await admin('POST', url, slotInput({ time_zone: 'Marte/Olympus' })), 'time_zone');
    expectAdmin422(await admin('POST', url, slotInput({ duration_minutes: 5 })), 'duration_minutes');
    expectAdmin422(await admin('POST', url, slotInput({ duration_minutes: '45' })), 'duration_minutes');
    expectAdmin422(await admin('POST', url, slotInput({ capacity: 0 })), 'capacity');
    expectAdmin422(await admin('POST', url, slotInput({ capacity: 501 })), 'capacity');
    expectAdmin422(await admin('POST', url, slotInput({ capacity: 'mucho' })), 'capacity');
    expectAdmin422(await admin('POST', url, slotInput({ title: huge(201) })), 'title');
    expectAdmin422(await admin('POST', url, slotInput({ room_url: 'ftp://sala' })), 'room_url');
    expectAdmin422(
      await admin('POST', url, slotInput({ room_url: `https://x.example/${huge(2100)}` })),
      'room_url',
    );
    expectAdmin422(await admin('POST', '/api/admin/mentoring/courses/abc/slots', slotInput()), 'id');
    expect((await admin('POST', '/api/admin/mentoring/courses/999999/slots', slotInput())).statusCode).toBe(
      404,
    );
    expect((await admin('GET', '/api/admin/mentoring/courses/999999/slots')).statusCode).toBe(404);
    expect((await admin('PUT', '/api/admin/mentoring/slots/999999', slotInput())).statusCode).toBe(404);
    expect((await admin('DELETE', '/api/admin/mentoring/slots/999999')).statusCode).toBe(404);
    expect((await admin('GET', '/api/admin/mentoring/slots/999999/bookings')).statusCode).toBe(404);
    expect((await admin('DELETE', '/api/admin/mentoring/bookings/999999')).statusCode).toBe(404);
    expect((await admin('GET', `/api/admin/mentoring/courses/${plainId}/slots`)).json().total).toBe(0);

    const id = await createSlot({ date: `${year}-06-06` });
    const client = await clientToken(t.app);
    for (const token of [student.token, client]) {
      for (const [method, path] of [
        ['GET', '/api/admin/mentoring/courses'],
        ['POST', url],
        ['PUT', `/api/admin/mentoring/slots/${id}`],
        ['DELETE', `/api/admin/mentoring/slots/${id}`],
      ] as const) {
        const res = await call(t.app, token, {
          method,
          url: path,
          ...(method === 'POST' || method === 'PUT' ? { payload: slotInput() } : {}),
        });
        expect(res.statusCode, `${method} ${path}`).toBe(403);
      }
    }
    expect(await slotRow(id)).toBeDefined();
  });
});

describe('PUT /api/admin/mentoring/courses/{id}/settings', () => {
  let capId: number;
  beforeAll(async () => {
    capId = (await createCourse(t.db, { name: 'Mentoría con límite', days: 7 })).course.id;
    await enrol(t.db, classmate.user.id, capId);
  });

  it("sets the course's cap of upcoming bookings per student (default 2), audited, and students are held to it", async () => {
    const page = await admin('GET', `/api/admin/mentoring/courses/${capId}/slots`);
    expect(page.json().course.max_bookings).toBe(2);
    const res = await admin('PUT', `/api/admin/mentoring/courses/${capId}/settings`, {
      max_bookings: 1,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Límite de reservas guardado.',
      data: { id: capId, max_bookings: 1 },
    });
    const list = await admin('GET', '/api/admin/mentoring/courses?q=Mentor%C3%ADa%20con%20l%C3%ADmite');
    expect(list.json().data.find((c: { id: number }) => c.id === capId).max_bookings).toBe(1);
    const audit = await admin('GET', `/api/admin/audit?entity=courses&entity_id=${capId}`);
    expect(audit.json().data[0]).toMatchObject({
      action: 'update',
      before: { max_bookings: 2 },
      after: { max_bookings: 1 },
    });

    // The student area reads the same setting.
    const ids: number[] = [];
    for (const hours of [200, 220]) {
      const [row] = await t.db
        .insert(mentoringSlots)
        .values({
          courseId: capId,
          startsAt: new Date(Date.now() + hours * HOUR),
          durationMinutes: 30,
          capacity: 5,
        })
        .returning();
      ids.push(row!.id);
    }
    const book = (id: number) =>
      call(t.app, classmate.token, {
        method: 'POST',
        url: '/api/v2/mentory-user',
        payload: { mentory_id: id },
      });
    expect((await book(ids[0]!)).statusCode).toBe(201);
    expect((await book(ids[1]!)).json().code).toBe('mentory_limit_reached');
    await admin('PUT', `/api/admin/mentoring/courses/${capId}/settings`, { max_bookings: 2 });
    expect((await book(ids[1]!)).statusCode).toBe(201);
  });

  it('refuses values outside 1–20, wrong types and unknown courses; needs an operator', async () => {
    for (const max_bookings of [0, 21, -1, 2.5, '3', null, huge(50)]) {
      const res = await admin('PUT', `/api/admin/mentoring/courses/${capId}/settings`, {
        max_bookings,
      });
      expectAdmin422(res, 'max_bookings');
      expect(res.json().errors.max_bookings[0]).toBe(
        'El campo reservas por estudiante debe ser un número entero entre 1 y 20',
      );
    }
    expectAdmin422(await admin('PUT', `/api/admin/mentoring/courses/${capId}/settings`, {}), 'max_bookings');
    expect(
      (await admin('PUT', '/api/admin/mentoring/courses/999999/settings', { max_bookings: 3 })).statusCode,
    ).toBe(404);
    expect(
      (await admin('PUT', '/api/admin/mentoring/courses/abc/settings', { max_bookings: 3 })).statusCode,
    ).toBe(422);
    const asStudent = await call(t.app, student.token, {
      method: 'PUT',
      url: `/api/admin/mentoring/courses/${capId}/settings`,
      payload: { max_bookings: 20 },
    });
    expect(asStudent.statusCode).toBe(403);
    const page = await admin('GET', `/api/admin/mentoring/courses/${capId}/slots`);
    expect(page.json().course.max_bookings).toBe(2);
  });
});
