import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOperator, expectAdmin422 } from '../../../test/admin.ts';
import { createCourse, createUser } from '../../../test/factories.ts';
import { call, createTestApp, huge, type TestApp } from '../../../test/helpers.ts';
import { enrolments, orders, resourceProgress } from '../../db/schema.ts';

let t: TestApp;
let op: Awaited<ReturnType<typeof createOperator>>;
beforeAll(async () => {
  t = await createTestApp();
  op = await createOperator(t.app, t.db);
});
afterAll(() => t.close());

const admin = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  call(t.app, op.adminToken, { method, url, ...(payload ? { payload } : {}) });

describe('operator students', () => {
  it('searches students (never operators) by e-mail, name or document, in pages', async () => {
    await createUser(t.db, {
      email: 'valeria.andrade@ejemplo.com',
      firstName: 'Valeria',
      surnames: 'Andrade Ñuñez',
    });
    const byName = await admin('GET', '/api/admin/students?q=%C3%B1u%C3%B1ez');
    expect(byName.statusCode, byName.body).toBe(200);
    expect(byName.json().data).toEqual([
      expect.objectContaining({ email: 'valeria.andrade@ejemplo.com', first_name: 'Valeria', courses: 0 }),
    ]);
    expect((await admin('GET', '/api/admin/students?q=VALERIA.andrade')).json().total).toBe(1);
    expect((await admin('GET', `/api/admin/students?q=${encodeURIComponent(op.email)}`)).json().total).toBe(
      0,
    );
    const paged = (await admin('GET', '/api/admin/students?per_page=1&page=1')).json();
    expect(paged.data).toHaveLength(1);
    expect(paged.total).toBeGreaterThanOrEqual(1);
  });

  it('shows enrolments with progress and orders; enrols by hand through a manual order and unenrols, audited', async () => {
    const student = await createUser(t.db);
    const { course, resources } = await createCourse(t.db, { name: 'Electrocardiografía' });
    const enrol = await admin('POST', `/api/admin/students/${student.user.id}/enrolments`, {
      course_id: course.id,
    });
    expect(enrol.statusCode, enrol.body).toBe(201);
    expect(enrol.json().message).toBe('Estudiante inscrito en el curso.');
    // Half of the course done: progress 50.
    await t.db
      .insert(resourceProgress)
      .values({ userId: student.user.id, resourceId: resources[0]!.id, completedAt: new Date() });

    const detail = await admin('GET', `/api/admin/students/${student.user.id}`);
    expect(detail.statusCode, detail.body).toBe(200);
    const body = detail.json();
    expect(body).toMatchObject({ id: student.user.id, email: student.email });
    expect(body.enrolments).toEqual([
      expect.objectContaining({ course_id: course.id, name: 'Electrocardiografía', progress: 50 }),
    ]);
    expect(body.orders).toEqual([
      expect.objectContaining({
        id: body.enrolments[0].order_id,
        provider: 'manual',
        total: '0.00',
        status: 'success',
      }),
    ]);

    const twice = await admin('POST', `/api/admin/students/${student.user.id}/enrolments`, {
      course_id: course.id,
    });
    expect(twice.statusCode).toBe(409);
    // The refused enrolment left no second order.
    expect(await t.db.select().from(orders).where(eq(orders.userId, student.user.id))).toHaveLength(1);

    const out = await admin('DELETE', `/api/admin/students/${student.user.id}/enrolments/${course.id}`);
    expect(out.statusCode, out.body).toBe(200);
    expect(await t.db.select().from(enrolments).where(eq(enrolments.userId, student.user.id))).toHaveLength(
      0,
    );
    expect(
      (await admin('DELETE', `/api/admin/students/${student.user.id}/enrolments/${course.id}`)).statusCode,
    ).toBe(404);

    const audit = (
      await admin('GET', `/api/admin/audit?entity=enrolments&entity_id=${student.user.id}`)
    ).json();
    expect(audit.data.map((e: { action: string }) => e.action)).toEqual(['unenrol', 'enrol']);
  });

  it('answers bad input in Spanish, unknown ids and operators with 404, students with 403', async () => {
    const student = await createUser(t.db);
    const { course } = await createCourse(t.db);
    const id = student.user.id;
    expectAdmin422(await admin('POST', `/api/admin/students/${id}/enrolments`, {}), 'course_id');
    expectAdmin422(
      await admin('POST', `/api/admin/students/${id}/enrolments`, { course_id: 'uno' }),
      'course_id',
    );
    expectAdmin422(
      await admin('POST', `/api/admin/students/${id}/enrolments`, { course_id: huge(50) }),
      'course_id',
    );
    expectAdmin422(await admin('GET', `/api/admin/students?q=${huge(300)}`), 'q');
    expectAdmin422(await admin('GET', '/api/admin/students/abc'), 'id');
    expectAdmin422(await admin('DELETE', `/api/admin/students/${id}/enrolments/x`), 'courseId');
    expect((await admin('GET', '/api/admin/students/987654')).statusCode).toBe(404);
    expect((await admin('GET', `/api/admin/students/${op.user.id}`)).statusCode).toBe(404);
    const unknownCourse = await admin('POST', `/api/admin/students/${id}/enrolments`, { course_id: 987654 });
    expect(unknownCourse.statusCode).toBe(404);
    expect(unknownCourse.json().message).toBe('Curso no encontrado.');
    expect(
      (await admin('POST', '/api/admin/students/987654/enrolments', { course_id: course.id })).statusCode,
    ).toBe(404);

    for (const [method, url, payload] of [
      ['GET', '/api/admin/students', undefined],
      ['GET', `/api/admin/students/${id}`, undefined],
      ['POST', `/api/admin/students/${id}/enrolments`, { course_id: course.id }],
      ['DELETE', `/api/admin/students/${id}/enrolments/${course.id}`, undefined],
    ] as const) {
      const res = await call(t.app, student.token, { method, url, ...(payload ? { payload } : {}) });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
    expect(await t.db.select().from(enrolments).where(eq(enrolments.userId, id))).toHaveLength(0);
  });
});
