import fs from 'node:fs';
import path from 'node:path';
import { escapeHtml } from './app-shell';

/** Written by the web build (apps/web/build/route-chunks.ts): each page route and its page's scripts. */
export const ROUTE_CHUNKS_FILE = path.join('.vite', 'route-chunks.json');

interface RouteChunks {
  path: string;
  files: string[];
}

interface Route {
  segments: string[];
  params: number;
  tags: string;
}

const segmentsOf = (urlPath: string) => urlPath.split('/').filter(Boolean);

function isRouteChunks(value: unknown): value is RouteChunks[] {
  return (
    Array.isArray(value) &&
    value.every(
      (item: Partial<RouteChunks>) =>
        typeof item?.path === 'string' &&
        Array.isArray(item.files) &&
        item.files.every((file) => typeof file === 'string'),
    )
  );
}

/**
 * The `<link rel="modulepreload">` tags of the page a URL opens, so the browser fetches the page's
 * chunks alongside the entry instead of after the router has run; '' for a URL no page route matches
 * or when the build has no map. Matching follows the route table: exact, case-sensitive segments,
 * `:name` takes one segment, and a static route outranks one with parameters.
 */
export function loadRoutePreloads(distDir: string): (urlPath: string) => string {
  const file = path.join(distDir, ROUTE_CHUNKS_FILE);
  const table: unknown = fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : [];
  if (!isRouteChunks(table)) throw new Error(`${file} is not a list of { path, files }`);
  const routes: Route[] = table
    .map((route) => {
      const segments = segmentsOf(route.path);
      return {
        segments,
        params: segments.filter((segment) => segment.startsWith(':')).length,
        tags: route.files
          .map((href) => `<link rel="modulepreload" crossorigin href="${escapeHtml(href)}">`)
          .join('\n    '),
      };
    })
    .sort((a, b) => a.params - b.params);

  return (urlPath) => {
    const segments = segmentsOf(urlPath);
    const route = routes.find(
      (candidate) =>
        candidate.segments.length === segments.length &&
        candidate.segments.every((segment, i) => segment.startsWith(':') || segment === segments[i]),
    );
    return route?.tags ?? '';
  };
}
