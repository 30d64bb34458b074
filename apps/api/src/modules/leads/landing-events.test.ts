import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCourse } from '../../../test/factories.ts';
import { call, clientToken, createTestApp, type TestApp } from '../../../test/helpers.ts';
import { landingEvents } from '../../db/schema.ts';
import {
  FIRST_DIABETES_WEBINAR,
  GUIDE_PDF_URL,
  seedLandingEvents,
  upcomingWeekday,
} from '../../db/seed/landing-events.ts';
import { MEDIA_DIR } from '../../lib/paths.ts';

let t: TestApp;
let client: string;
let telemedicineId: number;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://campus.example' });
  client = await clientToken(t.app);
  telemedicineId = (await createCourse(t.db, { name: 'Curso de Telemedicina', price: '247.00' })).course.id;
  await createCourse(t.db, { name: 'Taller de Comunicación en Telemedicina', price: '137.00' });
  await createCourse(t.db, { name: 'Telemedicina en diabetes', price: '0.00', free: true });
  await seedLandingEvents(t.db);
});
afterAll(async () => t.close());

const get = (tag: string, token: string | null = client) =>
  call(t.app, token, { method: 'GET', url: `/api/v1/landing-events/${tag}` });

describe('landing events seed', () => {
  it('stores the spec webinar as one instant and is idempotent', async () => {
    expect(FIRST_DIABETES_WEBINAR.toISOString()).toBe('2022-02-01T01:00:00.000Z');
    const before = await t.db.select({ n: count() }).from(landingEvents);
    await seedLandingEvents(t.db);
    const after = await t.db.select({ n: count() }).from(landingEvents);
    expect(after[0]!.n).toBe(before[0]!.n);
    expect(before[0]!.n).toBe(7);
  });

  it('places the next edition on a Monday at 8 pm in Ecuador, at least three weeks ahead', () => {
    const now = new Date('2026-03-04T15:00:00Z'); // a Wednesday
    const next = upcomingWeekday(now, 1, 20, 21);
    expect(next.toISOString()).toBe('2026-03-31T01:00:00.000Z'); // Monday 30 March, 20:00 in Ecuador
    expect(next.getTime() - now.getTime()).toBeGreaterThanOrEqual(21 * 86_400_000);
  });

  it('ships the guide as a real PDF served from /media', async () => {
    const file = path.join(MEDIA_DIR, GUIDE_PDF_URL.replace('/media/', ''));
    expect(existsSync(file)).toBe(true);
    const pdf = readFileSync(file);
    expect(pdf.subarray(0, 8).toString('latin1')).toBe('%PDF-1.4');
    expect(pdf.length).toBeGreaterThan(5000);
    const res = await t.app.inject({ method: 'GET', url: GUIDE_PDF_URL });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
  });
});

