import { PROJECT_ID } from '@campus/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOperator, expectAdmin422 } from '../../../test/admin.ts';
import { createUser } from '../../../test/factories.ts';
import { call, createTestApp, huge, type TestApp } from '../../../test/helpers.ts';
import { contacts, leads } from '../../db/schema.ts';

let t: TestApp;
let op: Awaited<ReturnType<typeof createOperator>>;
beforeAll(async () => {
  t = await createTestApp();
  op = await createOperator(t.app, t.db);
  // 2026-03-10 09:00 and 2026-03-11 23:30 in Ecuador (UTC−5), the second one a formula.
  await t.db.insert(leads).values([
    {
      projectId: PROJECT_ID,
      email: 'maria.lopez@ejemplo.com',
      codeRelation: 'controla-diabetes',
      name: 'María',
      lastName: 'López Ñandú',
      phone: '+593991234567',
      createdAt: new Date('2026-03-10T14:00:00Z'),
    },
    {
      projectId: PROJECT_ID,
      email: 'pedro@ejemplo.com',
      codeRelation: 'controla-diabetes',
      name: '=HYPERLINK("http://malo")',
      lastName: 'Ruiz',
      createdAt: new Date('2026-03-12T04:30:00Z'),
    },
    {
      projectId: PROJECT_ID,
      email: 'ana@ejemplo.com',
      codeRelation: 'webinar',
      name: 'Ana',
      lastName: 'Vera',
      createdAt: new Date('2026-03-15T15:00:00Z'),
    },
  ]);
});
afterAll(() => t.close());

const admin = (url: string) => call(t.app, op.adminToken, { method: 'GET', url });
const emails = (res: { json(): { data: Array<{ email: string }> } }) => res.json().data.map((l) => l.email);

describe('operator leads', () => {
  it('filters by tag, by days in Ecuador time and by e-mail or name, newest first, with pages', async () => {
    const all = await admin('/api/admin/leads?tag=controla-diabetes');
    expect(all.statusCode, all.body).toBe(200);
    expect(emails(all)).toEqual(['pedro@ejemplo.com', 'maria.lopez@ejemplo.com']);
    expect(all.json().data[1]).toMatchObject({ tag: 'controla-diabetes', name: 'María', confirmed: false });
    // 23:30 of 11 March in Ecuador is 12 March in UTC: it belongs to the 11th.
    expect(emails(await admin('/api/admin/leads?from=2026-03-11&to=2026-03-11'))).toEqual([
      'pedro@ejemplo.com',
    ]);
    expect(emails(await admin('/api/admin/leads?from=2026-03-12'))).toEqual(['ana@ejemplo.com']);
    expect(emails(await admin('/api/admin/leads?q=%C3%91and%C3%BA'))).toEqual(['maria.lopez@ejemplo.com']);
    const paged = (await admin('/api/admin/leads?per_page=2&page=2')).json();
    expect(paged).toMatchObject({ total: 3, last_page: 2, current_page: 2 });
    expect(paged.data).toHaveLength(1);
  });

  it('downloads the CSV with BOM, ";" for Excel in Spanish, and formulas defused', async () => {
    const res = await admin('/api/admin/leads/export?tag=controla-diabetes');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv; charset=utf-8/);
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="leads-controla-diabetes-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const body = res.rawPayload.toString('utf8');
    expect(body.startsWith('\uFEFFid;fecha (hora de Ecuador);email;')).toBe(true);
    const lines = body.trim().split('\r\n');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(';maria.lopez@ejemplo.com;María;López Ñandú;+593991234567;controla-diabetes;');
    expect(lines[1]).toContain('2026-03-10 09:00');
    expect(lines[2]).toContain(`;"'=HYPERLINK(""http://malo"")";`);
    const comma = (await admin('/api/admin/leads/export?separator=,&from=2026-03-15')).rawPayload.toString(
      'utf8',
    );
    expect(comma.trim().split('\r\n')).toHaveLength(2);
    expect(comma).toContain(',ana@ejemplo.com,Ana,Vera,');
  });

  it('writes each CSV export to the audit log: who, filters and rows (refused ones are not exports)', async () => {
    const before = (await admin('/api/admin/audit?entity=leads')).json().total as number;
    expect((await admin('/api/admin/leads/export?tag=controla-diabetes&from=2026-03-01')).statusCode).toBe(
      200,
    );
    expect((await admin('/api/admin/leads/export?separator=|')).statusCode).toBe(422);
    const audit = (await admin('/api/admin/audit?entity=leads')).json();
    expect(audit.total).toBe(before + 1);
    expect(audit.data[0]).toMatchObject({
      action: 'export',
      entity: 'leads',
      entity_id: null,
      actor_email: op.email,
      user_id: op.user.id,
      after: {
        via: 'api',
        filters: { tag: 'controla-diabetes', from: '2026-03-01', to: null },
        rows: 2,
        ip: '127.0.0.1',
      },
    });
  });

  it('answers bad input in Spanish and students with 403', async () => {
    expectAdmin422(await admin('/api/admin/leads?from=2026-02-30'), 'from');
    expectAdmin422(await admin('/api/admin/leads?to=ayer'), 'to');
    expectAdmin422(await admin('/api/admin/leads?from=2026-03-12&to=2026-03-11'), 'to');
    expectAdmin422(await admin(`/api/admin/leads?tag=${huge(300)}`), 'tag');
    expectAdmin422(await admin('/api/admin/leads?page=0'), 'page');
    expectAdmin422(await admin('/api/admin/leads/export?separator=|'), 'separator');
    const student = await createUser(t.db);
    for (const url of ['/api/admin/leads', '/api/admin/leads/export']) {
      expect((await call(t.app, student.token, { method: 'GET', url })).statusCode, url).toBe(403);
    }
  });
});

describe('operator contacts and support questions', () => {
  it('lists messages newest first, filtered by form and searched by text; bad input 422; students 403', async () => {
    await t.db.insert(contacts).values([
      {
        projectId: PROJECT_ID,
        name: 'Jorge',
        lastName: 'Mena',
        email: 'jorge@ejemplo.com',
        message: '¿Emiten factura a nombre de mi clínica?',
        codeRelation: 'contact_form',
        createdAt: new Date('2026-04-01T12:00:00Z'),
      },
      {
        projectId: PROJECT_ID,
        name: 'Lucía',
        email: 'lucia@ejemplo.com',
        subject: 'Consulta sobre la guía',
        message: 'No me llegó el PDF',
        codeRelation: 'addBook',
        createdAt: new Date('2026-04-02T12:00:00Z'),
      },
    ]);
    const all = await admin('/api/admin/contacts');
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json().data.map((c: { email: string }) => c.email)).toEqual([
      'lucia@ejemplo.com',
      'jorge@ejemplo.com',
    ]);
    expect(all.json().data[0]).toMatchObject({ subject: 'Consulta sobre la guía', tag: 'addBook' });
    const byTag = (await admin('/api/admin/contacts?tag=contact_form')).json();
    expect(byTag.data.map((c: { name: string }) => c.name)).toEqual(['Jorge']);
    expect((await admin('/api/admin/contacts?q=factura')).json().total).toBe(1);
    expectAdmin422(await admin(`/api/admin/contacts?tag=${huge(300)}`), 'tag');
    expectAdmin422(await admin('/api/admin/contacts?per_page=x'), 'per_page');
    const student = await createUser(t.db);
    expect((await call(t.app, student.token, { method: 'GET', url: '/api/admin/contacts' })).statusCode).toBe(
      403,
    );
  });
});
