import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOperator, expectAdmin422 } from '../../../test/admin.ts';
import { createUser } from '../../../test/factories.ts';
import { call, clientToken, createTestApp, huge, type TestApp } from '../../../test/helpers.ts';

let t: TestApp;
let op: Awaited<ReturnType<typeof createOperator>>;
beforeAll(async () => {
  t = await createTestApp();
  op = await createOperator(t.app, t.db);
});
afterAll(() => t.close());

const admin = (method: 'GET' | 'PUT', url: string, payload?: object) =>
  call(t.app, op.adminToken, { method, url, ...(payload ? { payload } : {}) });

describe('operator legal documents', () => {
  it('creates and replaces a document; the public call shows it at once; audited', async () => {
    const created = await admin('PUT', '/api/admin/legal-documents/1', {
      title: 'Términos y condiciones',
      body: 'Primera versión.',
    });
    expect(created.statusCode, created.body).toBe(200);
    const edited = await admin('PUT', '/api/admin/legal-documents/1', {
      title: '  Términos y condiciones de uso ',
      body: 'Segunda versión, con ñ y tildes.',
    });
    expect(edited.json()).toMatchObject({ id: 1, title: 'Términos y condiciones de uso' });
    expect((await admin('GET', '/api/admin/legal-documents')).json().data).toEqual([
      expect.objectContaining({ id: 1, body: 'Segunda versión, con ñ y tildes.' }),
    ]);
    const publicDoc = await call(t.app, await clientToken(t.app), {
      method: 'GET',
      url: '/api/v1/legal-document/1',
    });
    expect(publicDoc.body).toContain('Segunda versión, con ñ y tildes.');
    const audit = (await admin('GET', '/api/admin/audit?entity=legal_documents&entity_id=1')).json();
    expect(audit.data).toHaveLength(2);
    expect(audit.data[0].before.body).toBe('Primera versión.');
    expect(audit.data[0].after.body).toBe('Segunda versión, con ñ y tildes.');
  });

  it('answers bad input in Spanish, unknown ids with 404 and students with 403', async () => {
    expectAdmin422(await admin('PUT', '/api/admin/legal-documents/2', { title: '', body: 'x' }), 'title');
    expectAdmin422(await admin('PUT', '/api/admin/legal-documents/2', { title: 'T' }), 'body');
    expectAdmin422(
      await admin('PUT', '/api/admin/legal-documents/2', { title: huge(300), body: 'x' }),
      'title',
    );
    expectAdmin422(await admin('PUT', '/api/admin/legal-documents/2', { title: 5, body: 'x' }), 'title');
    expectAdmin422(await admin('GET', '/api/admin/legal-documents/abc'), 'id');
    expect((await admin('GET', '/api/admin/legal-documents/987')).statusCode).toBe(404);
    const student = await createUser(t.db);
    for (const [method, url] of [
      ['GET', '/api/admin/legal-documents'],
      ['GET', '/api/admin/legal-documents/1'],
      ['PUT', '/api/admin/legal-documents/1'],
    ] as const) {
      const res = await call(t.app, student.token, {
        method,
        url,
        ...(method === 'PUT' ? { payload: { title: 'X', body: 'Y' } } : {}),
      });
      expect(res.statusCode, url).toBe(403);
    }
  });
});
