import type { FastifyInstance } from 'fastify';
import { healthRoutes } from './health/health.routes.ts';
import { oauthRoutes } from './oauth/oauth.routes.ts';
import { projectsRoutes } from './projects/projects.routes.ts';

/**
 * Every module's routes, registered inside the authenticated scope: a route is reachable only with
 * a bearer token unless its config says `auth: 'none'`. Paths are written out in full (spec §7).
 */
export const modules: Array<(app: FastifyInstance) => Promise<void>> = [
  healthRoutes,
  oauthRoutes,
  projectsRoutes,
];
