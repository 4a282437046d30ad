import type { FastifySchema } from 'fastify';
import type { Endpoint } from '@athar/contract/endpoint';

/** What a route says of itself beyond its endpoint's schemas. */
interface RouteDocFields {
  security?: Record<string, string[]>[];
  description?: string;
  consumes?: string[];
  headers?: FastifySchema['headers'];
}

/**
 * What a route adds to its endpoint's schemas: OpenAPI tags (a route of the public document names
 * them), or `hide: true` for a route kept out of it (the signed internal calls, the payment host).
 */
export type RouteDocs = RouteDocFields & ({ tags: string[]; hide?: false } | { hide: true; tags?: string[] });

export interface EndpointRouteOptions {
  /** false for a route that sends its own non-JSON answer (a CSV stream): no 200 schema then */
  jsonAnswer?: boolean;
}

/** The endpoint's schemas under Fastify's names, typed exactly, so the zod type provider types the handler. */
type EndpointSchema<E extends Endpoint> = {
  params: E['params'];
  querystring: E['query'];
  body: E['body'];
  response: { 200: E['response'] };
};

/**
 * Fastify route options from a contract endpoint: its method, path and schemas, plus the route's
 * docs. Spread into `app.route({ ...endpointRoute(endpoint, docs), handler })`; both servers (the
 * api and the payment host) register every call of the contract this way.
 */
export function endpointRoute<E extends Endpoint, const D extends RouteDocs>(
  endpoint: E,
  docs: D,
  options: EndpointRouteOptions = {},
) {
  const schema: FastifySchema = { ...docs };
  if (endpoint.params) schema.params = endpoint.params;
  if (endpoint.query) schema.querystring = endpoint.query;
  if (endpoint.body) schema.body = endpoint.body;
  if (options.jsonAnswer !== false) schema.response = { 200: endpoint.response };
  return { method: endpoint.method, url: endpoint.path, schema: schema as EndpointSchema<E> & D };
}
