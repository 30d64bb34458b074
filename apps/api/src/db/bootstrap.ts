import { OAUTH_CLIENT_ID, PROJECT_ID } from '@campus/contract';
import type { Config } from '../config.ts';
import { syncClientSecret } from '../modules/oauth/oauth.service.ts';
import type { Database } from './client.ts';
import { projects } from './schema.ts';

/** Rows the product cannot run without, on every start: project 4 and its web client 1. */
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
  await syncClientSecret(db, OAUTH_CLIENT_ID, PROJECT_ID, config.oauthClientSecret);
}
