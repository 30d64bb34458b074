import { inflateSync } from 'node:zlib';
import fontkit from '@pdf-lib/fontkit';
import { eq } from 'drizzle-orm';
import jsQR from 'jsqr';
import { PDFDict, PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCourse, createUser, enrol } from '../../../test/factories.ts';
import { call, clientToken, createTestApp, huge, type TestApp } from '../../../test/helpers.ts';
import { certificates, resourceProgress } from '../../db/schema.ts';

let t: TestApp;
let client: string;
type Account = Awaited<ReturnType<typeof createUser>>;
let student: Account;
let racer: Account;
let beginner: Account;
let outsider: Account;
let courseId: number;
let noCertificateCourseId: number;
let resourceIds: number[];

/** Four resources of 30 min each: 3 of 4 completed is exactly 75 %. */
const fourResources = () => [
  {
    lessons: [
      {
        resources: [1, 2, 3, 4].map((n) => ({
          type: 2,
          name: `Clase ${n}`,
          url: '/media/video/demo-clase.mp4',
          durationSeconds: 1800,
        })),
      },
    ],
  },
];

async function complete(userId: number, ids: number[]) {
  for (const resourceId of ids)
    await t.db.insert(resourceProgress).values({ userId, resourceId, completedAt: new Date() });
}

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://campus.example' });
  client = await clientToken(t.app);
  student = await createUser(t.db, { firstName: 'María José', surnames: 'Núñez Peñaherrera' });
  racer = await createUser(t.db);
  beginner = await createUser(t.db);
  outsider = await createUser(t.db);
  const course = await createCourse(t.db, {
    name: 'Telemedicina: atención clínica a distancia',
    certificate: true,
    modules: fourResources(),
  });
  courseId = course.course.id;
  resourceIds = course.resources.map((r) => r.id);
  noCertificateCourseId = (await createCourse(t.db, { certificate: false })).course.id;
  for (const u of [student, racer, beginner]) {
    await enrol(t.db, u.user.id, courseId);
    await enrol(t.db, u.user.id, noCertificateCourseId);
  }
  await complete(student.user.id, resourceIds.slice(0, 3));
  await complete(racer.user.id, resourceIds);
  await complete(beginner.user.id, resourceIds.slice(0, 2));
});
afterAll(async () => t.close());

const status = (who: Account | string | null, id: unknown) =>
  call(t.app, typeof who === 'string' || who === null ? who : who.token, {
    method: 'GET',
    url: `/api/v2/certificates/${id}`,
  });
const issue = (who: Account | string, id: unknown, payload: unknown) =>
  call(t.app, typeof who === 'string' ? who : who.token, {
    method: 'POST',
    url: `/api/v2/certificates/${id}`,
    payload: payload as object,
  });
const pdf = (who: Account, id: unknown) =>
  call(t.app, who.token, { method: 'GET', url: `/api/v2/certificates/${id}/pdf` });
const verify = (token: string | null, code: string) =>
  call(t.app, token, { method: 'GET', url: `/api/v1/certificates/${encodeURIComponent(code)}` });

describe('GET /api/v2/certificates/{courseId}', () => {
  it('tells the student the percent, the 75 % threshold, eligibility and the name to print', async () => {
    const res = await status(student, courseId);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      course_id: courseId,
      offered: true,
      percent: 75,
      completed: 3,
      total: 4,
      threshold: 75,
      eligible: true,
      suggested_name: 'María José Núñez Peñaherrera',
      certificate: null,
    });
    expect((await status(beginner, courseId)).json()).toMatchObject({ percent: 50, eligible: false });
    expect((await status(racer, noCertificateCourseId)).json()).toMatchObject({
      offered: false,
      eligible: false,
    });
  });

  it('needs a user token, an enrolment, a known course and a numeric id', async () => {
    expect((await status(null, courseId)).statusCode).toBe(401);
    expect((await status(client, courseId)).statusCode).toBe(401);
    expect((await status(outsider, courseId)).statusCode).toBe(403);
    expect((await status(student, 999999)).statusCode).toBe(404);
    expect((await status(student, 'abc')).statusCode).toBe(422);
    expect((await status(student, '-2')).statusCode).toBe(422);
  });
});

