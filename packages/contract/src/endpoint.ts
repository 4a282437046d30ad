import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * One call on the wire: its method, its path (Fastify style, `:name` for a path parameter) and the
 * schemas of what goes in and what comes back. The server registers its route from it and the web
 * calls through it, so a path is written once (docs/decisions/016).
 */
export interface Endpoint {
  readonly method: HttpMethod;
  readonly path: string;
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  /** the 200 answer */
  readonly response: z.ZodType;
}

/** Keeps the literal method and path and the exact schemas of an endpoint. */
export function defineEndpoint<const E extends Endpoint>(endpoint: E): E {
  return endpoint;
}

/** What a caller sends: each part present exactly when the endpoint has a schema for it. */
export type EndpointInput<E extends Endpoint> = (E['params'] extends z.ZodType
  ? { params: z.input<E['params']> }
  : { params?: undefined }) &
  (E['query'] extends z.ZodType ? { query: z.input<E['query']> } : { query?: undefined }) &
  (E['body'] extends z.ZodType ? { body: z.input<E['body']> } : { body?: undefined });

/** The parsed 200 answer. */
export type EndpointResponse<E extends Endpoint> = z.infer<E['response']>;

/** The path with its `:name` parameters filled in (each value URI-encoded). */
export function fillPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:([A-Za-z_]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`missing path parameter ${name} for ${path}`);
    return encodeURIComponent(String(value));
  });
}
