import { PROJECT_ID } from '@campus/contract';
import { LANDING_TAGS } from '@campus/contract/pages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOperator, expectAdmin422 } from '../../../test/admin.ts';
import { createCourse, createUser } from '../../../test/factories.ts';
import { call, clientToken, createTestApp, huge, type TestApp } from '../../../test/helpers.ts';
import { landingEvents, leads } from '../../db/schema.ts';

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
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });
const publicEvent = (tag: string) =>
  call(t.app, client, { method: 'GET', url: `/api/v1/landing-events/${tag}` });
const publicMarketing = async () => {
  const res = await call(t.app, client, { method: 'GET', url: '/api/v1/getProyect/4' });
  expect(res.statusCode).toBe(200);
  return res.json().data.marketing;
};

const webinar = {
  tag: 'controla-diabetes-7',
  title: 'Webinar: Telemedicina en diabetes (7.ª edición)',
  type: 2,
  starts_at: '2027-03-08T20:00',
  time_zone: 'America/Guayaquil',
  url_room: 'https://zoom.us/j/85034127690',
  id_room: '850 3412 7690',
  url_download: '/media/docs/guia.pdf',
};

describe('landing events', () => {
  let id: number;

  it('creates an event: local time in its zone stored in UTC, shown back in that zone; public at once; audited', async () => {
    const res = await admin('POST', '/api/admin/landing-events', webinar);
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json();
    id = created.id;
    expect(created).toMatchObject({
      tag: 'controla-diabetes-7',
      starts_at: '2027-03-08T20:00',
      starts_at_utc: '2027-03-09T01:00:00.000Z',
      time_zone: 'America/Guayaquil',
      id_room: '850 3412 7690',
      course_id: null,
      leads: 0,
      is_past: false,
    });
    const [row] = await t.db.select().from(landingEvents).where(eq(landingEvents.id, id));
    expect(row!.startsAt!.toISOString()).toBe('2027-03-09T01:00:00.000Z');

    const pub = (await publicEvent('controla-diabetes-7')).json().data;
    expect(pub).toMatchObject({
      title: webinar.title,
      date: '2027-03-09T01:00:00.000Z',
      urlRoom: webinar.url_room,
    });
    expect(pub.time_text).toBe('8 pm Ecuador/Perú, 7 pm México');

    const audit = (await admin('GET', `/api/admin/audit?entity=landing_events&entity_id=${id}`)).json();
    expect(audit.data[0]).toMatchObject({ action: 'create', before: null });
    expect(audit.data[0].after.tag).toBe('controla-diabetes-7');
  });

  it('reads a date typed in Madrid in summer time, and in New York across a DST change', async () => {
    const madrid = await admin('PUT', `/api/admin/landing-events/${id}`, {
      ...webinar,
      starts_at: '2027-07-01T18:30',
      time_zone: 'europe/madrid',
    });
    expect(madrid.statusCode, madrid.body).toBe(200);
    expect(madrid.json()).toMatchObject({
      starts_at: '2027-07-01T18:30',
      starts_at_utc: '2027-07-01T16:30:00.000Z',
      time_zone: 'Europe/Madrid',
    });
    const ny = await admin('PUT', `/api/admin/landing-events/${id}`, {
      ...webinar,
      starts_at: '2027-03-15T20:00',
      time_zone: 'America/New_York',
    });
    expect(ny.json().starts_at_utc).toBe('2027-03-16T00:00:00.000Z');
    // 02:30 on 14 March 2027 does not exist in New York (clocks go from 02:00 to 03:00).
    expectAdmin422(
      await admin('PUT', `/api/admin/landing-events/${id}`, {
        ...webinar,
        starts_at: '2027-03-14T02:30',
        time_zone: 'America/New_York',
      }),
      'starts_at',
    );
    const audit = (await admin('GET', `/api/admin/audit?entity=landing_events&entity_id=${id}`)).json();
    expect(audit.data[0].before.timeZone).toBe('Europe/Madrid');
    expect(audit.data[0].after.timeZone).toBe('America/New_York');
  });

  it('lists in pages, searched by tag or title and filtered by upcoming / past / undated', async () => {
    const course = await createCourse(t.db, { name: 'Curso de Telemedicina de prueba' });
    for (const [tag, startsAt] of [
      ['pasado-1', '2024-01-10T20:00'],
      ['pasado-2', '2025-01-10T20:00'],
      ['sin-fecha', ''],
    ] as const) {
      const res = await admin('POST', '/api/admin/landing-events', {
        ...webinar,
        tag,
        title: `Evento ${tag}`,
        starts_at: startsAt,
        course_id: tag === 'sin-fecha' ? course.course.id : null,
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    const all = (await admin('GET', '/api/admin/landing-events?per_page=2')).json();
    expect(all).toMatchObject({ total: 4, last_page: 2, per_page: 2 });
    expect(all.data.map((e: { tag: string }) => e.tag)).toEqual(['controla-diabetes-7', 'pasado-2']);
    const past = (await admin('GET', '/api/admin/landing-events?when=past')).json();
    expect(past.data.map((e: { tag: string }) => e.tag)).toEqual(['pasado-2', 'pasado-1']);
    expect(past.data.every((e: { is_past: boolean }) => e.is_past)).toBe(true);
    const upcoming = (await admin('GET', '/api/admin/landing-events?when=upcoming')).json();
    expect(upcoming.data.map((e: { tag: string }) => e.tag)).toEqual(['controla-diabetes-7']);
    const undated = (await admin('GET', '/api/admin/landing-events?when=undated')).json();
    expect(undated.data).toEqual([
      expect.objectContaining({
        tag: 'sin-fecha',
        starts_at: '',
        starts_at_utc: null,
        course_name: 'Curso de Telemedicina de prueba',
      }),
    ]);
    const searched = (await admin('GET', '/api/admin/landing-events?q=7.ª')).json();
    expect(searched.data.map((e: { tag: string }) => e.tag)).toEqual(['controla-diabetes-7']);
    expect((await admin('GET', '/api/admin/landing-events?q=%25_')).json().total).toBe(0);
  });

  it('refuses to delete or retag an event with leads (409 / 422), and deletes one without', async () => {
    const withLeads = (await admin('GET', '/api/admin/landing-events?q=pasado-1')).json().data[0];
    await t.db.insert(leads).values({
      projectId: PROJECT_ID,
      email: 'lucia@ejemplo.com',
      codeRelation: 'pasado-1',
      name: 'Lucía',
      lastName: 'Vera',
      landingEventId: withLeads.id,
    });
    expect((await admin('GET', `/api/admin/landing-events/${withLeads.id}`)).json()).toMatchObject({
      leads: 1,
      locked: true,
    });
    const refused = await admin('DELETE', `/api/admin/landing-events/${withLeads.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'conflict', message: expect.stringContaining('1 lead') });
    expectAdmin422(
      await admin('PUT', `/api/admin/landing-events/${withLeads.id}`, { ...webinar, tag: 'otro-nombre' }),
      'tag',
    );
    // The same tag is fine: only the rest changes.
    const edited = await admin('PUT', `/api/admin/landing-events/${withLeads.id}`, {
      ...webinar,
      tag: 'pasado-1',
      title: 'Evento pasado (grabación)',
    });
    expect(edited.statusCode, edited.body).toBe(200);

    const free = (await admin('GET', '/api/admin/landing-events?q=pasado-2')).json().data[0];
    expect(free.locked).toBe(false);
    const deleted = await admin('DELETE', `/api/admin/landing-events/${free.id}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await admin('GET', `/api/admin/landing-events/${free.id}`)).statusCode).toBe(404);
    expect((await publicEvent('pasado-2')).statusCode).toBe(404);
    const audit = (await admin('GET', `/api/admin/audit?entity=landing_events&entity_id=${free.id}`)).json();
    expect(audit.data[0]).toMatchObject({ action: 'delete', after: null });
    expect(audit.data[0].before.tag).toBe('pasado-2');
  });

  it('keeps the events the site pages read: no delete, no new tag', async () => {
    const page = await admin('POST', '/api/admin/landing-events', {
      ...webinar,
      tag: LANDING_TAGS.workshop,
      type: 3,
    });
    expect(page.statusCode, page.body).toBe(201);
    expect(page.json().locked).toBe(true);
    expect((await admin('DELETE', `/api/admin/landing-events/${page.json().id}`)).statusCode).toBe(409);
    expectAdmin422(
      await admin('PUT', `/api/admin/landing-events/${page.json().id}`, { ...webinar, tag: 'otro-taller' }),
      'tag',
    );
  });

  it('lets one of two simultaneous creations with the same tag through; the other gets 422 on tag, never 500', async () => {
    const body = { ...webinar, tag: 'carrera-1', starts_at: '' };
    const answers = await Promise.all([1, 2, 3].map(() => admin('POST', '/api/admin/landing-events', body)));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 422, 422]);
    for (const r of answers.filter((r) => r.statusCode === 422)) expectAdmin422(r, 'tag');
  });

  it('answers bad input in Spanish per field', async () => {
    const post = (body: unknown) => admin('POST', '/api/admin/landing-events', body);
    expectAdmin422(await post({ ...webinar, tag: undefined, title: undefined }), 'tag');
    expectAdmin422(await post({ ...webinar, title: '' }), 'title');
    expectAdmin422(await post({ ...webinar, title: huge(300) }), 'title');
    expectAdmin422(await post({ ...webinar, tag: 'con espacios' }), 'tag');
    expectAdmin422(await post({ ...webinar, tag: huge(81) }), 'tag');
    expectAdmin422(await post({ ...webinar, tag: 'controla-diabetes-7' }), 'tag');
    expectAdmin422(await post({ ...webinar, tag: 'x1', type: 9 }), 'type');
    expectAdmin422(await post({ ...webinar, tag: 'x1', type: '2' }), 'type');
    expectAdmin422(await post({ ...webinar, tag: 'x1', starts_at: '08/03/2027 20:00' }), 'starts_at');
    expectAdmin422(await post({ ...webinar, tag: 'x1', starts_at: 20270308 }), 'starts_at');
    expectAdmin422(await post({ ...webinar, tag: 'x1', starts_at: '2027-02-30T20:00' }), 'starts_at');
    for (const zone of ['Mars/Olympus', 'EST5', '+05:00', '', huge(100), 42]) {
      expectAdmin422(await post({ ...webinar, tag: 'x1', time_zone: zone }), 'time_zone');
    }
    expectAdmin422(await post({ ...webinar, tag: 'x1', url_room: 'javascript:alert(1)' }), 'url_room');
    expectAdmin422(await post({ ...webinar, tag: 'x1', url_room: 'http://zoom.us/j/1' }), 'url_room');
    expectAdmin422(await post({ ...webinar, tag: 'x1', url_download: '//malo.com/x.pdf' }), 'url_download');
    expectAdmin422(
      await post({ ...webinar, tag: 'x1', url_download: `https://a.com/${huge(600)}` }),
      'url_download',
    );
    expectAdmin422(await post({ ...webinar, tag: 'x1', id_room: huge(101) }), 'id_room');
    expectAdmin422(await post({ ...webinar, tag: 'x1', course_id: 'abc' }), 'course_id');
    expectAdmin422(await post({ ...webinar, tag: 'x1', course_id: 987654 }), 'course_id');
    expect(
      (await admin('POST', '/api/admin/landing-events', 'no es json')).statusCode,
    ).toBeGreaterThanOrEqual(400);
    expect((await admin('GET', '/api/admin/landing-events?when=manana')).statusCode).toBe(422);
    expect((await admin('GET', '/api/admin/landing-events/987654')).statusCode).toBe(404);
    expect((await admin('PUT', '/api/admin/landing-events/987654', webinar)).statusCode).toBe(404);
    expect((await admin('DELETE', '/api/admin/landing-events/987654')).statusCode).toBe(404);
    expectAdmin422(await admin('GET', '/api/admin/landing-events/abc'), 'id');
    expect((await t.db.select().from(landingEvents).where(eq(landingEvents.tag, 'x1'))).length).toBe(0);
  });
});

