import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Executor } from '../../db/client.ts';
import { adminErrors, currentOperator } from './admin.guard.ts';
import { audited } from './audit.service.ts';

/** The OpenAPI tag of every operator route. */
export const adminTags = ['admin'];

/**
 * A paginated operator list: GET `url` validates its query with `querystring` (page, per_page and
 * the list's filters, Spanish 422s) and answers `list`'s page, described by `page`.
 */
export function adminListRoute<Query, Page>(
  app: FastifyInstance,
  route: { url: string; summary: string; querystring: z.ZodType<Query>; page: z.ZodType<Page> },
  list: (db: Executor, query: Query) => Promise<Page>,
): void {
  // The route generic types the query as the schema's output: the zod validator parsed it so.
  app.get<{ Querystring: Query }>(
    route.url,
    {
      schema: {
        tags: adminTags,
        summary: route.summary,
        querystring: route.querystring,
        response: { 200: route.page, ...adminErrors },
      },
    },
    async (request) => list(app.db, request.query as Query),
  );
}

/**
 * An operator's change and its audit entry in one transaction, by the operator of `request`
 * (see `audited`).
 */
export function auditedBy<T>(
  request: FastifyRequest,
  action: string,
  entity: string,
  change: Parameters<typeof audited<T>>[4],
): Promise<T> {
  return audited(request.server.db, currentOperator(request), action, entity, change);
}
