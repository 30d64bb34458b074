import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { paymentEvents } from '../../db/schema.ts';

/** Whether this provider's event id was already applied. */
export async function paymentEventExists(db: Executor, provider: string, eventId: string): Promise<boolean> {
  const rows = await db
    .select({ id: paymentEvents.id })
    .from(paymentEvents)
    .where(and(eq(paymentEvents.provider, provider), eq(paymentEvents.eventId, eventId)))
    .limit(1);
  return rows.length > 0;
}

/** Records a webhook event (inside the transaction that applied it); false when this provider already sent this event id (a replay). */
export async function insertPaymentEvent(
  db: Executor,
  provider: string,
  eventId: string,
  reference: string,
): Promise<boolean> {
  const rows = await db
    .insert(paymentEvents)
    .values({ provider, eventId, reference })
    .onConflictDoNothing({ target: [paymentEvents.provider, paymentEvents.eventId] })
    .returning({ id: paymentEvents.id });
  return rows.length > 0;
}
