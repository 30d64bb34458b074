import { messageSchema, validationErrorSchema } from '@campus/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Unauthorized } from '../../lib/errors.ts';
import { authoriseOperator } from './admin.service.ts';
import type { AdminActor } from './audit.service.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The operator calling a guarded /api/admin route (set by the admin guard). */
    admin: AdminActor | null;
  }
}

/** The operator of a guarded /api/admin route: use it for the audit log (`recordAudit`, `audited`). */
export function currentOperator(request: FastifyRequest): AdminActor {
  if (!request.admin) throw new Unauthorized();
  return request.admin;
}

/**
 * Registers `sections` in a scope where every route answers 401 without a token and 403 unless the
 * token is an operator's from the operator login. A section is a plugin whose routes all start
 * with /api/admin/ (the route-table test checks every such route).
 */
export async function guardedAdminScope(
  app: FastifyInstance,
  sections: ReadonlyArray<(scope: FastifyInstance) => Promise<void>>,
): Promise<void> {
  await app.register(async (scope) => {
    scope.decorateRequest('admin', null);
    // Runs after the auth plugin's onRequest hook (a parent scope's), which read the token.
    scope.addHook('onRequest', async (request) => {
      request.admin = await authoriseOperator(scope.db, request.auth);
    });
    for (const section of sections) await scope.register(section);
  });
}

/** Error answers every guarded admin route may give. */
export const adminErrors = {
  401: messageSchema,
  403: messageSchema,
  404: messageSchema,
  422: validationErrorSchema,
} as const;
