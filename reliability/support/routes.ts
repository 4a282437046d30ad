import type { FastifyInstance } from 'fastify';

export interface DiscoveredRoute {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  /** Fastify's pattern, e.g. /api/charity/donations/:id/contacted */
  path: string;
}

const METHODS = new Set(['GET', 'POST', 'PUT', 'DELETE', 'PATCH']);
const TREE_LINE = /^((?:│ {3}| {4})*)(?:├── |└── )(.+?)(?: \(([A-Z, ]+)\))?$/;

/**
 * Every route the instance has, read from Fastify's own route tree (printRoutes), so endpoints added
 * later by anyone are covered without a hand-kept list. HEAD and OPTIONS twins are left out.
 */
export function listRoutes(app: FastifyInstance): DiscoveredRoute[] {
  const parents: string[] = [];
  const routes: DiscoveredRoute[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = TREE_LINE.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    const path = (parents[depth - 1] ?? '') + match[2]!;
    parents[depth] = path;
    parents.length = depth + 1;
    for (const method of (match[3] ?? '').split(', ')) {
      if (METHODS.has(method)) routes.push({ method: method as DiscoveredRoute['method'], path });
    }
  }
  return routes;
}

/** The route's path with its `:name` parameters filled by `value(name)`. */
export function fillPath(path: string, value: (name: string) => string): string {
  return path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_all, name: string) => value(name));
}

export const routeKey = (route: DiscoveredRoute) => `${route.method} ${route.path}`;
