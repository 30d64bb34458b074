import { operations } from '@campus/contract/operations/index';
import type { AppRoute, AppRouter } from '@ts-rest/core';
import { isAppRoute } from '@ts-rest/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers.ts';
import { routeFor } from './operation-route.ts';

function* everyOperation(router: AppRouter, prefix = ''): Generator<[string, AppRoute]> {
  for (const [name, entry] of Object.entries(router))
    if (isAppRoute(entry)) yield [`${prefix}${name}`, entry];
    else yield* everyOperation(entry, `${prefix}${name}.`);
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('contract operations', () => {
  it('are each served by the API at their method and path', () => {
    const missing = [...everyOperation(operations)]
      .filter(([, op]) => !t.app.hasRoute({ method: op.method, url: op.path }))
      .map(([name, op]) => `${name}: ${op.method} ${op.path}`);
    expect(missing).toEqual([]);
  });

  it('give a route its schemas under Fastify names, and no body schema for a bodiless one', () => {
    const { method, url, schema } = routeFor(operations.notes.update);
    expect({ method, url }).toEqual({ method: 'PUT', url: '/api/v2/notes/:id' });
    expect(Object.keys(schema)).toEqual(['tags', 'summary', 'params', 'body', 'response']);
    expect(Object.keys(routeFor(operations.learning.getDate).schema)).not.toContain('body');
    expect(routeFor(operations.accounts.userImage).schema.consumes).toEqual(['multipart/form-data']);
    expect(routeFor(operations.site.captchaChallenge).schema.security).toEqual([]);
  });
});
