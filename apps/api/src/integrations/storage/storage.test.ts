import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ListObjectsV2Command, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOperator } from '../../../test/admin.ts';
import { createUser, enrol } from '../../../test/factories.ts';
import { call, createTestApp, type TestApp } from '../../../test/helpers.ts';
import { ConfigError, loadConfig, parseS3Url } from '../../config.ts';
import { DEMO_VIDEO_SECONDS } from '../../db/seed/courses-data.ts';
import { MEDIA_DIR } from '../../lib/paths.ts';
import { s3Client } from './s3.ts';
import { keyOfUrl } from './storage.ts';

// An S3-compatible server from npm (s3rver), on a free port with a throw-away directory: the S3
// adapter is tested against a real server speaking the S3 protocol, not a mock of the SDK.
const BUCKET = 'campus-test';
const KEY = 'S3RVER'; // s3rver's only credentials

function multipart(field: string, filename: string, content: Buffer) {
  const boundary = '----campus-storage-test';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
  );
  return {
    payload: Buffer.concat([head, content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const picture = (format: 'jpeg' | 'png' = 'jpeg') =>
  sharp({ create: { width: 640, height: 480, channels: 3, background: { r: 200, g: 60, b: 90 } } })
    .toFormat(format)
    .toBuffer();

describe('S3_URL', () => {
  it('parses http(s)://KEY:SECRET@host:port/bucket, with URL-encoded credentials', () => {
    expect(parseS3Url('http://minio:m%2Fn%40o@minio:9000/campus-uploads')).toEqual({
      endpoint: 'http://minio:9000',
      bucket: 'campus-uploads',
      accessKeyId: 'minio',
      secretAccessKey: 'm/n@o',
    });
    const config = loadConfig({
      NODE_ENV: 'test',
      S3_URL: 'https://AKIA:xyz@s3.eu-west-1.amazonaws.com/b1x',
    });
    expect(config.s3).toMatchObject({ bucket: 'b1x', region: 'us-east-1' });
    expect(loadConfig({ NODE_ENV: 'test' }).s3).toBeNull();
  });

  it('treats an empty variable as unset (compose passes unset optional settings as empty strings)', () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      S3_URL: '',
      HOTMART_HOTTOK: '',
      PAYPHONE_TOKEN: '',
      PORT: '',
    });
    expect(config).toMatchObject({ s3: null, hotmartHottok: null, port: 3000 });
    expect(() => loadConfig({ NODE_ENV: 'production', SMTP_URL: '' })).toThrow(/SMTP_URL/);
  });

  it.each([
    'minio:9000/bucket',
    'ftp://k:s@host/bucket',
    'http://host:9000/bucket',
    'http://k@host:9000/bucket',
    'http://k:s@host:9000/',
    'http://k:s@host:9000/Mal_Bucket',
    'http://k:s@host:9000/b/c',
  ])('refuses %s, naming the variable and never echoing the secret', (value) => {
    expect(() => loadConfig({ NODE_ENV: 'test', S3_URL: value })).toThrow(ConfigError);
    try {
      loadConfig({ NODE_ENV: 'test', S3_URL: value });
    } catch (err) {
      expect((err as Error).message).toContain('S3_URL');
      expect((err as Error).message).not.toContain(':s@');
    }
  });
});

