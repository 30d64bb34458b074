// A course taken away (refund, chargeback, the operator removing the student) takes what it granted
// in the same transaction: the certificate is revoked (the public verification says so, the PDF is
// gone) and the student's places in the course's sessions still to come are given back.
import { PROJECT_ID } from '@campus/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOperator } from '../../../test/admin.ts';
import { createCourse, createUser, enrol } from '../../../test/factories.ts';
import { call, clientToken, createTestApp, huge, type TestApp } from '../../../test/helpers.ts';
import { certificates, mentoringBookings, mentoringSlots, resourceProgress } from '../../db/schema.ts';
import { insertEnrolments, insertOrder } from '../orders/orders.repository.ts';
import { refundOrder } from '../orders/orders.service.ts';

let t: TestApp;
let client: string;
let op: Awaited<ReturnType<typeof createOperator>>;
type Account = Awaited<ReturnType<typeof createUser>>;

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://campus.example' });
  client = await clientToken(t.app);
  op = await createOperator(t.app, t.db);
});
afterAll(() => t.close());

const admin = (method: 'GET' | 'POST' | 'DELETE', url: string) => call(t.app, op.adminToken, { method, url });
const HOUR = 3_600_000;

/** A course with a certificate, one resource, and a past and a future mentoring session. */
async function certifiedCourse() {
  const { course, resources } = await createCourse(t.db, {
    name: `Curso certificado ${Math.random().toString(36).slice(2, 7)}`,
    certificate: true,
    modules: [
      {
        lessons: [
          {
            resources: [{ type: 2, name: 'Clase', url: '/media/video/demo-clase.mp4', durationSeconds: 60 }],
          },
        ],
      },
    ],
  });
  const [past, future] = await t.db
    .insert(mentoringSlots)
    .values([
      { courseId: course.id, startsAt: new Date(Date.now() - 48 * HOUR), durationMinutes: 60, capacity: 5 },
      { courseId: course.id, startsAt: new Date(Date.now() + 72 * HOUR), durationMinutes: 60, capacity: 5 },
    ])
    .returning();
  return { course, resourceId: resources[0]!.id, past: past!, future: future! };
}
type Course = Awaited<ReturnType<typeof certifiedCourse>>;

/** A paid order of `who` for `courseIds`, with its enrolments. */
async function paidOrder(who: Account, courseIds: number[]) {
  return t.db.transaction(async (tx) => {
    const row = await insertOrder(
      tx,
      {
        projectId: PROJECT_ID,
        userId: who.user.id,
        email: who.email,
        buyerName: 'Ana Pérez',
        status: 'success',
        total: '50.00',
        base: '43.48',
        vat: '6.52',
        vatRate: '0.1500',
        currency: 'USD',
        provider: 'payphone',
        reference: `cs-rev-${who.user.id}-${Math.random().toString(36).slice(2, 10)}`,
        paidAt: new Date(),
      },
      courseIds.map((courseId) => ({ courseId, price: '50.00' })),
    );
    await insertEnrolments(tx, who.user.id, courseIds, row.id);
    return row;
  });
}

/** The student completes the course, issues its certificate and books both sessions. */
async function certifyAndBook(who: Account, c: Course) {
  await t.db
    .insert(resourceProgress)
    .values({ userId: who.user.id, resourceId: c.resourceId, completedAt: new Date() });
  const res = await call(t.app, who.token, {
    method: 'POST',
    url: `/api/v2/certificates/${c.course.id}`,
    payload: {},
  });
  expect(res.statusCode).toBe(201);
  for (const slot of [c.past, c.future]) {
    await t.db.insert(mentoringBookings).values({ slotId: slot.id, userId: who.user.id });
    await t.db.update(mentoringSlots).set({ booked: 1 }).where(eq(mentoringSlots.id, slot.id));
  }
  return res.json().data.code as string;
}

const certificateOf = async (who: Account, courseId: number) =>
  (
    await t.db
      .select()
      .from(certificates)
      .where(and(eq(certificates.userId, who.user.id), eq(certificates.courseId, courseId)))
  )[0]!;
const bookingsOf = (who: Account, slotId: number) =>
  t.db
    .select()
    .from(mentoringBookings)
    .where(and(eq(mentoringBookings.userId, who.user.id), eq(mentoringBookings.slotId, slotId)));
const bookedOf = async (slotId: number) =>
  (await t.db.select().from(mentoringSlots).where(eq(mentoringSlots.id, slotId)))[0]!.booked;
const verify = (code: string) => call(t.app, client, { method: 'GET', url: `/api/v1/certificates/${code}` });
const pdf = (who: Account, courseId: number) =>
  call(t.app, who.token, { method: 'GET', url: `/api/v2/certificates/${courseId}/pdf` });

