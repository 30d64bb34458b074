import {
  adminLoginRequestSchema,
  adminLoginResponseSchema,
  messageSchema,
  SITE_NAME,
  validationErrorSchema,
} from '@campus/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { createLoginLimits } from '../auth/auth.limits.ts';
import { guardedAdminScope } from './admin.guard.ts';
import { adminLogin } from './admin.service.ts';
import { adminSections } from './sections.ts';

/** The operator login (the only /api/admin route outside the guard) and every guarded section. */
export async function adminRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // The students' brute-force limits and counters (auth module), not a copy.
  const { limitPerIp, guardLogin } = createLoginLimits(app);

  r.post(
    '/api/admin/login',
    {
      onRequest: limitPerIp,
      schema: {
        tags: ['admin'],
        summary: 'Inicio de sesión del operador (rol 1), con código TOTP si lo activó',
        body: adminLoginRequestSchema,
        response: {
          200: adminLoginResponseSchema,
          401: messageSchema,
          422: validationErrorSchema,
          429: messageSchema,
        },
      },
    },
    async (request) =>
      guardLogin(request, () =>
        adminLogin(app.db, {
          email: request.body.email,
          password: request.body.password,
          code: request.body.code || undefined,
          clientId: request.auth!.clientId,
          ip: request.ip,
        }),
      ),
  );

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
