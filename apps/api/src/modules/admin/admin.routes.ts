import { SITE_NAME } from '@campus/contract';
import { adminLoginOperations } from '@campus/contract/operations/admin-session';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { routeFor } from '../../lib/operation-route.ts';
import { createLoginLimits } from '../auth/auth.limits.ts';
import { guardedAdminScope } from './admin.guard.ts';
import { adminLogin } from './admin.service.ts';
import { adminSections } from './sections.ts';

/** The operator login (the only /api/admin route outside the guard) and every guarded section. */
export async function adminRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // The students' brute-force limits and counters (auth module), not a copy.
  const { limitPerIp, guardLogin } = createLoginLimits(app);

  r.route({
    ...routeFor(adminLoginOperations.login),
    onRequest: limitPerIp,
    handler: async (request) =>
      guardLogin(request, () =>
        adminLogin(app.db, {
          email: request.body.email,
          password: request.body.password,
          code: request.body.code || undefined,
          clientId: request.auth!.clientId,
          ip: request.ip,
        }),
      ),
  });

  // The area's pages: the web app, never indexed by search engines (the SPA guards them).
  for (const url of ['/admin', '/admin/*']) {
    app.get(url, { config: { auth: 'none' }, schema: { hide: true } }, async (request, reply) =>
      reply.sendPage({
        title: `Área del operador · ${SITE_NAME}`,
        noindex: true,
        path: request.url.split('?')[0],
      }),
    );
  }

  await guardedAdminScope(app, adminSections);
}
