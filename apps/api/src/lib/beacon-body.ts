import type { FastifyInstance } from 'fastify';

/**
 * Makes `scope` read a text/plain body as JSON, up to `bodyLimit` bytes (413 beyond). For the routes
 * a page calls with `navigator.sendBeacon`: it posts a string as text/plain (a JSON Blob is refused
 * by some browsers) and cannot carry a token. Call it inside the route's own `app.register` scope,
 * so every other route keeps Fastify's text/plain parser.
 */
export function readBeaconBodyAsJson(scope: FastifyInstance, bodyLimit: number): void {
  scope.removeContentTypeParser('text/plain');
  scope.addContentTypeParser(
    'text/plain',
    { parseAs: 'string', bodyLimit },
    scope.getDefaultJsonParser('error', 'error'),
  );
}
