import fs from 'node:fs/promises';
import path from 'node:path';
import type { Plugin, Rolldown } from 'vite';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

/** Where the build writes the map; under .vite/ beside Vite's own manifest, so it is not served. */
export const ROUTE_CHUNKS_FILE = '.vite/route-chunks.json';

/** One page route of the app and the scripts its page needs beyond what index.html already loads. */
export interface RouteChunks {
  path: string;
  files: string[];
}

/** The visitor app's table and the charity console's, which the router adds on its first address. */
const ROUTE_TABLE = /[\\/]src[\\/]app[\\/](?:charity-)?route-table\.ts$/;
/** `name: async () => ({ Component: (await import('…'))` and `const name: LazyRoute = async () => …`. */
const LAZY_PAGE =
  /(?:const (\w+): LazyRoute =|(\w+):) async \(\) => \(\{\s*Component: \(await import\('([^']+)'\)\)/g;
const GROUP = /const (\w+) = \{/g;
/** `page(…)`, or the charity console's `titledPage(…)` */
const PAGE_CALL = /\b(?:page|titledPage)\(([^)]*)\)/g;
/** its three arguments, on one line or (as the formatter leaves a long one) each on its own */
const PAGE_ARGS = /^\s*('[^']+'|PATH_NOT_FOUND),\s*(?:'\w+'|[\w.]+),\s*([\w.]+),?\s*$/;
const INDEX_ROUTE = /\{\s*index: true,[^]*?\blazy: ([\w.]+)/g;
const PARENT_PATH = /\bpath: '([^']+)'/g;

function lastMatchBefore(source: string, pattern: RegExp, index: number): RegExpExecArray | undefined {
  let last: RegExpExecArray | undefined;
  for (const match of source.slice(0, index).matchAll(pattern)) last = match;
  return last;
}

/** Each page route of route-table.ts with the module its `lazy` imports: `[path, specifier]`. */
export function pageRoutes(source: string, notFoundPath: string): Array<[string, string]> {
  const lazies = new Map<string, string>();
  for (const match of source.matchAll(LAZY_PAGE)) {
    const name = match[1] ?? `${lastMatchBefore(source, GROUP, match.index)?.[1]}.${match[2]}`;
    lazies.set(name, match[3]!);
  }
  const routes: Array<[string, string]> = [];
  const add = (routePath: string, ref: string) => {
    const specifier = lazies.get(ref);
    if (!specifier) throw new Error(`route-chunks: no page module found for ${routePath} (${ref})`);
    routes.push([routePath, specifier]);
  };
  for (const match of source.matchAll(PAGE_CALL)) {
    if (match[1]!.includes(':') && !match[1]!.includes("'")) continue; // the helper's own signature
    const args = PAGE_ARGS.exec(match[1]!);
    if (!args) throw new Error(`route-chunks: cannot read page(${match[1]})`);
    add(args[1] === 'PATH_NOT_FOUND' ? notFoundPath : args[1]!.slice(1, -1), args[2]!);
  }
  for (const match of source.matchAll(INDEX_ROUTE)) {
    const parent = lastMatchBefore(source, PARENT_PATH, match.index)?.[1];
    if (!parent) throw new Error(`route-chunks: no parent path for the index route of ${match[1]}`);
    add(parent, match[1]!);
  }
  return routes;
}

/** The chunk and every chunk it statically imports, depth first. */
function withImports(bundle: OutputBundle, fileName: string, seen = new Set<string>()): Set<string> {
  if (seen.has(fileName)) return seen;
  seen.add(fileName);
  const chunk = bundle[fileName];
  if (chunk?.type === 'chunk') for (const imported of chunk.imports) withImports(bundle, imported, seen);
  return seen;
}

/**
 * Writes, for every page route, the page's chunk and the chunks it imports that index.html does not
 * already load, so the api can `modulepreload` them in the HTML it serves for that route: the page's
 * code then downloads alongside the entry instead of after it has run.
 */
export function routeChunks(): Plugin {
  /** each table file's page routes: `[path, module id]` */
  const tables = new Map<string, Array<[string, string]>>();
  let base = '/';
  return {
    name: 'athar-route-chunks',
    // the browser's build only: the server entry's (docs/decisions/024) is never served
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      base = config.base;
    },
    async transform(_code, id) {
      if (!ROUTE_TABLE.test(id)) return;
      // the file as written: the code handed to this hook has lost its type annotations already
      const code = await fs.readFile(id, 'utf8');
      const notFound = /export const PATH_NOT_FOUND = '([^']+)'/.exec(code)?.[1] ?? '';
      const routes: Array<[string, string]> = [];
      for (const [routePath, specifier] of pageRoutes(code, notFound)) {
        const resolved = await this.resolve(specifier, id);
        if (!resolved) this.error(`route-chunks: cannot resolve ${specifier}`);
        routes.push([routePath, resolved.id]);
      }
      tables.set(id, routes);
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((item): item is OutputChunk => item.type === 'chunk');
      const entry = chunks.find((chunk) => chunk.isEntry);
      if (!entry) return;
      const initial = withImports(bundle, entry.fileName);
      const byModule = new Map(chunks.map((chunk) => [chunk.facadeModuleId, chunk.fileName]));
      const table: RouteChunks[] = [...tables.values()].flat().map(([routePath, moduleId]) => {
        const page = byModule.get(moduleId);
        if (!page) this.error(`route-chunks: no chunk for ${path.basename(moduleId)}`);
        const files = [...withImports(bundle, page)].filter((file) => !initial.has(file));
        return { path: routePath, files: files.map((file) => `${base}${file}`) };
      });
      this.emitFile({ type: 'asset', fileName: ROUTE_CHUNKS_FILE, source: JSON.stringify(table) });
    },
  };
}
