import { NOTE_MAX } from '@campus/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCourse, createUser, enrol } from '../../../test/factories.ts';
import { call, clientToken, createTestApp, huge, type TestApp } from '../../../test/helpers.ts';
import { notes } from '../../db/schema.ts';

let t: TestApp;
let client: string;
type Account = Awaited<ReturnType<typeof createUser>>;
let student: Account;
let classmate: Account;
let outsider: Account;
let courseId: number;
let videoId: number;
let documentId: number;
let foreignResourceId: number;

beforeAll(async () => {
  t = await createTestApp();
  client = await clientToken(t.app);
  student = await createUser(t.db);
  classmate = await createUser(t.db);
  outsider = await createUser(t.db);
  const course = await createCourse(t.db, {
    modules: [
      {
        lessons: [
          {
            resources: [
              { type: 2, name: 'Clase en video', url: '/media/video/demo-clase.mp4', durationSeconds: 600 },
              { type: 3, name: 'Lectura', url: '/media/docs/guia.pdf' },
            ],
          },
        ],
      },
    ],
  });
  courseId = course.course.id;
  videoId = course.resources[0]!.id;
  documentId = course.resources[1]!.id;
  const other = await createCourse(t.db);
  foreignResourceId = other.resources[0]!.id;
  await enrol(t.db, student.user.id, courseId);
  await enrol(t.db, classmate.user.id, courseId);
  await enrol(t.db, outsider.user.id, other.course.id);
});
afterAll(async () => t.close());

const create = (who: Account | string | null, payload: unknown) =>
  call(t.app, typeof who === 'object' && who ? who.token : who, {
    method: 'POST',
    url: '/api/v2/notes',
    payload: payload as object,
  });
const get = (who: Account, id: unknown = courseId) =>
  call(t.app, who.token, { method: 'GET', url: `/api/v2/notes/${id}` });
const put = (who: Account, id: unknown, payload: unknown) =>
  call(t.app, who.token, { method: 'PUT', url: `/api/v2/notes/${id}`, payload: payload as object });
const del = (who: Account, id: unknown) =>
  call(t.app, who.token, { method: 'DELETE', url: `/api/v2/notes/${id}` });

