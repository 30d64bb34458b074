import type { AppRoute } from '@ts-rest/core';
import type { HTTPMethods } from 'fastify';
import type * as z from 'zod';

/** OpenAPI text an operation carries in its metadata: its tags, and `security: []` for a call without a token. */
type Tags = { metadata?: { tags?: readonly string[]; security?: readonly never[] } };
type Present<R, K extends string, As extends string> = R extends { [key in K]: infer S extends z.ZodType }
  ? { [key in As]: S }
  : unknown;

/** The Fastify schema of an operation: its zod schemas under Fastify's names, and its OpenAPI text. */
export type OperationSchema<R extends AppRoute> = {
  tags?: string[];
  consumes?: string[];
  security?: never[];
  summary?: string;
  description?: string;
  deprecated?: boolean;
  response: R['responses'];
} & Present<R, 'pathParams', 'params'> &
  Present<R, 'query', 'querystring'> &
  Present<R, 'body', 'body'>;

/**
 * Method, url and schema of a route, taken from its contract operation
 * (`packages/contract/src/operations/`): a route's path is written only there. The route adds what
 * is the server's alone (auth config, rate limit, handler):
 * `r.route({ ...routeFor(notesOperations.list), config, handler })`.
 */
export function routeFor<R extends AppRoute & Tags>(
  operation: R,
): { method: HTTPMethods; url: string; schema: OperationSchema<R> } {
  const { method, path, summary, description, deprecated, metadata, responses } = operation;
  const schema: Record<string, unknown> = {};
  if (metadata?.tags) schema.tags = [...metadata.tags];
  if (summary !== undefined) schema.summary = summary;
  if (description !== undefined) schema.description = description;
  if (deprecated) schema.deprecated = true;
  if (metadata?.security) schema.security = [...metadata.security];
  if (operation.pathParams) schema.params = operation.pathParams;
  if (operation.query) schema.querystring = operation.query;
  if ('body' in operation && isSchema(operation.body)) schema.body = operation.body;
  if ('contentType' in operation && operation.contentType === 'multipart/form-data')
    schema.consumes = [operation.contentType];
  schema.response = responses;
  return { method, url: path, schema: schema as OperationSchema<R> };
}

/** A zod schema, not ts-rest's `noBody()` symbol or a plain-type marker. */
function isSchema(value: unknown): value is z.ZodType {
  return typeof value === 'object' && value !== null && '~standard' in value;
}
