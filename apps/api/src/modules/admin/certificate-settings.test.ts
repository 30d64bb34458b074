// The school's certificate look (logo, signature, signer) in the operator area, and the PDF that
// prints it with the course's certificate kind as its title.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { PDFDict, PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';
import sharp from 'sharp';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOperator, expectAdmin422 } from '../../../test/admin.ts';
import { createCourse, createUser, enrol } from '../../../test/factories.ts';
import { call, createTestApp, huge, type TestApp } from '../../../test/helpers.ts';
import { auditLog, courses, resourceProgress } from '../../db/schema.ts';

let t: TestApp;
let op: Awaited<ReturnType<typeof createOperator>>;
let student: Awaited<ReturnType<typeof createUser>>;
let courseId: number;

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://campus.example' });
  op = await createOperator(t.app, t.db);
  student = await createUser(t.db, { firstName: 'Ana Lucía', surnames: 'Ordóñez' });
  const course = await createCourse(t.db, {
    name: 'Taller de Comunicación en Telemedicina',
    certificate: true,
    modules: [
      {
        lessons: [
          {
            resources: [1, 2].map((n) => ({
              type: 2,
              name: `Clase ${n}`,
              url: '/media/video/demo-clase.mp4',
              durationSeconds: 1800,
            })),
          },
        ],
      },
    ],
  });
  courseId = course.course.id;
  await enrol(t.db, student.user.id, courseId);
  for (const r of course.resources)
    await t.db
      .insert(resourceProgress)
      .values({ userId: student.user.id, resourceId: r.id, completedAt: new Date() });
  const issued = await call(t.app, student.token, {
    method: 'POST',
    url: `/api/v2/certificates/${courseId}`,
  });
  expect(issued.statusCode, issued.body).toBeLessThan(300);
});
afterAll(() => t.close());

