import { MESSAGES } from '@campus/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Unauthorized } from '../lib/errors.ts';
import { isSignedClientToken, TOKEN_SHAPE } from '../lib/tokens.ts';

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
  const token = /^Bearer\s+(\S+)$/i.exec(header.trim())?.[1];
  return token && TOKEN_SHAPE.test(token) ? token : null;
}

export type AuthPluginOptions = {
  /**
   * Who a bearer token belongs to, or null when unknown, revoked, expired or forged (the oauth
   * module's `authenticateToken`, passed in by `app.ts`: this floor imports no module).
   */
  authenticate(token: string): Promise<AuthContext | null>;
};

/** Signed client tokens an instance remembers as verified (then forgets them all and starts again). */
const VERIFIED_CLIENT_TOKENS = 10_000;

/**
 * Checks the bearer token of every route registered inside the scope where this plugin is used.
 * A signed client token (every anonymous visitor's) is verified once by its HMAC, then remembered
 * until its own expiry: the HMAC was ≈ 6 % of the busy time of a cached catalogue answer.
 * Only tokens that passed verification with this instance's key are kept, and the expiry is checked
 * again on each use; user tokens are looked up every time (logout and reset revoke them at once).
 */
export const authPlugin = fp(
  async (app: FastifyInstance, options: AuthPluginOptions) => {
    app.decorateRequest('auth', null);
    const verified = new Map<string, { auth: AuthContext; expiresAtMs: number }>();

    const accept = (request: FastifyRequest, mode: AuthMode, auth: AuthContext) => {
      if (mode === 'user' && auth.userId == null) throw new Unauthorized(MESSAGES.unauthenticated);
      request.auth = auth;
    };

    app.addHook('onRequest', (request, _reply, done) => {
      const mode: AuthMode = request.routeOptions.config?.auth ?? 'client';
      if (mode === 'none') return done();
      const token = bearerToken(request);
      if (!token) return done(new Unauthorized());
      const known = verified.get(token);
      if (known && known.expiresAtMs > Date.now()) {
        // A client token has no user.
        if (mode === 'user') return done(new Unauthorized(MESSAGES.unauthenticated));
        request.auth = known.auth;
        return done();
      }
      options
        .authenticate(token)
        .then((row) => {
          if (!row) throw new Unauthorized();
          if (row.tokenId === 0 && isSignedClientToken(token)) {
            if (verified.size >= VERIFIED_CLIENT_TOKENS) verified.clear();
            // c1.{client}.{expiry in Unix seconds}.{signature}, verified just now.
            verified.set(token, {
              auth: Object.freeze(row),
              expiresAtMs: Number(token.split('.')[2]) * 1000,
            });
          }
          accept(request, mode, row);
        })
        .then(() => done(), done);
    });
  },
  { name: 'auth' },
);
