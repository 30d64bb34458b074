// The only place that touches contacts (messages people send from the contact forms).
import type { Executor } from '../../db/client.ts';
import { contacts } from '../../db/schema.ts';

export type ContactValues = typeof contacts.$inferInsert;

export async function insertContact(db: Executor, values: ContactValues): Promise<number> {
  const [row] = await db.insert(contacts).values(values).returning({ id: contacts.id });
  return row!.id;
}
