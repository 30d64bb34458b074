import { ROLE } from '@campus/contract';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Database } from '../src/db/client.ts';
import { createUser } from './factories.ts';
import { call, clientToken } from './helpers.ts';

/** An operator (role 1) logged in through POST /api/admin/login: its e-mail, password and token. */
export async function createOperator(app: FastifyInstance, db: Database, email?: string) {
  const operator = await createUser(db, { role: ROLE.admin, ...(email ? { email } : {}) });
  const res = await call(app, await clientToken(app), {
    method: 'POST',
    url: '/api/admin/login',
    payload: { email: operator.email, password: operator.password },
  });
  expect(res.statusCode, res.body).toBe(200);
  return { ...operator, adminToken: res.json().access_token as string };
}

/**
 * Every /api/admin route of the app, read from its route table (`printRoutes`), as [METHOD, path]
 * pairs; HEAD (added by Fastify to every GET) is left out.
 */
export function adminRouteTable(app: FastifyInstance): Array<[string, string]> {
  const lines = app.printRoutes({ commonPrefix: false }).split('\n');
  const stack: string[] = [];
  const routes: Array<[string, string]> = [];
  for (const line of lines) {
    const match = /^((?:[│ ] {3})*)[├└]── (\S+)(?: \(([A-Z, ]+)\))?$/u.exec(line.trimEnd());
    if (!match) continue;
    const depth = match[1]!.length / 4;
    stack.length = depth;
    stack.push(match[2]!);
    const path = `/${stack.join('').replace(/^\/+/, '')}`.replace(/\/{2,}/g, '/');
    if (!match[3] || !path.startsWith('/api/admin')) continue;
    for (const method of match[3].split(',').map((m) => m.trim())) {
      if (method !== 'HEAD') routes.push([method, path]);
    }
  }
  return routes;
}

/**
 * A 422 naming `field` with Spanish messages (the operator area words its own rules: "El ID de
 * YouTube tiene 11 caracteres…", "Tipo de archivo no permitido…"), never zod's English.
 */
export function expectAdmin422(
  res: { statusCode: number; body: string; json(): { message?: unknown; errors?: Record<string, string[]> } },
  field: string,
) {
  expect(res.statusCode, res.body).toBe(422);
  const messages = res.json().errors?.[field];
  expect(messages, res.body).toBeDefined();
  for (const m of messages ?? []) {
    expect(m).toMatch(/[a-záéíóúñ]{3,}/i);
    expect(m).not.toMatch(/\b(Invalid|expected|Required|received|must|Too)\b/);
  }
}
