import type { FastifyInstance } from 'fastify';
import type { DiscoveredRoute } from './routes';

/** The JSON Schema subset fastify-type-provider-zod writes into the OpenAPI document. */
export interface JsonSchema {
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  nullable?: boolean;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  exclusiveMaximum?: boolean | number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
  format?: string;
  default?: unknown;
}

export interface Parameter {
  name: string;
  in: 'query' | 'path' | 'header';
  required: boolean;
  schema: JsonSchema;
}

/** What the OpenAPI document (generated from the zod contracts) says about one operation. */
export interface Operation {
  parameters: Parameter[];
  /** the JSON body's schema, if the operation takes one */
  body: JsonSchema | null;
  multipart: boolean;
  /** true when the operation declares a bearer session */
  bearer: boolean;
}

const NO_OPERATION: Operation = { parameters: [], body: null, multipart: false, bearer: false };

interface OpenApiDocument {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: Parameter[];
        requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
        security?: Record<string, unknown>[];
      }
    >
  >;
}

/** Reads /api/docs/json once; `operation(route)` answers for documented and hidden routes alike. */
export async function loadOperations(app: FastifyInstance) {
  const response = await app.inject({ method: 'GET', url: '/api/docs/json' });
  const document = response.json() as OpenApiDocument;
  const byKey = new Map<string, Operation>();
  for (const [openApiPath, operations] of Object.entries(document.paths)) {
    const path = openApiPath.replace(/\{([^}]+)\}/g, ':$1');
    for (const [method, spec] of Object.entries(operations)) {
      const content = spec.requestBody?.content ?? {};
      byKey.set(`${method.toUpperCase()} ${path}`, {
        parameters: spec.parameters ?? [],
        body: content['application/json']?.schema ?? null,
        multipart: 'multipart/form-data' in content,
        bearer: (spec.security ?? []).some((entry) => 'bearer' in entry),
      });
    }
  }
  return {
    documented: (route: DiscoveredRoute) => byKey.has(`${route.method} ${route.path}`),
    operation: (route: DiscoveredRoute): Operation =>
      byKey.get(`${route.method} ${route.path}`) ?? NO_OPERATION,
  };
}

export type Operations = Awaited<ReturnType<typeof loadOperations>>;