describe('uploads in S3-compatible storage (s3rver)', () => {
  let server: S3rver;
  let dir: string;
  let t: TestApp;
  let s3: S3Client;

  const objects = async (prefix: string) =>
    ((await s3.send(new ListObjectsV2Command({ Bucket: BUCKET, Prefix: prefix }))).Contents ?? []).map(
      (o) => o.Key,
    );

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'campus-s3-'));
    server = new S3rver({
      port: 0,
      address: '127.0.0.1',
      silent: true,
      directory: dir,
      configureBuckets: [{ name: BUCKET, configs: [] }],
    });
    const { port } = await server.run();
    const env = { S3_URL: `http://${KEY}:${KEY}@127.0.0.1:${port}/${BUCKET}` };
    t = await createTestApp(env);
    s3 = s3Client(t.config.s3!);
  });
  afterAll(async () => {
    s3?.destroy();
    await t?.close();
    await server?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('a profile photo goes to the bucket, is served at its /uploads/ URL, and a new one deletes the old', async () => {
    const me = await createUser(t.db);
    const send = async () =>
      call(t.app, me.token, {
        method: 'POST',
        url: '/api/v2/userImage',
        ...multipart('image', 'foto.png', await picture('png')),
      });
    const first = await send();
    expect(first.statusCode, first.body).toBe(200);
    const url: string = first.json().data.image;
    expect(url).toMatch(/^\/uploads\/avatars\/[0-9a-f]{24}\.webp$/);
    expect(await objects('avatars/')).toEqual([keyOfUrl(url)]);
    expect(t.app.storage.kind).toBe('s3');

    const served = await t.app.inject({ url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=86400');
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 400 });
    const me2 = await call(t.app, me.token, { method: 'GET', url: '/api/v2/userId' });
    expect(me2.json().data.person.image).toBe(url);

    const second = (await send()).json().data.image;
    expect(second).not.toBe(url);
    expect(await objects('avatars/')).toEqual([keyOfUrl(second)]);
    expect((await t.app.inject({ url })).statusCode).toBe(404);
  });

  it('an operator upload is stored in the bucket and served with ETag/304 and byte ranges; replacing it removes the old object', async () => {
    const op = await createOperator(t.app, t.db);
    const admin = (url: string, extra: object) =>
      call(t.app, op.adminToken, { method: 'POST', url, ...extra });
    const { id } = (await admin('/api/admin/categories', { payload: { name: 'Con imagen S3' } })).json();
    const ok = await admin(
      `/api/admin/categories/${id}/image`,
      multipart('file', 'foto.jpg', await picture()),
    );
    expect(ok.statusCode, ok.body).toBe(200);
    const url: string = ok.json().image;
    expect(url).toMatch(/^\/uploads\/categories\/[a-f0-9]{24}\.webp$/);
    expect(await objects('categories/')).toEqual([keyOfUrl(url)]);

    const full = await t.app.inject({ url });
    expect(full.statusCode).toBe(200);
    expect(full.headers['accept-ranges']).toBe('bytes');
    const etag = full.headers.etag as string;
    expect(etag).toBeTruthy();
    const again = await t.app.inject({ url, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    const part = await t.app.inject({ url, headers: { range: 'bytes=0-9' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 0-9/${full.rawPayload.length}`);
    expect(part.rawPayload).toEqual(full.rawPayload.subarray(0, 10));
    const head = await t.app.inject({ method: 'HEAD', url });
    expect(head.statusCode).toBe(200);
    expect(Number(head.headers['content-length'])).toBe(full.rawPayload.length);

    const replaced = await admin(
      `/api/admin/categories/${id}/image`,
      multipart('file', 'otra.png', await picture('png')),
    );
    expect(replaced.statusCode).toBe(200);
    expect(await objects('categories/')).toEqual([keyOfUrl(replaced.json().image)]);
  });

  it('a lesson file goes to the private/ prefix, never answers at /uploads/, and streams by signed link only', async () => {
    const op = await createOperator(t.app, t.db);
    const admin = (method: 'POST' | 'PUT', url: string, extra: object) =>
      call(t.app, op.adminToken, { method, url, ...extra });
    const c = (
      await admin('POST', '/api/admin/courses', {
        payload: {
          name: 'Curso S3',
          description: 'd',
          about: 'a',
          price: '10.00',
          free: false,
          featured: false,
          certificate: false,
          hours: null,
          external_checkout_url: '',
          specialist_id: null,
          category_ids: [],
          published: true,
        },
      })
    ).json();
    const m = (await admin('POST', `/api/admin/courses/${c.id}/modules`, { payload: { name: 'M' } })).json()
      .modules[0];
    const l = (await admin('POST', `/api/admin/modules/${m.id}/lessons`, { payload: { name: 'L' } })).json()
      .modules[0].lessons[0];
    const r = (
      await admin('POST', `/api/admin/lessons/${l.id}/resources`, { payload: { name: 'Clase', type: 2 } })
    ).json().modules[0].lessons[0].resources[0];
    const video = readFileSync(path.join(MEDIA_DIR, 'video', 'demo-clase.mp4'));
    const up = await admin('POST', `/api/admin/resources/${r.id}/file`, multipart('file', 'c.mp4', video));
    expect(up.statusCode, up.body).toBe(200);
    const stored = up.json().modules[0].lessons[0].resources[0];
    expect(stored).toMatchObject({ duration: DEMO_VIDEO_SECONDS });
    const key = stored.url.slice('/private/'.length);
    expect(await objects('private/resources/')).toEqual([`private/${key}`]);
    expect(await objects('resources/')).toEqual([]);
    // Neither its own path nor the old public one answers; nor does a file left at the old key.
    await s3.send(new PutObjectCommand({ Bucket: BUCKET, Key: key, Body: video }));
    expect((await t.app.inject({ url: `/uploads/${key}` })).statusCode).toBe(404);
    expect((await t.app.inject({ url: stored.url })).headers['content-type'] ?? '').not.toMatch(/video/);

    const student = await createUser(t.db);
    await enrol(t.db, student.user.id, c.id);
    const detail = await call(t.app, student.token, {
      method: 'POST',
      url: '/api/v1/getUserCourseDetail',
      payload: { user_id: student.user.id, mounted_course_id: c.id },
    });
    const link: string = detail.json().mounted_curses.modules[0].lessons[0].resources[0].data.url;
    const part = await t.app.inject({ url: link, headers: { range: 'bytes=0-9' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['cache-control']).toMatch(/^private/);
    expect(part.rawPayload.equals(video.subarray(0, 10))).toBe(true);
  });

  it('a row that cannot be saved leaves no object behind; unknown or foreign paths answer 404', async () => {
    const op = await createOperator(t.app, t.db);
    const before = await objects('categories/');
    const res = await call(t.app, op.adminToken, {
      method: 'POST',
      url: '/api/admin/categories/999999/image',
      ...multipart('file', 'foto.jpg', await picture()),
    });
    expect(res.statusCode).toBe(404);
    expect(await objects('categories/')).toEqual(before);
    for (const url of [
      '/uploads/categories/000000000000000000000000.webp',
      '/uploads/categories/..%2F..%2Fsecret.txt',
      '/uploads/categories/a.b.webp',
    ]) {
      const answer = await t.app.inject({ url });
      expect(answer.statusCode, url).toBe(404);
      expect(answer.json().code).toBe('not_found');
    }
    // a malformed escape is refused by the router before storage is asked (never a 500)
    expect((await t.app.inject({ url: '/uploads/categories/%E0%A4%A.webp' })).statusCode).toBe(400);
  });
});

describe('S3 storage unreachable', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Nothing listens on port 1: the bucket check at start only warns; uploads answer 503.
    t = await createTestApp({ S3_URL: `http://${KEY}:${KEY}@127.0.0.1:1/${BUCKET}` });
  });
  afterAll(async () => t?.close());

  it('an upload answers 503 and saves nothing: the photo stays as it was', async () => {
    const me = await createUser(t.db);
    const res = await call(t.app, me.token, {
      method: 'POST',
      url: '/api/v2/userImage',
      ...multipart('image', 'foto.jpg', await picture()),
    });
    expect(res.statusCode).toBe(503);
    expect(res.json().code).toBe('service_unavailable');
    const me2 = await call(t.app, me.token, { method: 'GET', url: '/api/v2/userId' });
    expect(me2.json().data.person.image).toBeNull();
    const served = await t.app.inject({ url: '/uploads/avatars/000000000000000000000000.webp' });
    expect(served.statusCode).toBe(503);
  });
});