describe('marketing settings', () => {
  const settings = {
    whatsapp_group_url: 'https://chat.whatsapp.com/GrupoOperador2026',
    chat_phone: '099 123 4567',
    chat_message: 'Hola, quiero información',
    thanks_video: { type: 1, video_id: '76979871' },
    testimonials: [
      { type: 6, video_id: 'dQw4w9WgXcQ' },
      { type: 1, video_id: '1084537' },
      { type: 6, video_id: 'aqz-KE-bpKQ' },
    ],
  };

  it('saves group, chat (as E.164), thanks video and testimonials in order; public at once; audited', async () => {
    expect((await admin('GET', '/api/admin/marketing-settings')).json()).toMatchObject({
      whatsapp_group_url: '',
      testimonials: [],
      updated_at: null,
    });
    const res = await admin('PUT', '/api/admin/marketing-settings', settings);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      whatsapp_group_url: settings.whatsapp_group_url,
      chat_phone: '+593991234567',
      thanks_video: { type: 1, video_id: '76979871' },
      testimonials: settings.testimonials,
    });
    const m = await publicMarketing();
    expect(m.whatsapp_group_url).toBe(settings.whatsapp_group_url);
    expect(m.chat_url).toBe('https://wa.me/593991234567?text=Hola%2C%20quiero%20informaci%C3%B3n');
    expect(m.thanks_video.embed_url).toBe('https://player.vimeo.com/video/76979871?dnt=1');
    expect(m.testimonials.map((v: { number: number; video_id: string }) => [v.number, v.video_id])).toEqual([
      [1, 'dQw4w9WgXcQ'],
      [2, '1084537'],
      [3, 'aqz-KE-bpKQ'],
    ]);

    // Reorder (last first), remove one, clear the chat and the video.
    const reordered = await admin('PUT', '/api/admin/marketing-settings', {
      ...settings,
      chat_phone: '+52 55 1234 5678',
      chat_message: '',
      thanks_video: null,
      testimonials: [settings.testimonials[2], settings.testimonials[0]],
    });
    expect(reordered.statusCode, reordered.body).toBe(200);
    const m2 = await publicMarketing();
    expect(m2.chat_url).toBe('https://wa.me/525512345678');
    expect(m2.thanks_video).toBeNull();
    expect(m2.testimonials.map((v: { number: number; video_id: string }) => [v.number, v.video_id])).toEqual([
      [1, 'aqz-KE-bpKQ'],
      [2, 'dQw4w9WgXcQ'],
    ]);
    const audit = (await admin('GET', '/api/admin/audit?entity=marketing_settings')).json();
    expect(audit.data).toHaveLength(2);
    expect(audit.data[0]).toMatchObject({ action: 'update', entity_id: PROJECT_ID });
    expect(audit.data[0].before.testimonials).toHaveLength(3);
    expect(audit.data[0].after.testimonials).toHaveLength(2);
    expect(audit.data[0].after.chat_phone).toBe('+525512345678');
  });

  it('queues simultaneous saves: each one whole, never a mix of two galleries', async () => {
    const galleries = [
      [{ type: 6, video_id: 'dQw4w9WgXcQ' }],
      [
        { type: 1, video_id: '76979871' },
        { type: 1, video_id: '1084537' },
      ],
      [
        { type: 6, video_id: 'aqz-KE-bpKQ' },
        { type: 6, video_id: 'eRsGyueVLvQ' },
        { type: 6, video_id: 'R6MlUcmOul8' },
      ],
    ];
    const answers = await Promise.all(
      galleries.map((testimonials) =>
        admin('PUT', '/api/admin/marketing-settings', { ...settings, testimonials }),
      ),
    );
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    const saved = (await admin('GET', '/api/admin/marketing-settings')).json().testimonials;
    expect(galleries).toContainEqual(saved);
  });

  it('answers bad input in Spanish per field and leaves the settings as they were', async () => {
    const before = (await admin('GET', '/api/admin/marketing-settings')).json();
    const put = (body: unknown) => admin('PUT', '/api/admin/marketing-settings', body);
    expectAdmin422(
      await put({ ...settings, whatsapp_group_url: 'https://evil.example/x' }),
      'whatsapp_group_url',
    );
    expectAdmin422(
      await put({ ...settings, whatsapp_group_url: 'javascript:alert(1)' }),
      'whatsapp_group_url',
    );
    expectAdmin422(await put({ ...settings, whatsapp_group_url: huge(400) }), 'whatsapp_group_url');
    expectAdmin422(await put({ ...settings, whatsapp_group_url: 5 }), 'whatsapp_group_url');
    expectAdmin422(await put({ ...settings, chat_phone: '12' }), 'chat_phone');
    expectAdmin422(await put({ ...settings, chat_phone: '+81 3-1234-5678' }), 'chat_phone');
    expectAdmin422(await put({ ...settings, chat_phone: huge(50) }), 'chat_phone');
    expectAdmin422(await put({ ...settings, chat_message: huge(501) }), 'chat_message');
    expect((await put({ ...settings, thanks_video: { type: 2, video_id: '/media/x.mp4' } })).statusCode).toBe(
      422,
    );
    const badId = await put({ ...settings, thanks_video: { type: 1, video_id: 'no-es-vimeo' } });
    expectAdmin422(badId, 'thanks_video.video_id');
    const badTestimonial = await put({ ...settings, testimonials: [{ type: 6, video_id: 'x"onload=1' }] });
    expectAdmin422(badTestimonial, 'testimonials.0.video_id');
    expectAdmin422(await put({ ...settings, testimonials: 'muchos' }), 'testimonials');
    expectAdmin422(
      await put({ ...settings, testimonials: Array.from({ length: 101 }, () => settings.testimonials[0]) }),
      'testimonials',
    );
    expect((await admin('GET', '/api/admin/marketing-settings')).json()).toEqual(before);
  });
});

describe('operator only', () => {
  it('answers 403 to a student and 401 without a token on every marketing route', async () => {
    const student = await createUser(t.db);
    for (const [method, url] of [
      ['GET', '/api/admin/landing-events'],
      ['POST', '/api/admin/landing-events'],
      ['GET', '/api/admin/landing-events/1'],
      ['PUT', '/api/admin/landing-events/1'],
      ['DELETE', '/api/admin/landing-events/1'],
      ['GET', '/api/admin/marketing-settings'],
      ['PUT', '/api/admin/marketing-settings'],
    ] as const) {
      const withBody = method === 'POST' || method === 'PUT' ? { payload: webinar } : {};
      expect((await call(t.app, student.token, { method, url, ...withBody })).statusCode, url).toBe(403);
      expect((await call(t.app, client, { method, url, ...withBody })).statusCode, url).toBe(403);
      expect((await call(t.app, null, { method, url, ...withBody })).statusCode, url).toBe(401);
    }
  });
});
