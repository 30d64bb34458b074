import {
  CLIENT_TOKEN_TTL_SECONDS,
  ERROR_CODES,
  MESSAGES,
  type TokenRequest,
  type TokenResponse,
} from '@campus/contract';
import type { Database } from '../../db/client.ts';
import { Unauthorized } from '../../lib/errors.ts';
import { generateToken, hashToken, sameSecret } from '../../lib/tokens.ts';
import { findClient, findLiveToken, insertClientToken, upsertClientSecret } from './oauth.repository.ts';

/** Issues a one-year bearer token to a known client whose secret matches (spec §7, §9). */
export async function issueClientToken(db: Database, request: TokenRequest): Promise<TokenResponse> {
  const client = await findClient(db, request.client_id);
  if (!client || !sameSecret(request.client_secret, client.secretHash)) {
    throw new Unauthorized(MESSAGES.invalidClient, ERROR_CODES.invalidClient);
  }
  const token = generateToken();
  await insertClientToken(db, {
    tokenHash: hashToken(token),
    clientId: client.id,
    expiresAt: new Date(Date.now() + CLIENT_TOKEN_TTL_SECONDS * 1000),
  });
  return { token_type: 'Bearer', expires_in: CLIENT_TOKEN_TTL_SECONDS, access_token: token };
}

/** Makes client 1's stored secret hash follow OAUTH_CLIENT_SECRET, so rotating the variable rotates it. */
export async function syncClientSecret(db: Database, clientId: number, projectId: number, secret: string) {
  await upsertClientSecret(db, { id: clientId, name: 'Sitio web', projectId, secretHash: hashToken(secret) });
}

/** Who a bearer token belongs to (token, client, user and role), or null when unknown, revoked or expired. */
export function authenticateToken(db: Database, token: string) {
  return findLiveToken(db, hashToken(token), new Date());
}
