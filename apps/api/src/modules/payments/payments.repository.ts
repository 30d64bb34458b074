import type { Executor } from '../../db/client.ts';
import { paymentEvents } from '../../db/schema.ts';

/** Records a webhook event; false when this provider already sent this event id (a replay). */
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
