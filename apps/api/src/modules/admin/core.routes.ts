import { ADMIN_MESSAGES } from '@campus/contract';
import { adminSessionOperations as op } from '@campus/contract/operations/admin-session';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { routeFor } from '../../lib/operation-route.ts';
import { currentOperator } from './admin.guard.ts';
import { adminLogout, confirmTotp, disableTotp, getOperator, startTotp } from './admin.service.ts';
import { getAuditPage } from './audit.service.ts';

/** The operator's own session: who am I, logout, second factor, audit log. */
export async function adminCoreSection(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.route({
    ...routeFor(op.me),
    handler: async (request) => getOperator(app.db, currentOperator(request)),
  });

  r.route({
    ...routeFor(op.logout),
    handler: async (request) => {
      await adminLogout(app.db, request.auth!.tokenId);
      return { message: ADMIN_MESSAGES.loggedOut };
    },
  });

  r.route({
    ...routeFor(op.totpSetup),
    handler: async (request) => startTotp(app.db, currentOperator(request)),
  });

  r.route({
    ...routeFor(op.totpConfirm),
    handler: async (request) => confirmTotp(app.db, currentOperator(request), request.body.code),
  });

  r.route({
    ...routeFor(op.totpDisable),
    handler: async (request) => disableTotp(app.db, currentOperator(request), request.body.code),
  });

  r.route({
    ...routeFor(op.audit),
    handler: async (request) => getAuditPage(app.db, request.query),
  });
}
