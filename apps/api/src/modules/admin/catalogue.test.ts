import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PROJECT_ID, UPLOAD_LIMITS } from '@campus/contract';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOperator, expectAdmin422 } from '../../../test/admin.ts';
import { createUser, enrol } from '../../../test/factories.ts';
import { call, clientToken, createTestApp, huge, type TestApp } from '../../../test/helpers.ts';
import { enrolments, resources } from '../../db/schema.ts';
import { DEMO_VIDEO_SECONDS } from '../../db/seed/courses-data.ts';
import { MEDIA_DIR } from '../../lib/paths.ts';

let t: TestApp;
let op: Awaited<ReturnType<typeof createOperator>>;
let client: string;
beforeAll(async () => {
  t = await createTestApp();
  op = await createOperator(t.app, t.db);
  client = await clientToken(t.app);
});
afterAll(() => t.close());

const admin = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  call(t.app, op.adminToken, {
    method,
    url,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

function multipart(content: Buffer, filename = 'archivo.bin', field = 'file') {
  const boundary = '----campus-admin-test';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
  );
  return {
    payload: Buffer.concat([head, content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
const uploadTo = (url: string, content: Buffer, filename?: string) =>
  call(t.app, op.adminToken, { method: 'POST', url, ...multipart(content, filename) });
const picture = () =>
  sharp({ create: { width: 900, height: 600, channels: 3, background: { r: 14, g: 116, b: 144 } } })
    .jpeg()
    .toBuffer();
const uploadedFiles = (folder: string, area: 'uploads' | 'private' = 'uploads') => {
  const dir = path.join(t.config.dataDir, area, folder);
  return existsSync(dir) ? readdirSync(dir) : [];
};

const course = (overrides: Record<string, unknown> = {}) => ({
  name: 'Ecografía para principiantes',
  description: 'Aprende ecografía desde cero.',
  about: 'Un curso práctico.',
  price: '120.00',
  free: false,
  featured: true,
  certificate: true,
  hours: 12,
  external_checkout_url: '',
  specialist_id: null,
  category_ids: [],
  published: false,
  ...overrides,
});

const publicDetail = (id: number) =>
  call(t.app, client, {
    method: 'POST',
    url: '/api/v1/getExternalCoursesDetail',
    payload: { proyect_id: PROJECT_ID, course_id: id },
  });
const featured = () =>
  call(t.app, client, { method: 'GET', url: `/api/v1/getExternalDestacateCourses/${PROJECT_ID}` });

describe('categories', () => {
  it('creates, lists with search and pagination, edits and deletes (audited)', async () => {
    const created = await admin('POST', '/api/admin/categories', { name: 'Cardiología Ñandú' });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as number;
    const list = await admin('GET', '/api/admin/categories?q=nandu&per_page=5');
    expect(list.statusCode).toBe(200);
    expect(list.json().data.map((c: { id: number }) => c.id)).toEqual([id]);
    expect(list.json()).toMatchObject({ per_page: 5, total: 1 });
    const edited = await admin('PUT', `/api/admin/categories/${id}`, { name: 'Cardiología' });
    expect(edited.json().name).toBe('Cardiología');
    const audit = await admin('GET', `/api/admin/audit?entity=categories&entity_id=${id}`);
    expect(audit.json().data.map((e: { action: string }) => e.action)).toEqual(['update', 'create']);
    expect(audit.json().data[0]).toMatchObject({
      actor_email: op.email,
      before: { name: 'Cardiología Ñandú' },
      after: { name: 'Cardiología' },
    });
    expect((await admin('DELETE', `/api/admin/categories/${id}`)).statusCode).toBe(200);
    expect((await admin('GET', `/api/admin/categories/${id}`)).statusCode).toBe(404);
  });

  it('answers bad input in Spanish, unknown ids with 404, students with 403', async () => {
    expectAdmin422(await admin('POST', '/api/admin/categories', {}), 'name');
    expectAdmin422(await admin('POST', '/api/admin/categories', { name: huge(500) }), 'name');
    expectAdmin422(await admin('POST', '/api/admin/categories', { name: 42 }), 'name');
    expect((await admin('PUT', '/api/admin/categories/999999', { name: 'X' })).statusCode).toBe(404);
    expect((await admin('DELETE', '/api/admin/categories/999999')).statusCode).toBe(404);
    expectAdmin422(await admin('GET', '/api/admin/categories/abc'), 'id');
    const student = await createUser(t.db);
    const res = await call(t.app, student.token, {
      method: 'POST',
      url: '/api/admin/categories',
      payload: { name: 'X' },
    });
    expect(res.statusCode).toBe(403);
  });

  it('uploads an image (re-encoded as WebP) and refuses a wrong type or a too large file, saving nothing', async () => {
    const { id } = (await admin('POST', '/api/admin/categories', { name: 'Con imagen' })).json();
    const before = uploadedFiles('categories').length;
    const wrong = await uploadTo(
      `/api/admin/categories/${id}/image`,
      Buffer.from('%PDF-1.4 no es imagen'),
      'x.jpg',
    );
    expectAdmin422(wrong, 'file');
    expect(wrong.json().message).toMatch(/^Tipo de archivo no permitido/);
    const big = await uploadTo(
      `/api/admin/categories/${id}/image`,
      Buffer.alloc(UPLOAD_LIMITS.imageBytes + 10, 1),
      'grande.jpg',
    );
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toBe('El archivo es demasiado grande: el máximo es 5 MB.');
    expect(uploadedFiles('categories').length).toBe(before);
    expect((await admin('GET', `/api/admin/categories/${id}`)).json().image).toBe('');

    const ok = await uploadTo(`/api/admin/categories/${id}/image`, await picture(), 'foto.jpg');
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().image).toMatch(/^\/uploads\/categories\/[a-f0-9]{24}\.webp$/);
    const served = await t.app.inject({ method: 'GET', url: ok.json().image });
    expect(served.statusCode).toBe(200);
    expect((await sharp(served.rawPayload).metadata()).format).toBe('webp');
    // A second image replaces the first file.
    await uploadTo(`/api/admin/categories/${id}/image`, await picture(), 'otra.png');
    expect(uploadedFiles('categories').length).toBe(before + 1);
    expect((await uploadTo('/api/admin/categories/999999/image', await picture())).statusCode).toBe(404);
  });
});

describe('specialists', () => {
  it('creates, searches, edits; refuses bad links and deleting one who teaches', async () => {
    const res = await admin('POST', '/api/admin/specialists', {
      name: 'Lucía',
      lastname: 'Benítez',
      specialty: 'Neumología',
      description: 'Neumóloga.',
      instagram: 'https://instagram.com/lucia',
    });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().id;
    expect((await admin('GET', '/api/admin/specialists?q=benitez')).json().data[0].id).toBe(id);
    expectAdmin422(await admin('POST', '/api/admin/specialists', { name: 'A' }), 'lastname');
    expectAdmin422(
      await admin('POST', '/api/admin/specialists', {
        name: 'A',
        lastname: 'B',
        facebook: 'javascript:alert(1)',
      }),
      'facebook',
    );
    await admin('POST', '/api/admin/courses', course({ specialist_id: id }));
    expect((await admin('DELETE', `/api/admin/specialists/${id}`)).statusCode).toBe(409);
    expect((await admin('GET', '/api/admin/specialists/999999')).statusCode).toBe(404);
  });
});

describe('courses', () => {
  it('a draft never appears on the public site; publishing shows it at once, featured; a new price shows at once', async () => {
    const cat = (await admin('POST', '/api/admin/categories', { name: 'Urgencias' })).json();
    const created = await admin('POST', '/api/admin/courses', course({ category_ids: [cat.id] }));
    expect(created.statusCode, created.body).toBe(201);
    const c = created.json();
    expect(c).toMatchObject({ published: false, price: '120.00', category_ids: [cat.id], hours: 12 });
    expect((await publicDetail(c.id)).statusCode).toBe(404);

    const published = await admin(
      'PUT',
      `/api/admin/courses/${c.id}`,
      course({ category_ids: [cat.id], published: true }),
    );
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json().published_at).not.toBeNull();
    const detail = await publicDetail(c.id);
    expect(detail.statusCode).toBe(200);
    expect((await featured()).body).toContain('Ecografía para principiantes');

    await admin(
      'PUT',
      `/api/admin/courses/${c.id}`,
      course({ category_ids: [cat.id], published: true, price: '99,50' }),
    );
    expect(JSON.stringify((await publicDetail(c.id)).json())).toContain('99.50');
    expect(
      (await admin('GET', `/api/admin/courses?q=ecografia&status=published`)).json().data[0],
    ).toMatchObject({
      id: c.id,
      price: '99.50',
      published: true,
    });

    await admin('PUT', `/api/admin/courses/${c.id}`, course({ category_ids: [cat.id], published: false }));
    expect((await publicDetail(c.id)).statusCode).toBe(404);
    // A category with courses cannot be deleted.
    expect((await admin('DELETE', `/api/admin/categories/${cat.id}`)).statusCode).toBe(409);
  });

  it('answers bad input per field in Spanish and unknown references with 422/404', async () => {
    expectAdmin422(await admin('POST', '/api/admin/courses', course({ name: '' })), 'name');
    expectAdmin422(await admin('POST', '/api/admin/courses', course({ price: 'gratis' })), 'price');
    const zero = await admin('POST', '/api/admin/courses', course({ price: '0' }));
    expect(zero.statusCode).toBe(422);
    expect(zero.json().errors.price[0]).toBe(
      'El campo precio debe ser mayor a 0 en un curso que no es gratis',
    );
    expectAdmin422(await admin('POST', '/api/admin/courses', course({ hours: -1 })), 'hours');
    expectAdmin422(
      await admin('POST', '/api/admin/courses', course({ external_checkout_url: 'ftp://x' })),
      'external_checkout_url',
    );
    expectAdmin422(
      await admin('POST', '/api/admin/courses', course({ description: huge(5000) })),
      'description',
    );
    expectAdmin422(
      await admin('POST', '/api/admin/courses', course({ category_ids: [999999] })),
      'category_ids',
    );
    expectAdmin422(
      await admin('POST', '/api/admin/courses', course({ specialist_id: 999999 })),
      'specialist_id',
    );
    expect((await admin('PUT', '/api/admin/courses/999999', course())).statusCode).toBe(404);
    expect((await admin('GET', '/api/admin/courses/999999')).statusCode).toBe(404);
    const free = await admin('POST', '/api/admin/courses', course({ free: true, price: '0' }));
    expect(free.statusCode).toBe(201);
  });

  it('paginates on the server', async () => {
    for (const n of [1, 2, 3])
      await admin('POST', '/api/admin/courses', course({ name: `Curso de página ${n}` }));
    const res = await admin('GET', '/api/admin/courses?page=1&per_page=2');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.length).toBeLessThanOrEqual(2);
    expect(res.json().total).toBeGreaterThan(2);
    expectAdmin422(await admin('GET', '/api/admin/courses?per_page=500'), 'per_page');
    expectAdmin422(await admin('GET', '/api/admin/courses?status=otro'), 'status');
  });
});

describe('modules, lessons and resources', () => {
  it('builds a course tree, orders it with up/down, and shows a free YouTube preview publicly', async () => {
    const c = (
      await admin('POST', '/api/admin/courses', course({ published: true, name: 'Curso con temario' }))
    ).json();
    let tree = (await admin('POST', `/api/admin/courses/${c.id}/modules`, { name: 'Módulo A' })).json();
    tree = (await admin('POST', `/api/admin/courses/${c.id}/modules`, { name: 'Módulo B' })).json();
    expect(tree.modules.map((m: { name: string }) => m.name)).toEqual(['Módulo A', 'Módulo B']);
    const [a, b] = tree.modules;
    tree = (await admin('POST', `/api/admin/modules/${b.id}/move`, { direction: 'up' })).json();
    expect(tree.modules.map((m: { name: string }) => m.name)).toEqual(['Módulo B', 'Módulo A']);
    // Already first: nothing moves.
    tree = (await admin('POST', `/api/admin/modules/${b.id}/move`, { direction: 'up' })).json();
    expect(tree.modules.map((m: { name: string }) => m.name)).toEqual(['Módulo B', 'Módulo A']);

    const lessonRes = await admin('POST', `/api/admin/modules/${a.id}/lessons`, {
      name: 'Lección 1',
      starts_at: '2020-01-01T10:00:00Z',
    });
    expect(lessonRes.statusCode, lessonRes.body).toBe(201);
    const lesson = lessonRes.json().modules[1].lessons[0];
    expect(lesson).toMatchObject({ name: 'Lección 1', starts_at: '2020-01-01T10:00:00.000Z' });

    expectAdmin422(
      await admin('POST', `/api/admin/lessons/${lesson.id}/resources`, {
        name: 'Video',
        type: 6,
        video_id: 'corto',
      }),
      'video_id',
    );
    expectAdmin422(
      await admin('POST', `/api/admin/lessons/${lesson.id}/resources`, {
        name: 'Video',
        type: 1,
        video_id: 'abc',
      }),
      'video_id',
    );
    expectAdmin422(
      await admin('POST', `/api/admin/lessons/${lesson.id}/resources`, { name: 'Link', type: 4 }),
      'url',
    );
    // Vimeo and YouTube need their length from the operator: the server cannot read it.
    for (const type of [1, 6]) {
      const video_id = type === 1 ? '76979871' : 'dQw4w9WgXcQ';
      const missing = await admin('POST', `/api/admin/lessons/${lesson.id}/resources`, {
        name: 'V',
        type,
        video_id,
      });
      expectAdmin422(missing, 'duration');
      expect(missing.json().errors.duration[0]).toMatch(/reproductor de Vimeo o YouTube/);
      for (const duration of [0, -5, 1.5, 'abc', 99_999_999]) {
        expectAdmin422(
          await admin('POST', `/api/admin/lessons/${lesson.id}/resources`, {
            name: 'V',
            type,
            video_id,
            duration,
          }),
          'duration',
        );
      }
    }
    expectAdmin422(
      await admin('POST', `/api/admin/lessons/${lesson.id}/resources`, { name: 'X', type: 9 }),
      'type',
    );
    const res = await admin('POST', `/api/admin/lessons/${lesson.id}/resources`, {
      name: 'Introducción',
      type: 6,
      video_id: 'dQw4w9WgXcQ',
      duration: 212,
      free: true,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().modules[1].lessons[0].resources[0]).toMatchObject({ type: 6, duration: 212 });
    const detail = JSON.stringify((await publicDetail(c.id)).json());
    expect(detail).toContain('Introducción');
    expect(detail).toContain('dQw4w9WgXcQ');

    expect((await admin('POST', '/api/admin/modules/999999/lessons', { name: 'X' })).statusCode).toBe(404);
    expect(
      (
        await admin('POST', '/api/admin/lessons/999999/resources', {
          name: 'X',
          type: 6,
          video_id: 'dQw4w9WgXcQ',
          duration: 60,
        })
      ).statusCode,
    ).toBe(404);
    expect((await admin('DELETE', '/api/admin/resources/999999')).statusCode).toBe(404);
    expectAdmin422(
      await admin('POST', `/api/admin/lessons/${lesson.id}/move`, { direction: 'left' }),
      'direction',
    );
  });

  it('uploads a PDF to a document resource; refuses a video there and a file on a YouTube resource', async () => {
    const c = (await admin('POST', '/api/admin/courses', course({ name: 'Curso con PDF' }))).json();
    const m = (await admin('POST', `/api/admin/courses/${c.id}/modules`, { name: 'M' })).json().modules[0];
    const l = (await admin('POST', `/api/admin/modules/${m.id}/lessons`, { name: 'L' })).json().modules[0]
      .lessons[0];
    const withDoc = (
      await admin('POST', `/api/admin/lessons/${l.id}/resources`, { name: 'Guía', type: 3 })
    ).json();
    const doc = withDoc.modules[0].lessons[0].resources[0];
    const before = uploadedFiles('resources', 'private').length;
    const mp4 = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypmp42'), Buffer.alloc(64)]);
    const wrong = await uploadTo(`/api/admin/resources/${doc.id}/file`, mp4, 'guia.pdf');
    expectAdmin422(wrong, 'file');
    expect(uploadedFiles('resources', 'private').length).toBe(before);
    const ok = await uploadTo(
      `/api/admin/resources/${doc.id}/file`,
      Buffer.from('%PDF-1.4\n%…\n'),
      'guia.pdf',
    );
    expect(ok.statusCode, ok.body).toBe(200);
    // Stored private, outside the public /uploads folder.
    expect(ok.json().modules[0].lessons[0].resources[0].url).toMatch(
      /^\/private\/resources\/[a-f0-9]{24}\.pdf$/,
    );
    expect(uploadedFiles('resources', 'private').length).toBe(before + 1);
    expect(uploadedFiles('resources')).toEqual([]);

    const yt = (
      await admin('POST', `/api/admin/lessons/${l.id}/resources`, {
        name: 'YT',
        type: 6,
        video_id: 'dQw4w9WgXcQ',
        duration: 90,
      })
    ).json().modules[0].lessons[0].resources[1];
    expectAdmin422(await uploadTo(`/api/admin/resources/${yt.id}/file`, Buffer.from('%PDF-1.4')), 'file');
    // Deleting the document removes its file.
    await admin('DELETE', `/api/admin/resources/${doc.id}`);
    expect(uploadedFiles('resources', 'private').length).toBe(before);
  });
});

describe('lesson files: the length read from the file, served only through signed links', () => {
  const demoVideo = readFileSync(path.join(MEDIA_DIR, 'video', 'demo-clase.mp4'));

  /** A published course with one lesson holding an uploaded video and an uploaded PDF. */
  async function courseWithFiles() {
    const c = (
      await admin('POST', '/api/admin/courses', course({ published: true, name: 'Con archivos' }))
    ).json();
    const m = (await admin('POST', `/api/admin/courses/${c.id}/modules`, { name: 'M' })).json().modules[0];
    const l = (await admin('POST', `/api/admin/modules/${m.id}/lessons`, { name: 'L' })).json().modules[0]
      .lessons[0];
    await admin('POST', `/api/admin/lessons/${l.id}/resources`, { name: 'Clase', type: 2 });
    const tree = (
      await admin('POST', `/api/admin/lessons/${l.id}/resources`, { name: 'Guía', type: 3 })
    ).json();
    const [video, doc] = tree.modules[0].lessons[0].resources;
    // Created without a file, the video has no length yet.
    expect(video).toMatchObject({ type: 2, url: null, duration: null });
    const up = await uploadTo(`/api/admin/resources/${video.id}/file`, demoVideo, 'clase.mp4');
    expect(up.statusCode, up.body).toBe(200);
    const upDoc = await uploadTo(
      `/api/admin/resources/${doc.id}/file`,
      Buffer.from('%PDF-1.4\n%…\n'),
      'g.pdf',
    );
    expect(upDoc.statusCode, upDoc.body).toBe(200);
    const [v, d] = upDoc.json().modules[0].lessons[0].resources;
    return { courseId: c.id as number, video: v, doc: d };
  }

  const studentUrls = async (u: Awaited<ReturnType<typeof createUser>>, courseId: number) => {
    const res = await call(t.app, u.token, {
      method: 'POST',
      url: '/api/v1/getUserCourseDetail',
      payload: { user_id: u.user.id, mounted_course_id: courseId },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().mounted_curses.modules[0].lessons[0].resources as Array<{
      data: { url: string | null };
      progress: { duration_seconds: number | null };
    }>;
  };

  it('probes an uploaded video for its length (the demo class, DEMO_VIDEO_SECONDS); a file whose container does not say gets none', async () => {
    const { video } = await courseWithFiles();
    expect(video).toMatchObject({ type: 2, duration: DEMO_VIDEO_SECONDS });
    expect(video.url).toMatch(/^\/private\/resources\/[a-f0-9]{24}\.mp4$/);
    // An MP3 header with no frames: accepted, but without a length (the editor flags it).
    const c = (await admin('POST', '/api/admin/courses', course({ name: 'Sin duración' }))).json();
    const m = (await admin('POST', `/api/admin/courses/${c.id}/modules`, { name: 'M' })).json().modules[0];
    const l = (await admin('POST', `/api/admin/modules/${m.id}/lessons`, { name: 'L' })).json().modules[0]
      .lessons[0];
    const r = (await admin('POST', `/api/admin/lessons/${l.id}/resources`, { name: 'Audio', type: 2 })).json()
      .modules[0].lessons[0].resources[0];
    const up = await uploadTo(
      `/api/admin/resources/${r.id}/file`,
      Buffer.from('ID3\u0003\u0000\u0000\u0000\u0000\u0000\u0000'),
    );
    expect(up.statusCode, up.body).toBe(200);
    const audio = up.json().modules[0].lessons[0].resources[0];
    expect(audio).toMatchObject({ duration: null });
    // The operator may then enter it; renaming keeps it.
    const set = await admin('PUT', `/api/admin/resources/${r.id}`, { name: 'Audio', type: 2, duration: 125 });
    expect(set.json().modules[0].lessons[0].resources[0]).toMatchObject({ duration: 125, url: audio.url });
    const renamed = await admin('PUT', `/api/admin/resources/${r.id}`, { name: 'Audio 2', type: 2 });
    expect(renamed.json().modules[0].lessons[0].resources[0]).toMatchObject({ duration: 125 });
  });

  it('anonymous paths answer 404; the enrolled student streams it by a signed link (Range, private cache); others and a refunded student are refused', async () => {
    const { courseId, video, doc } = await courseWithFiles();
    // Neither the stored path nor the old public one answers with the file.
    const name = video.url.slice('/private/'.length);
    for (const url of [
      video.url,
      `/uploads/${name}`,
      doc.url,
      `/uploads/${doc.url.slice('/private/'.length)}`,
    ]) {
      const res = await t.app.inject({ url });
      expect(res.headers['content-type'] ?? '', url).not.toMatch(/video|pdf/);
      expect(res.rawPayload.includes(demoVideo.subarray(0, 64)), url).toBe(false);
    }
    expect((await t.app.inject({ url: `/uploads/${name}` })).statusCode).toBe(404);
    // Marked free, the public course detail still names no file path.
    await t.db.update(resources).set({ free: true }).where(eq(resources.id, doc.id));
    const publicResources = (await publicDetail(courseId)).json();
    expect(JSON.stringify(publicResources)).not.toContain('/resources/');
    await t.db.update(resources).set({ free: false }).where(eq(resources.id, doc.id));

    const student = await createUser(t.db);
    await enrol(t.db, student.user.id, courseId);
    const [v, d] = await studentUrls(student, courseId);
    expect(v!.progress.duration_seconds).toBe(DEMO_VIDEO_SECONDS);
    const link = v!.data.url!;
    expect(link).toMatch(/^\/api\/v1\/media\/[\w.-]+\.mp4$/);
    const full = await t.app.inject({ url: link });
    expect(full.statusCode, `${link} ${full.body}`).toBe(200);
    expect(full.headers['content-type']).toBe('video/mp4');
    expect(full.headers['cache-control']).toMatch(/^private/);
    expect(full.rawPayload.equals(demoVideo)).toBe(true);
    const part = await t.app.inject({ url: link, headers: { range: 'bytes=10-19' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 10-19/${demoVideo.length}`);
    expect(part.rawPayload.equals(demoVideo.subarray(10, 20))).toBe(true);
    const pdf = await t.app.inject({ url: d!.data.url! });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');

    // Another student gets no link, and cannot use the first one's for themselves.
    const other = await createUser(t.db);
    const [ov] = await studentUrls(other, courseId);
    expect(ov!.data.url).toBeNull();
    // A refund revokes the enrolment: the link already issued stops answering, no new one is issued.
    await t.db.delete(enrolments).where(eq(enrolments.userId, student.user.id));
    expect((await t.app.inject({ url: link })).statusCode).toBe(404);
    expect((await t.app.inject({ url: d!.data.url! })).statusCode).toBe(404);
    const [after] = await studentUrls(student, courseId);
    expect(after!.data.url).toBeNull();
  });

  it('a lesson file stored at /uploads/resources/… before files were private is served only by signed links', async () => {
    const { courseId, video } = await courseWithFiles();
    // Put the file where the old code stored it and point the row at its old public URL.
    const key = video.url.slice('/private/'.length);
    mkdirSync(path.join(t.config.dataDir, 'uploads', 'resources'), { recursive: true });
    copyFileSync(path.join(t.config.dataDir, 'private', key), path.join(t.config.dataDir, 'uploads', key));
    await t.db
      .update(resources)
      .set({ url: `/uploads/${key}` })
      .where(eq(resources.id, video.id));
    expect((await t.app.inject({ url: `/uploads/${key}` })).statusCode).toBe(404);
    const student = await createUser(t.db);
    await enrol(t.db, student.user.id, courseId);
    const [v] = await studentUrls(student, courseId);
    expect(v!.data.url).toMatch(/^\/api\/v1\/media\//);
    const res = await t.app.inject({ url: v!.data.url!, headers: { range: 'bytes=0-9' } });
    expect(res.statusCode).toBe(206);
    expect(res.rawPayload.equals(demoVideo.subarray(0, 10))).toBe(true);
  });
});