describe('POST /api/v2/certificates/{courseId}', () => {
  it('below 75 % refuses with the percent in Spanish', async () => {
    const res = await issue(beginner, courseId, { printed_name: 'Pedro Pérez' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      code: 'certificate_below_threshold',
      message: 'Aún no puede obtener el certificado: ha completado el 50 % del curso y se necesita el 75 %.',
    });
    expect(
      await t.db.select().from(certificates).where(eq(certificates.userId, beginner.user.id)),
    ).toHaveLength(0);
  });

  it('a course without certificate, another student, an unknown course and bad ids are refused', async () => {
    const none = await issue(racer, noCertificateCourseId, {});
    expect(none.statusCode).toBe(404);
    expect(none.json().code).toBe('certificate_not_offered');
    expect((await issue(outsider, courseId, {})).statusCode).toBe(403);
    expect((await issue(student, 424242, {})).statusCode).toBe(404);
    expect((await issue(student, 'abc', {})).statusCode).toBe(422);
    expect((await issue(student, courseId, 'not json' as unknown as object)).statusCode).toBeLessThan(500);
    expect(
      await t.db.select().from(certificates).where(eq(certificates.userId, student.user.id)),
    ).toHaveLength(0);
  });

  it("at 75 % issues the certificate in the profile's name, whatever name is sent, with hours and a verification URL", async () => {
    const res = await issue(student, courseId, { printed_name: 'Dr. Gregory House' });
    expect(res.statusCode).toBe(201);
    const data = res.json().data;
    expect(data).toMatchObject({
      printed_name: 'María José Núñez Peñaherrera',
      course: 'Telemedicina: atención clínica a distancia',
      hours: 2,
      revoked: false,
      revoked_at: null,
      revoked_reason: null,
    });
    expect(data.code).toMatch(/^[2-9A-HJKMNP-Z]{4}(-[2-9A-HJKMNP-Z]{4}){3}$/);
    expect(data.verify_url).toBe(`https://campus.example/certificados/${data.code}`);
  });

  it('prints a stored profile name without its control and bidi characters; a huge body changes nothing', async () => {
    // A row written before the profile cleaned names (or by hand): the print cleans it again.
    const tricky = await createUser(t.db, {
      firstName: 'Ana\u202E \u2066Lucía\u2069',
      surnames: 'Ruiz\u0007\t\u200FVega',
    });
    await enrol(t.db, tricky.user.id, courseId);
    await complete(tricky.user.id, resourceIds);
    const res = await issue(tricky, courseId, { printed_name: huge(5000), name: 'Dr. Gregory House' });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.printed_name).toBe('Ana Lucía Ruiz Vega');
  });

  it('a profile without names cannot be printed: 409 in Spanish, nothing issued', async () => {
    const nameless = await createUser(t.db, { firstName: '', surnames: ' ' });
    await enrol(t.db, nameless.user.id, courseId);
    await complete(nameless.user.id, resourceIds);
    expect((await status(nameless, courseId)).json().suggested_name).toBe('');
    const res = await issue(nameless, courseId, { printed_name: 'Dr. Gregory House' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'certificate_no_profile_name',
      message: 'Complete sus nombres y apellidos en su perfil antes de emitir el certificado.',
    });
    expect(
      await t.db.select().from(certificates).where(eq(certificates.userId, nameless.user.id)),
    ).toHaveLength(0);
  });

  it('is issued exactly once: asking again returns the same certificate', async () => {
    const first = (await status(student, courseId)).json().certificate;
    const again = await issue(student, courseId, {});
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toEqual(first);
  });

  it('10 parallel requests issue one certificate', async () => {
    const results = await Promise.all(Array.from({ length: 10 }, () => issue(racer, courseId, {})));
    expect(results.every((r) => r.statusCode === 200 || r.statusCode === 201)).toBe(true);
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(1);
    expect(new Set(results.map((r) => r.json().data.code)).size).toBe(1);
    const rows = await t.db.select().from(certificates).where(eq(certificates.userId, racer.user.id));
    expect(rows).toHaveLength(1);
  });
});

/** The TrueType programs embedded in a PDF (the FontFile2 of each font descriptor), parsed by fontkit. */
async function embeddedFonts(bytes: Uint8Array) {
  const doc = await PDFDocument.load(bytes);
  const key = PDFName.of('FontFile2');
  return doc.context
    .enumerateIndirectObjects()
    .map(([, object]) => object)
    .filter((o): o is PDFDict => o instanceof PDFDict && o.has(key))
    .map((descriptor) => doc.context.lookup(descriptor.get(key)))
    .filter((stream): stream is PDFRawStream => stream instanceof PDFRawStream)
    .map((stream) => fontkit.create(inflateSync(Buffer.from(stream.contents))));
}

/** The images drawn in a PDF, as RGBA pixels (pdf-lib stores a PNG as deflated RGB samples). */
async function embeddedImages(bytes: Uint8Array) {
  const doc = await PDFDocument.load(bytes);
  return doc.context
    .enumerateIndirectObjects()
    .map(([, object]) => object)
    .filter(
      (o): o is PDFRawStream =>
        o instanceof PDFRawStream && o.dict.get(PDFName.of('Subtype')) === PDFName.of('Image'),
    )
    .map((stream) => {
      const width = Number(stream.dict.get(PDFName.of('Width'))?.toString());
      const height = Number(stream.dict.get(PDFName.of('Height'))?.toString());
      const samples = inflateSync(Buffer.from(stream.contents));
      const channels = samples.length / (width * height);
      const rgba = new Uint8ClampedArray(width * height * 4);
      for (let i = 0; i < width * height; i++) {
        for (let c = 0; c < 3; c++) rgba[i * 4 + c] = samples[i * channels + (channels === 1 ? 0 : c)]!;
        rgba[i * 4 + 3] = 255;
      }
      return { width, height, rgba };
    });
}