describe('notes', () => {
  it('a student saves a course note and one pinned to a video second; GET lists only theirs, newest first', async () => {
    const plain = await create(student, {
      mounted_course_id: courseId,
      body: '  Repasar el triángulo pediátrico  ',
    });
    expect(plain.statusCode).toBe(201);
    expect(plain.json().message).toBe('Nota guardada.');
    expect(plain.json().data).toMatchObject({
      mounted_course_id: courseId,
      body: 'Repasar el triángulo pediátrico',
      resource_id: null,
      resource_name: null,
      position_seconds: null,
    });
    const pinned = await create(student, {
      mounted_course_id: String(courseId),
      body: 'Dosis de adrenalina',
      resource_id: videoId,
      position_seconds: 83.7,
    });
    expect(pinned.statusCode).toBe(201);
    expect(pinned.json().data).toMatchObject({
      resource_id: videoId,
      resource_name: 'Clase en video',
      position_seconds: 83,
    });
    await create(classmate, { mounted_course_id: courseId, body: 'Nota del compañero' });

    const res = await get(student);
    expect(res.statusCode).toBe(200);
    const data = res.json().data as Array<{ id: number; body: string }>;
    expect(data.map((n) => n.body)).toEqual(['Dosis de adrenalina', 'Repasar el triángulo pediátrico']);
    expect(res.body).not.toContain('Nota del compañero');
  });

  it('a note may name a non-video resource, but a position only on a video and not past its end', async () => {
    expect(
      (await create(student, { mounted_course_id: courseId, body: 'x', resource_id: documentId })).statusCode,
    ).toBe(201);
    const onDocument = await create(student, {
      mounted_course_id: courseId,
      body: 'x',
      resource_id: documentId,
      position_seconds: 5,
    });
    expect(onDocument.statusCode).toBe(422);
    expect(onDocument.json().errors.position_seconds).toEqual([
      'Solo se puede fijar una nota en un minuto de un video.',
    ]);
    const pastEnd = await create(student, {
      mounted_course_id: courseId,
      body: 'x',
      resource_id: videoId,
      position_seconds: 601,
    });
    expect(pastEnd.statusCode).toBe(422);
    const noResource = await create(student, { mounted_course_id: courseId, body: 'x', position_seconds: 5 });
    expect(noResource.statusCode).toBe(422);
    expect(noResource.json().errors.position_seconds).toEqual([
      'Para fijar la nota en un minuto del video indique la clase.',
    ]);
    // a resource of another course, or none at all: 404
    expect(
      (await create(student, { mounted_course_id: courseId, body: 'x', resource_id: foreignResourceId }))
        .statusCode,
    ).toBe(404);
    expect(
      (await create(student, { mounted_course_id: courseId, body: 'x', resource_id: 999_999 })).statusCode,
    ).toBe(404);
  });

  it('only enrolled students (403); unknown course 404; user token needed (401)', async () => {
    expect((await get(outsider)).statusCode).toBe(403);
    expect((await create(outsider, { mounted_course_id: courseId, body: 'x' })).statusCode).toBe(403);
    expect((await get(student, 999_999)).statusCode).toBe(404);
    expect((await create(student, { mounted_course_id: 999_999, body: 'x' })).statusCode).toBe(404);
    expect((await create(null, { mounted_course_id: courseId, body: 'x' })).statusCode).toBe(401);
    expect((await create(client, { mounted_course_id: courseId, body: 'x' })).statusCode).toBe(401);
  });

  it("another user's note is 404 for reading, editing and deleting, and stays as it was", async () => {
    const id = (await create(classmate, { mounted_course_id: courseId, body: 'Privada' })).json().data
      .id as number;
    expect((await put(student, id, { body: 'Intruso' })).statusCode).toBe(404);
    expect((await del(student, id)).statusCode).toBe(404);
    expect((await put(outsider, id, { body: 'Intruso' })).statusCode).toBe(404);
    const [row] = await t.db.select().from(notes).where(eq(notes.id, id));
    expect(row!.body).toBe('Privada');
  });

  it('edits the text, moves or unpins the position, and deletes', async () => {
    const id = (
      await create(student, {
        mounted_course_id: courseId,
        body: 'Primera versión',
        resource_id: videoId,
        position_seconds: 10,
      })
    ).json().data.id as number;
    const edited = await put(student, id, { body: 'Segunda versión' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      message: 'Nota actualizada.',
      data: { body: 'Segunda versión', position_seconds: 10 },
    });
    expect((await put(student, id, { body: 'x', position_seconds: 42 })).json().data.position_seconds).toBe(
      42,
    );
    expect((await put(student, id, { body: 'x', position_seconds: 9999 })).statusCode).toBe(422);
    expect(
      (await put(student, id, { body: 'x', position_seconds: null })).json().data.position_seconds,
    ).toBeNull();

    const unpinned = (await create(student, { mounted_course_id: courseId, body: 'Sin clase' })).json().data
      .id;
    expect((await put(student, unpinned, { body: 'x', position_seconds: 3 })).statusCode).toBe(422);

    const removed = await del(student, id);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().message).toBe('Nota eliminada.');
    expect((await del(student, id)).statusCode).toBe(404);
    expect((await put(student, id, { body: 'x' })).statusCode).toBe(404);
  });

  it('answers bad input with Spanish 422s, never a 500', async () => {
    const bodies: unknown[] = [
      {},
      { mounted_course_id: courseId },
      { mounted_course_id: courseId, body: '' },
      { mounted_course_id: courseId, body: '    ' },
      { mounted_course_id: courseId, body: 42 },
      { mounted_course_id: courseId, body: huge(NOTE_MAX + 1) },
      { mounted_course_id: 'curso', body: 'x' },
      { mounted_course_id: courseId, body: 'x', resource_id: 'video' },
      { mounted_course_id: courseId, body: 'x', resource_id: videoId, position_seconds: '10' },
      { mounted_course_id: courseId, body: 'x', resource_id: videoId, position_seconds: -3 },
      { mounted_course_id: courseId, body: 'x', resource_id: videoId, position_seconds: 1e9 },
      { mounted_course_id: courseId, body: 'x', resource_id: videoId, position_seconds: true },
    ];
    for (const payload of bodies) {
      const res = await create(student, payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(422);
    }
    const missing = await create(student, { mounted_course_id: courseId });
    expect(missing.json().errors.body).toEqual(['El campo nota es requerido']);
    const long = await create(student, { mounted_course_id: courseId, body: huge(NOTE_MAX + 1) });
    expect(long.json().errors.body).toEqual([`El campo nota debe tener máximo ${NOTE_MAX} caracteres`]);

    for (const id of ['abc', '0', '-1', '1.5', '99999999999']) {
      expect((await get(student, id)).statusCode, id).toBe(422);
      expect((await put(student, id, { body: 'x' })).statusCode, id).toBe(422);
      expect((await del(student, id)).statusCode, id).toBe(422);
    }
    expect((await put(student, 1, {})).statusCode).toBe(422);
    expect((await put(student, 1, { body: huge() })).statusCode).toBe(422);
    expect((await put(student, 999_999, { body: 'x' })).statusCode).toBe(404);
  });
});