describe('GET /api/v1/landing-events/{tag}', () => {
  it("derives the spec's date and local times from the stored instant, and offers the next edition", async () => {
    const res = await get('controla-diabetes');
    expect(res.statusCode).toBe(200);
    const { data, next } = res.json();
    expect(data).toMatchObject({
      tag: 'controla-diabetes',
      type: 2,
      date: '2022-02-01T01:00:00.000Z',
      is_past: true,
      date_text: 'lunes 31 de enero de 2022',
      time_text: '8 pm Ecuador/Perú, 7 pm México',
      course: { name: 'Telemedicina en diabetes', price: '0.00', free: true },
    });
    expect(data.local_times).toContainEqual({ country: 'ES', name: 'España', time: '2 am', dayOffset: 1 });
    expect(next).toMatchObject({ tag: 'controla-diabetes-2', is_past: false, id_room: '850 3412 7690' });
    expect(new Date(next.date).getTime()).toBeGreaterThan(Date.now());
    expect(next.date_text).toMatch(/^lunes \d+ de \w+ de \d{4}$/);
  });

  it('gives the price of the linked course for the paid landings', async () => {
    const course = (await get('pro-telemedicina')).json().data.course;
    expect(course).toEqual({
      id: telemedicineId,
      name: 'Curso de Telemedicina',
      price: '247.00',
      free: false,
    });
    expect((await get('pro-comunicacion-tm')).json().data.course.price).toBe('137.00');
  });

  it('gives the download of the guide and no next edition for an undated landing', async () => {
    const { data, next } = (await get('10-obstaculos')).json();
    expect(data).toMatchObject({
      type: 1,
      date: null,
      is_past: false,
      url_download: GUIDE_PDF_URL,
      local_times: [],
    });
    expect(next).toBeNull();
  });

  it('answers 404 for an unknown tag, 422 for a malformed one and 401 without a token', async () => {
    const unknown = await get('no-existe');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('No encontramos este evento.');
    expect((await get('mal%20formado')).statusCode).toBe(422);
    expect((await get('x'.repeat(90))).statusCode).toBe(422);
    const tooLong = await get('x'.repeat(5000));
    expect(tooLong.statusCode).toBe(404);
    expect(tooLong.json()).toEqual({ message: 'Ruta no encontrada.', code: 'not_found' });
    expect((await get('controla-diabetes', null)).statusCode).toBe(401);
  });

  it('does not treat "_" in a tag as a wildcard when looking for editions', async () => {
    await t.db.insert(landingEvents).values({
      projectId: 4,
      tag: 'serie_a',
      title: 'Serie A',
      type: 2,
      startsAt: new Date('2020-01-01T00:00:00Z'),
    });
    await t.db.insert(landingEvents).values({
      projectId: 4,
      tag: 'seriexa-2',
      title: 'Otra serie',
      type: 2,
      startsAt: new Date(Date.now() + 86_400_000),
    });
    expect((await get('serie_a')).json().next).toBeNull();
    await t.db.delete(landingEvents).where(eq(landingEvents.tag, 'seriexa-2'));
  });
});

describe('landing pages (server-written head)', () => {
  const page = (url: string) => t.app.inject({ method: 'GET', url });

  it.each([
    ['/landing/10-obstaculos', 'Guía gratuita: 10 obstáculos al iniciar la telemedicina'],
    ['/landing-map', 'Recursos gratuitos y programas de telemedicina'],
    ['/contact', 'Contáctenos'],
    ['/pro/obstaculos-tm', 'Clase magistral gratuita'],
    ['/telemedicina-diabetes', 'Webinar gratuito: telemedicina en diabetes'],
  ])('%s has its title, canonical URL and share image', async (url, title) => {
    const res = await page(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain(`<title>${title}`);
    expect(res.body).toContain(`<link rel="canonical" href="https://campus.example${url}">`);
    expect(res.body).toContain('og:image');
    expect(res.body).not.toContain('noindex');
  });

  it('writes the next webinar edition and the course prices from the data', async () => {
    const webinar = await page('/landing/telemedicina-diabetes');
    expect(webinar.body).toMatch(
      /<meta name="description" content="Lunes \d+ de \w+ de \d{4}, \d{1,2} pm Ecuador\/Perú/,
    );
    expect((await page('/pro/telemedicina')).body).toContain('Inversión: 247 USD.');
    expect((await page('/pro/comunicacion-tm')).body).toContain('Inversión: 137 USD.');
  });

  it.each([
    '/landing/thanks',
    '/landing/telemedicina-diabetes/thanks',
    '/pro/descarga/gracias',
    '/pro/master_class/gracias',
    '/ponla-en-control/gracias',
    '/bases-telemedicina/gracias',
    '/telemedicina-diabetes/gracias',
  ])('keeps the thanks page %s out of search engines', async (url) => {
    const res = await page(url);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<meta name="robots" content="noindex">');
  });

  it('sends the offer call to action to the course purchase page', async () => {
    for (const url of ['/pro/Telemedicina/oferta', '/pro/telemedicina/oferta']) {
      const res = await page(url);
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe(`/detail/curso-de-telemedicina?course=${telemedicineId}`);
    }
  });
});