describe('GET /api/v2/certificates/{courseId}/pdf', () => {
  it('carries a QR code that opens the public verification page', async () => {
    const res = await pdf(student, courseId);
    expect(res.statusCode).toBe(200);
    const { code } = (await status(student, courseId)).json().certificate;
    const images = await embeddedImages(new Uint8Array(res.rawPayload));
    expect(images).toHaveLength(1);
    const { width, height, rgba } = images[0]!;
    expect(jsQR(rgba, width, height)?.data).toBe(`https://campus.example/certificados/${code}`);
  });

  it('is a PDF with the accented name, course, hours, date and code in an embedded Unicode font', async () => {
    const res = await pdf(student, courseId);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="certificado-[A-Z0-9-]+\.pdf"$/,
    );
    const bytes = new Uint8Array(res.rawPayload);
    expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe('%PDF-');
    expect(Buffer.from(bytes).toString('latin1')).toMatch(/\/FontFile2/);
    const doc = await getDocumentProxy(bytes);
    const { text } = await extractText(doc, { mergePages: true });
    const { code } = (await status(student, courseId)).json().certificate;
    expect(text).toContain('María José Núñez Peñaherrera');
    expect(text).toContain('Telemedicina: atención clínica a distancia');
    expect(text).toContain('CERTIFICADO DE PARTICIPACIÓN'); // the course's kind (default)
    expect(text).toContain('2 horas');
    expect(text).toContain(code);
    expect(text).toContain(`https://campus.example/certificados/${code}`);
    expect(text).toMatch(/Emitido el \d{1,2} de [a-z]+ de \d{4}/);

    // The embedded fonts (subsets) really draw: every glyph but the space has an outline, and there
    // are enough of them for the name's letters (extractable text alone would not show a subset that
    // lost its outlines, as Noto Sans did in this subsetter).
    const fonts = await embeddedFonts(new Uint8Array(res.rawPayload)); // pdf.js took `bytes`
    expect(fonts).toHaveLength(2);
    const letters = new Set('MaríaJoséNúñezPeñaherrera').size;
    for (const font of fonts) {
      expect(font.numGlyphs).toBeGreaterThan(letters);
      const glyphs = Array.from({ length: font.numGlyphs - 1 }, (_, i) => font.getGlyph(i + 1));
      expect(glyphs.filter((g) => g.path.toSVG() === '').length).toBeLessThanOrEqual(1);
    }
  });

  it('404 before issuing, 403 for students of other courses, 422 on a bad id', async () => {
    const none = await pdf(beginner, courseId);
    expect(none.statusCode).toBe(404);
    expect(none.json().code).toBe('certificate_not_issued');
    expect((await pdf(outsider, courseId)).statusCode).toBe(403);
    expect((await pdf(student, 'x')).statusCode).toBe(422);
  });
});

describe('PDF rate limit', () => {
  it('a student may draw 10 PDFs in 10 minutes; the 11th is 429 with Retry-After', async () => {
    const fresh = await createUser(t.db);
    await enrol(t.db, fresh.user.id, courseId);
    const codes: number[] = [];
    for (let i = 0; i < 10; i++) codes.push((await pdf(fresh, courseId)).statusCode);
    expect(codes.every((c) => c === 404)).toBe(true);
    const refused = await pdf(fresh, courseId);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect(refused.json().message).toBeTypeOf('string');
    // Per student: another one is not affected.
    expect((await pdf(student, courseId)).statusCode).toBe(200);
  });
});

describe('GET /api/v1/certificates/{code} (public)', () => {
  it('says valid with name, course, hours and date, with a client token; case and spaces do not matter', async () => {
    const { code } = (await status(student, courseId)).json().certificate;
    const res = await verify(client, code);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      code,
      status: 'valid',
      name: 'María José Núñez Peñaherrera',
      course: 'Telemedicina: atención clínica a distancia',
      hours: 2,
      revoked_at: null,
    });
    expect((await verify(client, ` ${code.toLowerCase()}`)).statusCode).toBe(200);
    expect((await verify(null, code)).statusCode).toBe(401);
  });

  it('says revoked once revoked, and the student can no longer download it (410, in Spanish)', async () => {
    const { code } = (await status(racer, courseId)).json().certificate;
    await t.db.update(certificates).set({ revokedAt: new Date() }).where(eq(certificates.code, code));
    const res = await verify(client, code);
    expect(res.json()).toMatchObject({ status: 'revoked' });
    expect(res.json().revoked_at).toBeTypeOf('string');
    const gone = await pdf(racer, courseId);
    expect(gone.statusCode).toBe(410);
    expect(gone.json()).toMatchObject({
      code: 'certificate_revoked',
      message: 'Este certificado fue revocado y ya no puede descargarse.',
    });
    expect((await status(racer, courseId)).json().certificate).toMatchObject({ revoked: true });
  });

  it('an unknown code is 404; a huge one is refused', async () => {
    const res = await verify(client, 'AAAA-BBBB-CCCC-DDDD');
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('No existe un certificado con ese código.');
    // Past the router's 100 characters: our 404, in Spanish, without the code quoted back.
    const tooLong = await verify(client, huge(300));
    expect(tooLong.statusCode).toBe(404);
    expect(tooLong.json()).toEqual({ message: 'Ruta no encontrada.', code: 'not_found' });
  });
});
