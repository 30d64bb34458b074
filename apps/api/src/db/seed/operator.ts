import { PROJECT_ID, ROLE } from '@campus/contract';
import { hashPassword } from '../../lib/passwords.ts';
import type { Database } from '../client.ts';
import { people, users } from '../schema.ts';

/** The demo operator printed at start-up (demo data only; never seeded in production). */
export const DEMO_OPERATOR = {
  email: 'operador@campussalud.local',
  password: 'Operador-Salud-2026',
  firstName: 'Operador',
  surnames: 'Demo',
} as const;

/**
 * Adds the demo operator (role 1) when missing. Refused in production: a known password must never
 * open the operator area of a real site (production operators come from `npm run admin:create`).
 */
export async function seedDemoOperator(db: Database, env = process.env.NODE_ENV): Promise<boolean> {
  if (env === 'production') return false;
  const [row] = await db
    .insert(users)
    .values({
      projectId: PROJECT_ID,
      email: DEMO_OPERATOR.email,
      passwordHash: await hashPassword(DEMO_OPERATOR.password),
      role: ROLE.admin,
    })
    .onConflictDoNothing()
    .returning({ id: users.id });
  if (!row) return false;
  await db
    .insert(people)
    .values({ userId: row.id, firstName: DEMO_OPERATOR.firstName, surnames: DEMO_OPERATOR.surnames });
  return true;
}
