import { OAUTH_CLIENT_ID, PROJECT_ID } from '@campus/contract';
import type { Config } from '../config.ts';
import { hashToken } from '../lib/tokens.ts';
import type { Database } from './client.ts';
import { oauthClients, projects } from './schema.ts';

/**
 * Rows the product cannot run without, on every start: project 4 and its web client 1, whose stored
 * secret hash follows OAUTH_CLIENT_SECRET (so rotating the variable rotates it; the oauth module
 * compares secrets by this hash, `sameSecret` in lib/tokens.ts). Like the seed, this floor writes
 * tables itself and calls no module.
 */
export async function bootstrap(db: Database, config: Config): Promise<void> {
  await db
    .insert(projects)
    .values({
      id: PROJECT_ID,
      name: 'Campus Salud',
      description: 'Educación médica continua en línea para profesionales de la salud de Latinoamérica.',
      url: config.publicUrl,
      email: config.supportEmail,
      phone: '+593 99 123 4567',
    })
    .onConflictDoNothing();
  const secretHash = hashToken(config.oauthClientSecret);
  await db
    .insert(oauthClients)
    .values({ id: OAUTH_CLIENT_ID, name: 'Sitio web', projectId: PROJECT_ID, secretHash })
    .onConflictDoUpdate({ target: oauthClients.id, set: { secretHash } });
}
