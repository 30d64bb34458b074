import { PROJECT_ID, ROLE } from '@campus/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, clientToken, createTestApp, type TestApp } from '../../test/helpers.ts';
import { DEMO_OPERATOR, seedDemoOperator } from '../db/seed/operator.ts';
import { createAccount } from '../modules/auth/auth.service.ts';
import { generatePassword, parseAdminCreateArgs } from './admin-create.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const adminLogin = async (email: string, password: string) =>
  call(t.app, await clientToken(t.app), {
    method: 'POST',
    url: '/api/admin/login',
    payload: { email, password },
  });

describe('npm run admin:create', () => {
  it('reads --email and --password, refusing a bad e-mail or a weak password', () => {
    expect(parseAdminCreateArgs(['--email', ' Ana@Ejemplo.com '])).toMatchObject({
      email: 'ana@ejemplo.com',
      password: null,
    });
    expect(() => parseAdminCreateArgs([])).toThrow('--email');
    expect(() => parseAdminCreateArgs(['--email', 'no-es-correo'])).toThrow('--email');
    expect(() => parseAdminCreateArgs(['--email', 'a@b.co', '--password', '123'])).toThrow('--password');
    expect(generatePassword()).toMatch(/^[\w-]{24}$/);
  });

  it('creates an operator who can log in to /api/admin; an existing e-mail is refused', async () => {
    const password = generatePassword();
    const input = {
      projectId: PROJECT_ID,
      email: 'nuevo.operador@ejemplo.com',
      password,
      role: ROLE.admin,
      firstName: 'Operador',
      surnames: '',
    };
    expect(await createAccount(t.db, input)).toBeTypeOf('number');
    expect(await createAccount(t.db, input)).toBeNull();
    const res = await adminLogin(input.email, password);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().role).toBe(1);
  });
});

describe('demo operator', () => {
  it('is never seeded in production', async () => {
    expect(await seedDemoOperator(t.db, 'production')).toBe(false);
    expect((await adminLogin(DEMO_OPERATOR.email, DEMO_OPERATOR.password)).statusCode).toBe(401);
  });

  it('is seeded otherwise (once) and logs in with the printed password', async () => {
    expect(await seedDemoOperator(t.db, 'development')).toBe(true);
    expect(await seedDemoOperator(t.db, 'development')).toBe(false);
    expect((await adminLogin(DEMO_OPERATOR.email, DEMO_OPERATOR.password)).statusCode).toBe(200);
  });
});
