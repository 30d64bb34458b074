import type { Executor } from '../../db/client.ts';
import { deleteDeadCredentials } from './auth.repository.ts';

/**
 * Removes access tokens and reset links nobody can use any more (expired or revoked/used), in
 * batches so no statement runs long. Safe to run from several instances at once (plain deletes).
 */
export async function purgeDeadCredentials(db: Executor, now = new Date(), batch = 5000): Promise<number> {
  let total = 0;
  for (;;) {
    const n = await deleteDeadCredentials(db, now, batch);
    total += n;
    if (n < batch) return total;
  }
}
