import { MESSAGES } from '@campus/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Unauthorized } from '../lib/errors.ts';
import { authenticateToken } from '../modules/oauth/oauth.service.ts';

/**
 * Who is calling. `none`: no token needed (health, docs, captcha challenge, /oauth/token).
 * `client`: any valid token, client or user (default for /api). `user`: a logged-in user's token.
 */
export type AuthMode = 'none' | 'client' | 'user';

export type AuthContext = {
  /** The `access_tokens` row; 0 for a signed client token (`lib/tokens.ts`), which has none. */
  tokenId: number;
  clientId: number;
  userId: number | null;
  role: number | null;
};

declare module 'fastify' {
  interface FastifyContextConfig {
    auth?: AuthMode;
  }
  interface FastifyRequest {
    auth: AuthContext | null;
  }
}

/** The authenticated user's id; for routes whose config says `auth: 'user'`. */
export function currentUserId(request: FastifyRequest): number {
  const id = request.auth?.userId;
  if (id == null) throw new Unauthorized();
  return id;
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+([A-Za-z0-9\-._~+/]+=*)$/i.exec(header.trim());
  return match?.[1] ?? null;
}

/** Checks the bearer token of every route registered inside the scope where this plugin is used. */
export const authPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('auth', null);

    app.addHook('onRequest', async (request) => {
      const mode: AuthMode = request.routeOptions.config?.auth ?? 'client';
      if (mode === 'none') return;
      const token = bearerToken(request);
      if (!token) throw new Unauthorized();

      const row = await authenticateToken(app.db, token, app.config.tokenSigningKey);
      if (!row) throw new Unauthorized();
      if (mode === 'user' && row.userId == null) throw new Unauthorized(MESSAGES.unauthenticated);
      request.auth = row;
    });
  },
  { name: 'auth', dependencies: ['db'] },
);
