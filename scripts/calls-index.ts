// `npm run calls`: writes docs/CALLS.md, every call of the contract with the files that carry it — its
// schema, the route that serves it, the queries that route reaches, the web code that makes it and
// its tests — so a newcomer finds any wire by its name. scripts/calls-index.test.ts fails when the
// file in the repository is not what this writes.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { contractCalls, ROOT, type FoundEndpoint } from './contract-endpoints';

export const CALLS_FILE = path.join(ROOT, 'docs/CALLS.md');

interface SourceFile {
  file: string;
  text: string;
}

function sources(dir: string, keep: (name: string) => boolean): SourceFile[] {
  const full = path.join(ROOT, dir);
  if (!fs.existsSync(full)) return [];
  return fs.readdirSync(full, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name === 'node_modules' || entry.name === 'dist') return [];
    const relative = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(relative, keep);
    return keep(entry.name)
      ? [{ file: relative, text: fs.readFileSync(path.join(ROOT, relative), 'utf8') }]
      : [];
  });
}

const isTest = (name: string) => /\.(test|e2e|rel|test-support)\.tsx?$/.test(name);
const isCode = (name: string) => /\.tsx?$/.test(name) && !isTest(name) && !name.endsWith('.d.ts');
const mentions = (text: string, name: string) => new RegExp(`\\b${name}\\b`).test(text);

/** The modules a file imports by a relative path, resolved to repository paths. */
function relativeImports(file: SourceFile): string[] {
  return [...file.text.matchAll(/from '(\.{1,2}\/[^']+)'/g)].map((match) =>
    path.join(path.dirname(file.file), `${match[1]!}.ts`),
  );
}

/** db/queries modules the route file imports, directly or through the services it imports. */
function queriesOf(route: SourceFile, byFile: Map<string, SourceFile>): string[] {
  const found = new Set<string>();
  const seen = new Set<string>();
  const visit = (file: SourceFile, depth: number) => {
    for (const imported of relativeImports(file)) {
      if (imported.includes('/db/queries/')) found.add(path.basename(imported, '.ts'));
      else if (depth < 2 && imported.includes('/services/') && !seen.has(imported)) {
        seen.add(imported);
        const next = byFile.get(imported);
        if (next) visit(next, depth + 1);
      }
    }
  };
  visit(route, 0);
  return [...found].sort();
}

/**
 * A path a test builds in parts, e.g. `${base}/permits/${id}/${verb}` or `corrections${clear ? '/clear' : ''}`:
 * its text up to its first parameter (or its last segment), and its last fixed segment as a word.
 */
function builtFromParts(endpointPath: string, text: string): boolean {
  const parameter = endpointPath.indexOf('/:');
  const cut = parameter >= 0 ? parameter : endpointPath.lastIndexOf('/');
  if (cut <= 0) return false;
  const last = endpointPath
    .slice(cut)
    .split('/')
    .filter((part) => part && !part.startsWith(':'))
    .at(-1);
  return (
    text.includes(endpointPath.slice(0, parameter >= 0 ? cut + 1 : cut)) &&
    (last === undefined || new RegExp(`['\`/]${last}['\`/?]`).test(text))
  );
}

const code = (items: string[]) => (items.length ? items.map((item) => `\`${item}\``).join(', ') : '—');

/** The markdown of docs/CALLS.md for the repository as it is. */
export async function callsIndex(): Promise<string> {
  const { endpoints, routes } = await contractCalls();
  const serverCode = [...sources('apps/api/src', isCode), ...sources('apps/pay/src', isCode)];
  const byFile = new Map(serverCode.map((file) => [file.file, file]));
  const routeFiles = serverCode.filter((file) => file.file.includes('/routes/'));
  const webCode = sources('apps/web/src', isCode);
  const tests = ['apps', 'packages', 'integration', 'e2e', 'reliability', 'scripts'].flatMap((dir) =>
    sources(dir, isTest),
  );

  const rows = endpoints
    .map((endpoint) => row(endpoint))
    .sort((a, b) => a.area.localeCompare(b.area) || a.call.localeCompare(b.call));

  function row(endpoint: FoundEndpoint) {
    const exports = endpoint.names.map((name) => name.split('#')[1]!);
    const routeNames = routes
      .filter((route) => route.method === endpoint.method && route.path === endpoint.path)
      .map((route) => route.name);
    // registered by its name, from a record of endpoints the route file walks (cash-queue.ts), or
    // handed as a record's value to a function that registers it (charity-permits.ts)
    const served = routeFiles.filter(
      (file) =>
        exports.some((name) => new RegExp(`endpointRoute\\(\\s*${name}\\b`).test(file.text)) ||
        (file.text.includes('endpointRoute(') &&
          (endpoint.containers.some((name) => mentions(file.text, name)) ||
            exports.some((name) => new RegExp(`:\\s*${name}\\b`).test(file.text)))),
    );
    const names = [...exports, ...routeNames];
    const web = webCode.filter((file) => names.some((name) => mentions(file.text, name)));
    const quoted = new RegExp(
      `['\`}]${endpoint.path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[A-Za-z_]+/g, "[^/'`]+")}[?'\`]`,
    );
    const tested = tests.filter(
      (file) =>
        names.some((name) => mentions(file.text, name)) ||
        quoted.test(file.text) ||
        builtFromParts(endpoint.path, file.text),
    );
    return {
      area: path.dirname(endpoint.names[0]!.split('#')[0]!),
      call: `${endpoint.method} ${endpoint.path}`,
      contract: endpoint.names.map((name) => `packages/contract/src/${name}`),
      served: served.map((file) => file.file),
      queries: served.flatMap((file) => queriesOf(file, byFile)),
      web: web.map((file) => file.file.replace('apps/web/src/', '')),
      tests: tested.map((file) => file.file),
    };
  }

  const lines = [
    '# Every call, and the files that carry it',
    '',
    'Written by `npm run calls` (scripts/calls-index.ts) from the contract itself; a test fails when this',
    'file is out of date. Each call of `packages/contract/src` (its method, path and schemas, the',
    'endpoint object), the route file that registers it with `endpointRoute()`, the `db/queries` modules',
    'that route file reaches (directly or through its services), the web code that makes the call',
    '(under `apps/web/src/`) and the tests that name it. What each call does: docs/PRODUCT.md §7.',
    '',
  ];
  let area = '';
  for (const entry of rows) {
    if (entry.area !== area) {
      area = entry.area;
      lines.push(`## ${area === '.' ? 'contract root' : area}`, '');
    }
    lines.push(
      `### \`${entry.call}\``,
      '',
      `- Schema: ${code(entry.contract)}`,
      `- Route: ${code(entry.served)}`,
      `- Queries: ${code([...new Set(entry.queries)])}`,
      `- Web: ${code(entry.web)}`,
      `- Tests: ${code(entry.tests)}`,
      '',
    );
  }
  return `${lines.join('\n').trimEnd()}\n`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  fs.writeFileSync(CALLS_FILE, await callsIndex());
  console.log(`wrote ${path.relative(process.cwd(), CALLS_FILE)}`);
}