describe('an operator refund', () => {
  it('revokes the certificate, frees the future booking (the past one stays), and the order says which', async () => {
    const buyer = await createUser(t.db);
    const c = await certifiedCourse();
    const other = await certifiedCourse();
    const order = await paidOrder(buyer, [c.course.id]);
    await enrol(t.db, buyer.user.id, other.course.id);
    const code = await certifyAndBook(buyer, c);
    const otherCode = await certifyAndBook(buyer, other);

    const res = await admin('POST', `/api/admin/orders/${order.id}/refund`);
    expect(res.statusCode, res.body).toBe(200);

    const row = await certificateOf(buyer, c.course.id);
    expect(row.revokedAt).toBeInstanceOf(Date);
    expect(row.revokedReason).toBe('refund');
    const verdict = (await verify(code)).json();
    expect(verdict).toMatchObject({ status: 'revoked', revoked_at: row.revokedAt!.toISOString() });
    const gone = await pdf(buyer, c.course.id);
    expect(gone.statusCode).toBe(410);
    expect(gone.json().message).toBe('Este certificado fue revocado y ya no puede descargarse.');

    expect(await bookingsOf(buyer, c.future.id)).toHaveLength(0);
    expect(await bookedOf(c.future.id)).toBe(0);
    expect(await bookingsOf(buyer, c.past.id)).toHaveLength(1);
    expect(await bookedOf(c.past.id)).toBe(1);

    // The course the order did not sell keeps its certificate and bookings.
    expect((await verify(otherCode)).json().status).toBe('valid');
    expect(await bookingsOf(buyer, other.future.id)).toHaveLength(1);

    const detail = (await admin('GET', `/api/admin/orders/${order.id}`)).json();
    expect(detail.certificates).toEqual([
      {
        course_id: c.course.id,
        course: c.course.name,
        code,
        issued_at: expect.any(String),
        revoked_at: row.revokedAt!.toISOString(),
        revoked_reason: 'refund',
      },
    ]);
  });

  it('is idempotent: a second refund (provider retry) keeps the first revocation date', async () => {
    const buyer = await createUser(t.db);
    const c = await certifiedCourse();
    const order = await paidOrder(buyer, [c.course.id]);
    await certifyAndBook(buyer, c);
    await refundOrder(t.db, order.id);
    const first = await certificateOf(buyer, c.course.id);
    const again = await refundOrder(t.db, order.id);
    expect(again.changed).toBe(false);
    expect((await certificateOf(buyer, c.course.id)).revokedAt).toEqual(first.revokedAt);
    expect(await bookedOf(c.future.id)).toBe(0);
  });

  it('a course another paid order covers is not revoked: certificate and bookings stay', async () => {
    const buyer = await createUser(t.db);
    const c = await certifiedCourse();
    const first = await paidOrder(buyer, [c.course.id]);
    await paidOrder(buyer, [c.course.id]);
    const code = await certifyAndBook(buyer, c);
    // The provider's refund path (PayPhone, Hotmart) is this same function.
    await refundOrder(t.db, first.id);
    expect((await verify(code)).json().status).toBe('valid');
    expect((await pdf(buyer, c.course.id)).statusCode).toBe(200);
    expect(await bookingsOf(buyer, c.future.id)).toHaveLength(1);
    expect(await bookedOf(c.future.id)).toBe(1);
  });

  it("frees only this student's places: another student's booking of the same session stays", async () => {
    const buyer = await createUser(t.db);
    const classmate = await createUser(t.db);
    const c = await certifiedCourse();
    const order = await paidOrder(buyer, [c.course.id]);
    await enrol(t.db, classmate.user.id, c.course.id);
    await certifyAndBook(buyer, c);
    await t.db.insert(mentoringBookings).values({ slotId: c.future.id, userId: classmate.user.id });
    await t.db.update(mentoringSlots).set({ booked: 2 }).where(eq(mentoringSlots.id, c.future.id));
    await refundOrder(t.db, order.id);
    expect(await bookingsOf(classmate, c.future.id)).toHaveLength(1);
    expect(await bookedOf(c.future.id)).toBe(1);
  });
});

describe('the operator removing a student from a course', () => {
  it('revokes the certificate (reason unenrolled) and frees the future booking; the student page says so', async () => {
    const student = await createUser(t.db);
    const c = await certifiedCourse();
    await paidOrder(student, [c.course.id]);
    const code = await certifyAndBook(student, c);

    const res = await admin('DELETE', `/api/admin/students/${student.user.id}/enrolments/${c.course.id}`);
    expect(res.statusCode, res.body).toBe(200);
    const row = await certificateOf(student, c.course.id);
    expect(row.revokedReason).toBe('unenrolled');
    expect((await verify(code)).json()).toMatchObject({
      status: 'revoked',
      revoked_at: row.revokedAt!.toISOString(),
    });
    expect((await pdf(student, c.course.id)).statusCode).toBe(410);
    expect(await bookingsOf(student, c.future.id)).toHaveLength(0);
    expect(await bookedOf(c.future.id)).toBe(0);
    expect(await bookingsOf(student, c.past.id)).toHaveLength(1);

    const detail = (await admin('GET', `/api/admin/students/${student.user.id}`)).json();
    expect(detail.certificates).toEqual([
      expect.objectContaining({
        course_id: c.course.id,
        code,
        revoked_reason: 'unenrolled',
        revoked_at: row.revokedAt!.toISOString(),
      }),
    ]);
  });

  it('unknown courses, ids of nobody and bad ids change nothing (404/422, never 500)', async () => {
    const student = await createUser(t.db);
    const c = await certifiedCourse();
    await paidOrder(student, [c.course.id]);
    const code = await certifyAndBook(student, c);
    for (const url of [
      `/api/admin/students/${student.user.id}/enrolments/987654`,
      `/api/admin/students/987654/enrolments/${c.course.id}`,
      `/api/admin/students/${op.user.id}/enrolments/${c.course.id}`,
      `/api/admin/students/${student.user.id}/enrolments/abc`,
      `/api/admin/students/${student.user.id}/enrolments/${huge(300)}`,
    ]) {
      const res = await admin('DELETE', url);
      expect([404, 422], url.slice(0, 60)).toContain(res.statusCode);
    }
    expect((await verify(code)).json().status).toBe('valid');
    expect(await bookedOf(c.future.id)).toBe(1);
  });

  it('a student cannot reach the operator routes', async () => {
    const student = await createUser(t.db);
    const c = await certifiedCourse();
    await paidOrder(student, [c.course.id]);
    const res = await call(t.app, student.token, {
      method: 'DELETE',
      url: `/api/admin/students/${student.user.id}/enrolments/${c.course.id}`,
    });
    expect([401, 403]).toContain(res.statusCode);
  });
});
