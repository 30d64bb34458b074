// The profile's names are what certificates print: cleaned on save and every change logged.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCourse, createUser, enrol } from '../../../test/factories.ts';
import { call, createTestApp, huge, type TestApp } from '../../../test/helpers.ts';
import { auditLog, people, resourceProgress } from '../../db/schema.ts';

let t: TestApp;
type Account = Awaited<ReturnType<typeof createUser>>;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const save = (who: Account, payload: unknown, url = '/api/v2/user') =>
  call(t.app, who.token, {
    method: url === '/api/v2/user' ? 'PUT' : 'POST',
    url,
    payload: payload as object,
  });

const nameChanges = (userId: number) =>
  t.db
    .select()
    .from(auditLog)
    .where(
      and(eq(auditLog.entity, 'people'), eq(auditLog.entityId, userId), eq(auditLog.action, 'update_name')),
    )
    .orderBy(auditLog.id);

describe('profile names', () => {
  it('are stored without bidi or control characters, on single spaces', async () => {
    const me = await createUser(t.db);
    const res = await save(me, { name: ' Ana\u202E  Lucía\u200F ', last_name: '\u2066Ruiz\u2069\tVega' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.person).toMatchObject({
      people_first_name: 'Ana Lucía',
      people_surnames: 'Ruiz Vega',
    });
    const [row] = await t.db.select().from(people).where(eq(people.userId, me.user.id));
    expect(row).toMatchObject({ firstName: 'Ana Lucía', surnames: 'Ruiz Vega' });
  });

  it('a name made only of formatting characters, a huge one or a wrong type is a 422 in Spanish, and nothing changes', async () => {
    const me = await createUser(t.db, { firstName: 'Pedro', surnames: 'Pérez' });
    for (const payload of [
      { name: '\u202E\u202E', last_name: 'Pérez' },
      { name: huge(5000), last_name: 'Pérez' },
      { name: 42, last_name: 'Pérez' },
      { last_name: 'Pérez' },
    ]) {
      const res = await save(me, payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 40)).toBe(422);
      expect(res.json().errors.name?.[0]).toMatch(/nombre/);
    }
    const [row] = await t.db.select().from(people).where(eq(people.userId, me.user.id));
    expect(row).toMatchObject({ firstName: 'Pedro', surnames: 'Pérez' });
    expect(await nameChanges(me.user.id)).toHaveLength(0);
  });

  it('a change of names is logged with the names before and after, by the student; other fields are not', async () => {
    const me = await createUser(t.db, { firstName: 'Jose', surnames: 'Perez' });
    expect((await save(me, { name: 'José', last_name: 'Pérez Mora' })).statusCode).toBe(200);
    // Same names, another field: no new entry. The §7 route logs as well.
    expect((await save(me, { name: 'José', last_name: 'Pérez Mora', document: 'AB-1' })).statusCode).toBe(
      200,
    );
    expect(
      (
        await save(
          me,
          { id: me.user.id, name: 'José Luis', last_name: 'Pérez Mora' },
          '/api/v1/setting/update/UpdateDataPerson',
        )
      ).statusCode,
    ).toBe(200);
    const entries = await nameChanges(me.user.id);
    expect(entries).toHaveLength(2);
    expect(entries[0]).toMatchObject({
      userId: me.user.id,
      actorEmail: me.email,
      before: { first_name: 'Jose', surnames: 'Perez' },
      after: { first_name: 'José', surnames: 'Pérez Mora' },
    });
    expect(entries[1]).toMatchObject({
      before: { first_name: 'José', surnames: 'Pérez Mora' },
      after: { first_name: 'José Luis', surnames: 'Pérez Mora' },
    });
  });

  it("another user's id is refused (403) and logs nothing", async () => {
    const me = await createUser(t.db);
    const victim = await createUser(t.db, { firstName: 'Víctima', surnames: 'Real' });
    const res = await save(me, { user_id: victim.user.id, name: 'Intruso', last_name: 'Malo' });
    expect(res.statusCode).toBe(403);
    expect(await nameChanges(me.user.id)).toHaveLength(0);
    expect(await nameChanges(victim.user.id)).toHaveLength(0);
  });

  it('a certificate already issued keeps the name it was issued with; the next status shows the new one', async () => {
    const me = await createUser(t.db, { firstName: 'Marta', surnames: 'Gil' });
    const { course, resources } = await createCourse(t.db, {
      certificate: true,
      modules: [
        {
          lessons: [
            {
              resources: [
                { type: 2, name: 'Clase', url: '/media/video/demo-clase.mp4', durationSeconds: 60 },
              ],
            },
          ],
        },
      ],
    });
    await enrol(t.db, me.user.id, course.id);
    await t.db
      .insert(resourceProgress)
      .values({ userId: me.user.id, resourceId: resources[0]!.id, completedAt: new Date() });
    const issued = await call(t.app, me.token, {
      method: 'POST',
      url: `/api/v2/certificates/${course.id}`,
      payload: {},
    });
    expect(issued.json().data.printed_name).toBe('Marta Gil');
    expect((await save(me, { name: 'Marta Elena', last_name: 'Gil' })).statusCode).toBe(200);
    const after = (
      await call(t.app, me.token, { method: 'GET', url: `/api/v2/certificates/${course.id}` })
    ).json();
    expect(after.certificate.printed_name).toBe('Marta Gil');
    expect(after.suggested_name).toBe('Marta Elena Gil');
  });
});
