// OAuth clients and the bearer tokens every call carries (spec §7 "Token and auth").
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { accessTokens, oauthClients, users } from '../../db/schema.ts';

export async function findClient(db: Database, id: number) {
  const [client] = await db.select().from(oauthClients).where(eq(oauthClients.id, id));
  return client ?? null;
}

/** The live (not revoked, not expired) token with this hash, with its user's role. */
export async function findLiveToken(db: Database, tokenHash: string, now: Date) {
  const [row] = await db
    .select({
      tokenId: accessTokens.id,
      clientId: accessTokens.clientId,
      userId: accessTokens.userId,
      role: users.role,
    })
    .from(accessTokens)
    .leftJoin(users, eq(users.id, accessTokens.userId))
    .where(
      and(
        eq(accessTokens.tokenHash, tokenHash),
        isNull(accessTokens.revokedAt),
        gt(accessTokens.expiresAt, now),
      ),
    )
    .limit(1);
  return row ?? null;
}
