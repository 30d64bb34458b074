// The operator's reads of contact messages and support questions.
import { and, count, desc, eq, ilike, or } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { containing } from '../../db/like.ts';
import { contacts } from '../../db/schema.ts';

export type ContactRow = typeof contacts.$inferSelect;

export async function listContactsPage(
  db: Executor,
  filter: { projectId: number; tag?: string; q?: string },
  page: number,
  perPage: number,
): Promise<{ rows: ContactRow[]; total: number }> {
  const where = and(
    eq(contacts.projectId, filter.projectId),
    filter.tag ? eq(contacts.codeRelation, filter.tag) : undefined,
    filter.q
      ? or(
          ilike(contacts.email, containing(filter.q)),
          ilike(contacts.name, containing(filter.q)),
          ilike(contacts.lastName, containing(filter.q)),
          ilike(contacts.subject, containing(filter.q)),
          ilike(contacts.message, containing(filter.q)),
        )
      : undefined,
  );
  const [rows, [totalRow]] = await Promise.all([
    db
      .select()
      .from(contacts)
      .where(where)
      .orderBy(desc(contacts.createdAt), desc(contacts.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ n: count() }).from(contacts).where(where),
  ]);
  return { rows, total: totalRow?.n ?? 0 };
}