const URL = '/api/admin/certificate-settings';
const admin = (method: 'GET' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  call(t.app, op.adminToken, { method, url, ...(payload ? { payload } : {}) });

function multipart(content: Buffer, filename = 'imagen.png') {
  const boundary = '----campus-cert-test';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: image/png\r\n\r\n`,
  );
  return {
    payload: Buffer.concat([head, content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
const upload = (image: string, content: Buffer, token: string | null = op.adminToken) =>
  call(t.app, token, { method: 'POST', url: `${URL}/${image}`, ...multipart(content) });

const png = (width: number, height: number, alpha = true) =>
  sharp({
    create: { width, height, channels: alpha ? 4 : 3, background: { r: 14, g: 116, b: 144, alpha: 0.5 } },
  })
    .png()
    .toBuffer();
const stored = (url: string) => path.join(t.config.dataDir, url.replace(/^\/uploads\//, 'uploads/'));

const pdf = () => call(t.app, student.token, { method: 'GET', url: `/api/v2/certificates/${courseId}/pdf` });
async function pdfText(bytes: Uint8Array) {
  const { text } = await extractText(await getDocumentProxy(bytes.slice()), { mergePages: true });
  return text;
}
/**
 * The image XObjects the page draws (the QR code is always one). A PNG with transparency brings a
 * soft mask too, which the page does not name: counting the page's resources counts each image once.
 */
async function imageCount(bytes: Uint8Array) {
  const doc = await PDFDocument.load(bytes);
  const xobjects = doc.getPage(0).node.Resources()?.lookupMaybe(PDFName.of('XObject'), PDFDict);
  return (xobjects?.keys() ?? []).filter((name) => {
    const stream = doc.context.lookup(xobjects!.get(name));
    return stream instanceof PDFRawStream && stream.dict.get(PDFName.of('Subtype')) === PDFName.of('Image');
  }).length;
}

describe('certificate settings: who may see and change them', () => {
  it('refuses without a token (401) and to a student (403), and changes nothing', async () => {
    const other = await createUser(t.db);
    for (const token of [null, other.token]) {
      const expected = token ? 403 : 401;
      expect((await call(t.app, token, { method: 'GET', url: URL })).statusCode).toBe(expected);
      const put = await call(t.app, token, { method: 'PUT', url: URL, payload: { signer_name: 'Intruso' } });
      expect(put.statusCode).toBe(expected);
      expect((await upload('logo', await png(200, 80), token)).statusCode).toBe(expected);
    }
    expect((await admin('GET', URL)).json().signer_name).toBe('');
  });
});

describe('PUT /api/admin/certificate-settings', () => {
  it('saves the signer name and title, trimmed and audited; the images start empty', async () => {
    const res = await admin('PUT', URL, {
      signer_name: '  Dra. María Fernanda López ',
      signer_title: 'Directora académica',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      signer_name: 'Dra. María Fernanda López',
      signer_title: 'Directora académica',
      logo_url: null,
      signature_url: null,
    });
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.entity, 'certificate_settings'));
    expect(audit.length).toBeGreaterThan(0);
  });

  it('refuses huge and wrongly typed fields with Spanish 422s, keeping what was saved', async () => {
    expectAdmin422(await admin('PUT', URL, { signer_name: huge(500) }), 'signer_name');
    expectAdmin422(await admin('PUT', URL, { signer_title: huge(100_000) }), 'signer_title');
    expectAdmin422(await admin('PUT', URL, { signer_name: 42 }), 'signer_name');
    expect((await admin('GET', URL)).json().signer_name).toBe('Dra. María Fernanda López');
  });
});

describe('POST /api/admin/certificate-settings/{logo|signature}', () => {
  it('refuses a file that is not an image, a GIF, a huge file and wrong sizes, in Spanish, storing nothing', async () => {
    const text = await upload('logo', Buffer.from('esto no es una imagen, aunque se llame .png'));
    expectAdmin422(text, 'file');
    expect(text.json().errors.file[0]).toBe('Tipo de archivo no permitido: suba una imagen PNG o JPG.');
    const gif = await sharp({ create: { width: 100, height: 100, channels: 3, background: '#fff' } })
      .gif()
      .toBuffer();
    expectAdmin422(await upload('signature', gif), 'file');

    const big = await upload('logo', Buffer.alloc(1024 * 1024 + 10, 7));
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toBe('La imagen es demasiado grande: el máximo es 1 MB.');

    const tiny = await upload('logo', await png(10, 10));
    expectAdmin422(tiny, 'file');
    expect(tiny.json().errors.file[0]).toContain('al menos 40 × 20 píxeles');
    expectAdmin422(await upload('logo', await png(4100, 50)), 'file');

    const unknown = await upload('sello', await png(200, 80));
    expect(unknown.statusCode).toBe(422);
    expect((await admin('GET', URL)).json()).toMatchObject({ logo_url: null, signature_url: null });
  });

  it('stores the logo and the signature (as PNG), replaces and removes them with their files', async () => {
    const first = await upload('logo', await png(400, 160));
    expect(first.statusCode, first.body).toBe(200);
    const firstUrl = first.json().logo_url as string;
    expect(firstUrl).toMatch(/^\/uploads\/certificates\/[a-f0-9]{24}\.png$/);
    expect(existsSync(stored(firstUrl))).toBe(true);

    const jpeg = await sharp({ create: { width: 600, height: 240, channels: 3, background: '#0e7490' } })
      .jpeg()
      .toBuffer();
    const second = await upload('logo', jpeg);
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json().logo_url).not.toBe(firstUrl);
    expect(existsSync(stored(firstUrl))).toBe(false);

    const signature = await upload('signature', await png(300, 100));
    expect(signature.statusCode, signature.body).toBe(200);
    expect(signature.json().signature_url).toMatch(/^\/uploads\/certificates\/.+\.png$/);
    expect(signature.json().logo_url).toBe(second.json().logo_url);
  });
});

describe('the certificate PDF', () => {
  it('titles by the course kind and prints the logo, the signature and the signer', async () => {
    await t.db.update(courses).set({ certificateKind: 'participacion' }).where(eq(courses.id, courseId));
    let res = await pdf();
    expect(res.statusCode, res.body).toBe(200);
    let bytes = new Uint8Array(res.rawPayload);
    let text = await pdfText(bytes);
    expect(text).toContain('CERTIFICADO DE PARTICIPACIÓN');
    expect(text).not.toContain('APROBACIÓN');
    expect(text).toContain('Dra. María Fernanda López');
    expect(text).toContain('Directora académica');
    expect(await imageCount(bytes)).toBe(3); // QR code, logo, signature

    await t.db.update(courses).set({ certificateKind: 'aprobacion' }).where(eq(courses.id, courseId));
    res = await pdf();
    bytes = new Uint8Array(res.rawPayload);
    text = await pdfText(bytes);
    expect(text).toContain('CERTIFICADO DE APROBACIÓN');
    expect(text).not.toContain('PARTICIPACIÓN');

    const logoUrl = (await admin('GET', URL)).json().logo_url as string;
    const removed = await admin('DELETE', `${URL}/logo`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().logo_url).toBeNull();
    expect(existsSync(stored(logoUrl))).toBe(false);
    res = await pdf();
    expect(await imageCount(new Uint8Array(res.rawPayload))).toBe(2);
  });

  it('the operator chooses the kind in the course editor (participación by default, 422 on another)', async () => {
    const body = {
      name: 'Curso con certificado',
      price: '10.00',
      certificate: true,
    };
    const created = await call(t.app, op.adminToken, {
      method: 'POST',
      url: '/api/admin/courses',
      payload: body,
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().certificate_kind).toBe('participacion');
    const id = created.json().id as number;
    const changed = await call(t.app, op.adminToken, {
      method: 'PUT',
      url: `/api/admin/courses/${id}`,
      payload: { ...body, certificate_kind: 'aprobacion' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().certificate_kind).toBe('aprobacion');
    expectAdmin422(
      await call(t.app, op.adminToken, {
        method: 'PUT',
        url: `/api/admin/courses/${id}`,
        payload: { ...body, certificate_kind: 'excelencia' },
      }),
      'certificate_kind',
    );
    const [row] = await t.db.select().from(courses).where(eq(courses.id, id));
    expect(row!.certificateKind).toBe('aprobacion');
  });
});
