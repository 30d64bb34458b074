// The operator's reads of orders (issue 13, part B): one page with a status filter and a search.
import { and, count, desc, eq, ilike, or } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { orders } from '../../db/schema.ts';
import type { OrderRow } from './orders.repository.ts';

/** `%text%` for ILIKE with the pattern characters of `text` taken literally. */
const contains = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export async function listOrdersPage(
  db: Executor,
  filter: { status?: string; q?: string },
  page: number,
  perPage: number,
): Promise<{ rows: OrderRow[]; total: number }> {
  const where = and(
    filter.status ? eq(orders.status, filter.status) : undefined,
    filter.q
      ? or(ilike(orders.email, contains(filter.q)), ilike(orders.reference, contains(filter.q)))
      : undefined,
  );
  const [rows, [totalRow]] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ n: count() }).from(orders).where(where),
  ]);
  return { rows, total: totalRow?.n ?? 0 };
}
