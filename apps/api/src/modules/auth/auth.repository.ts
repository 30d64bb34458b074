import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { accessTokens, legalDocuments, passwordResets, people, users } from '../../db/schema.ts';

/** A user with their personal data, as every accounts answer shows them. */
export type UserRow = {
  id: number;
  email: string;
  role: number;
  firstName: string | null;
  surnames: string | null;
  document: string | null;
  phone: string | null;
  mobile: string | null;
  birthday: string | null;
  sex: string | null;
  image: string | null;
};

const userColumns = {
  id: users.id,
  email: users.email,
  role: users.role,
  firstName: people.firstName,
  surnames: people.surnames,
  document: people.document,
  phone: people.phone,
  mobile: people.mobile,
  birthday: people.birthday,
  sex: people.sex,
  image: people.image,
};

export async function findUserView(db: Executor, userId: number): Promise<UserRow | null> {
  const [row] = await db
    .select(userColumns)
    .from(users)
    .leftJoin(people, eq(people.userId, users.id))
    .where(eq(users.id, userId));
  return row ?? null;
}

export async function findUserByEmail(db: Executor, projectId: number, email: string) {
  const [row] = await db
    .select({ id: users.id, email: users.email, role: users.role, passwordHash: users.passwordHash })
    .from(users)
    .where(and(eq(users.projectId, projectId), eq(users.email, email)));
  return row ?? null;
}

export async function findPasswordHash(db: Executor, userId: number): Promise<string | null> {
  const [row] = await db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, userId));
  return row?.hash ?? null;
}

/** Inserts the user; null when the e-mail is already registered in the project. */
export async function insertUser(
  db: Executor,
  values: { projectId: number; email: string; passwordHash: string; role: number },
): Promise<number | null> {
  const [row] = await db
    .insert(users)
    .values(values)
    .onConflictDoNothing({ target: [users.projectId, users.email] })
    .returning({ id: users.id });
  return row?.id ?? null;
}

export async function insertPerson(db: Executor, values: typeof people.$inferInsert): Promise<void> {
  await db.insert(people).values(values);
}

export async function updatePasswordHash(db: Executor, userId: number, passwordHash: string): Promise<void> {
  await db.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, userId));
}

// ── Access tokens ───────────────────────────────────────────────────────────────────────────
export async function insertAccessToken(
  db: Executor,
  values: { tokenHash: string; clientId: number; userId: number; expiresAt: Date },
): Promise<void> {
  await db.insert(accessTokens).values(values);
}

export async function revokeToken(db: Executor, tokenId: number): Promise<void> {
  await db
    .update(accessTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(accessTokens.id, tokenId), isNull(accessTokens.revokedAt)));
}

/** Revokes every live token of the user, except `keepTokenId` when given (the caller's own). */
export async function revokeUserTokens(db: Executor, userId: number, keepTokenId?: number): Promise<void> {
  await db
    .update(accessTokens)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(accessTokens.userId, userId),
        isNull(accessTokens.revokedAt),
        keepTokenId === undefined ? undefined : ne(accessTokens.id, keepTokenId),
      ),
    );
}

// ── Password resets ─────────────────────────────────────────────────────────────────────────
export async function insertPasswordReset(
  db: Executor,
  values: { userId: number; email: string; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db.insert(passwordResets).values(values);
}

/** Marks every pending reset of the user as used (a newer link, or the password changed). */
export async function burnPendingResets(db: Executor, userId: number): Promise<void> {
  await db
    .update(passwordResets)
    .set({ usedAt: new Date() })
    .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
}

/** Whether a reset token matches the e-mail, is unused and not expired (it is not spent). */
export async function isPasswordResetUsable(
  db: Executor,
  tokenHash: string,
  email: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: passwordResets.id })
    .from(passwordResets)
    .where(
      and(
        eq(passwordResets.tokenHash, tokenHash),
        eq(passwordResets.email, email),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, new Date()),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * Spends a reset token: marks it used if it matches the e-mail, is unused and not expired, in one
 * statement, so two simultaneous submissions cannot both succeed. Returns the user id, or null.
 */
export async function claimPasswordReset(
  db: Executor,
  tokenHash: string,
  email: string,
): Promise<number | null> {
  const [row] = await db
    .update(passwordResets)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(passwordResets.tokenHash, tokenHash),
        eq(passwordResets.email, email),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, new Date()),
      ),
    )
    .returning({ userId: passwordResets.userId });
  return row?.userId ?? null;
}

// ── Legal documents ─────────────────────────────────────────────────────────────────────────
export async function findLegalDocument(db: Executor, projectId: number, id: number) {
  const [row] = await db
    .select({ title: legalDocuments.title, body: legalDocuments.body })
    .from(legalDocuments)
    .where(and(eq(legalDocuments.projectId, projectId), eq(legalDocuments.id, id)));
  return row ?? null;
}

/**
 * Deletes up to `limit` access tokens that expired or were revoked before `before`, and reset links
 * that expired or were used before it. Returns how many rows went.
 */
export async function deleteDeadCredentials(db: Executor, before: Date, limit: number): Promise<number> {
  const tokens = await db
    .delete(accessTokens)
    .where(
      sql`${accessTokens.id} in (select id from access_tokens where expires_at < ${before} or revoked_at < ${before} limit ${limit})`,
    )
    .returning({ id: accessTokens.id });
  const resets = await db
    .delete(passwordResets)
    .where(
      sql`${passwordResets.id} in (select id from password_resets where expires_at < ${before} or used_at < ${before} limit ${limit})`,
    )
    .returning({ id: passwordResets.id });
  return tokens.length + resets.length;
}
