import {
  CLIENT_TOKEN_TTL_SECONDS,
  ERROR_CODES,
  MESSAGES,
  type TokenRequest,
  type TokenResponse,
} from '@campus/contract';
import type { Database } from '../../db/client.ts';
import { Unauthorized } from '../../lib/errors.ts';
import {
  hashToken,
  isSignedClientToken,
  sameSecret,
  signClientToken,
  verifyClientToken,
} from '../../lib/tokens.ts';
import { findClient, findLiveToken } from './oauth.repository.ts';

/**
 * Issues a one-year bearer token to a known client whose secret matches (spec §7, §9). The token is
 * signed with TOKEN_SIGNING_KEY (`lib/tokens.ts`): nothing is stored, so anonymous visitors (or a
 * bot) cannot grow a table, and every instance verifies it without the database.
 */
export async function issueClientToken(
  db: Database,
  request: TokenRequest,
  signingKey: string,
): Promise<TokenResponse> {
  const client = await findClient(db, request.client_id);
  if (!client || !sameSecret(request.client_secret, client.secretHash)) {
    throw new Unauthorized(MESSAGES.invalidClient, ERROR_CODES.invalidClient);
  }
  const expiresAt = new Date(Date.now() + CLIENT_TOKEN_TTL_SECONDS * 1000);
  const token = signClientToken(signingKey, client.id, expiresAt);
  return { token_type: 'Bearer', expires_in: CLIENT_TOKEN_TTL_SECONDS, access_token: token };
}

export type TokenOwner = { tokenId: number; clientId: number; userId: number | null; role: number | null };

/**
 * Who a bearer token belongs to (token, client, user and role), or null when unknown, revoked,
 * expired or forged. A signed client token (given the key) is checked in memory, `tokenId` 0; every
 * other token — user tokens, and stored unsigned client tokens until they expire — is looked
 * up in `access_tokens` on each request, so logout and password reset revoke a user token at once on
 * every instance (no cache).
 */
export async function authenticateToken(
  db: Database,
  token: string,
  signingKey?: string,
): Promise<TokenOwner | null> {
  if (signingKey && isSignedClientToken(token)) {
    const clientId = verifyClientToken(signingKey, token);
    return clientId == null ? null : { tokenId: 0, clientId, userId: null, role: null };
  }
  return findLiveToken(db, hashToken(token), new Date());
}
