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
