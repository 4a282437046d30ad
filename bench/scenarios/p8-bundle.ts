import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { BenchContext } from '../support/context';
import { BENCH_DATA_DIR, ROOT } from '../support/options';
import { measured, resultRow, type ResultRow } from '../support/report';
import { gzip9Bytes, KB } from '../support/sizes';

/** what index.html loads, before any page's own chunks */
const BUDGET_KB = 130;
/**
 * docs/PERFORMANCE.md: the JS of a route, index.html's and its page's, re-based on React by issue 34
 * (the campaign page's was 100 KB on preact/compat, decision 021; the home route's 130 KB, which
 * index.html alone now nearly fills: docs/decisions/029)
 */
const ROUTE_BUDGET_KB = 150;
const WEB_CONFIG = path.join(ROOT, 'apps/web/vite.config.ts');
/** the modules the route table loads lazily for each route (apps/web/src/app/route-table.ts) */
const HOME_PAGE_MODULE = 'src/features/home/components/home-page.tsx';
const CAMPAIGN_PAGE_MODULE = 'src/features/campaign-page/components/campaign-page.tsx';

interface ManifestChunk {
  file: string;
  imports?: string[];
}

/** `vite build` of `root` with the web app's own config, into the bench's data folder. */
function viteBuild(root: string | null, outDir: string): Promise<void> {
  const args = [
    'build',
    ...(root ? [root] : []),
    '--config',
    WEB_CONFIG,
    '--outDir',
    outDir,
    '--emptyOutDir',
    '--manifest',
  ];
  return new Promise((resolve, reject) => {
    const child = spawn(path.join(ROOT, 'node_modules/.bin/vite'), args, {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += String(chunk)));
    child.stderr.on('data', (chunk) => (output += String(chunk)));
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`vite build failed:\n${output}`)),
    );
  });
}

/** The JS files index.html loads: its module scripts and modulepreload links. */
function initialScripts(distDir: string): string[] {
  const html = fs.readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const scripts = [...html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g)].map(
    (match) => match[1]!,
  );
  const preloads = [...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)].map(
    (match) => match[1]!,
  );
  return [...new Set([...scripts, ...preloads])].map((url) => url.replace(/^\//, ''));
}

/**
 * The chunks a lazily loaded module needs before it runs: its own and those it imports statically,
 * transitively, as the build's manifest lists them (its dynamic imports load later, on their own).
 */
function chunkClosure(distDir: string, entry: string): string[] {
  const manifest = JSON.parse(fs.readFileSync(path.join(distDir, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    chunk.imports?.forEach(visit);
  };
  visit(entry);
  if (files.size === 0) throw new Error(`P8: ${entry} is not in the build's manifest`);
  return [...files];
}

const gzipKb = (distDir: string, files: string[]) =>
  files.reduce((sum, file) => sum + gzip9Bytes(fs.readFileSync(path.join(distDir, file))), 0) / KB;

/**
 * P8: the gzip size of the JS the initial HTML loads (scripts and modulepreloads), the web app vs
 * a bare React + React Router + TanStack Query skeleton built by the same Vite config; the app's
 * home route with its lazily loaded page chunks and a campaign page's route (≤ 150 KB each).
 */
export async function bundleSize(_context: BenchContext): Promise<ResultRow[]> {
  const appDist = path.join(BENCH_DATA_DIR, 'web/dist');
  const skeletonDist = path.join(BENCH_DATA_DIR, 'skeleton/dist');
  await viteBuild(null, appDist);
  await viteBuild(path.join(ROOT, 'bench/skeleton'), skeletonDist);
  const appInitial = initialScripts(appDist);
  const app = gzipKb(appDist, appInitial);
  const skeleton = gzipKb(skeletonDist, initialScripts(skeletonDist));
  const routeFiles = (pageModule: string) => [
    ...new Set([...appInitial, ...chunkClosure(appDist, pageModule)]),
  ];
  const homeFiles = routeFiles(HOME_PAGE_MODULE);
  const home = gzipKb(appDist, homeFiles);
  const campaignFiles = routeFiles(CAMPAIGN_PAGE_MODULE);
  const campaign = gzipKb(appDist, campaignFiles);
  return [
    resultRow({
      id: 'P8',
      what: 'initial JS (gzip): what index.html loads',
      a: measured(`app, ${appInitial.length} files`, 'KB', [app]),
      b: measured('skeleton', 'KB', [skeleton]),
      maxRatio: 1.3,
      also: { met: app <= BUDGET_KB, target: `A ≤ ${BUDGET_KB} KB` },
    }),
    resultRow({
      id: 'P8',
      what: 'home route JS (gzip): index.html + the home page chunks',
      a: measured(`app, ${homeFiles.length} files`, 'KB', [home]),
      b: measured('skeleton', 'KB', [skeleton]),
      maxRatio: 1.3,
      also: { met: home <= ROUTE_BUDGET_KB, target: `A ≤ ${ROUTE_BUDGET_KB} KB` },
    }),
    resultRow({
      id: 'P8',
      what: 'campaign page route JS (gzip): index.html + the campaign page chunks',
      a: measured(`app, ${campaignFiles.length} files`, 'KB', [campaign]),
      b: measured('budget', 'KB', [ROUTE_BUDGET_KB]),
      also: { met: campaign <= ROUTE_BUDGET_KB, target: `A ≤ ${ROUTE_BUDGET_KB} KB` },
      note: "gzip level 9 of each file, 1 KB = 1,000 bytes; app and skeleton built by apps/web/vite.config.ts; a route's chunks are its page module and what that imports statically, from the build's manifest.",
    }),
  ];
}
