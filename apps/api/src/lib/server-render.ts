import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  RENDERED_QUERIES_ELEMENT_ID,
  SERVER_ENTRY_FILE,
  SERVER_RENDERED_ATTRIBUTE,
  type RenderedPage,
} from '@athar/contract/server-render';
import { jsonDataBlock } from './initial-data';
import { serverRendererIn, type ServerRenderer } from './server-render-worker';

/**
 * The web build's server entry (docs/decisions/024), loaded from the build at start in a worker
 * thread of its own (server-render-worker.ts): `npm run build`
 * writes it beside the app; a build without it (`vite build` alone, the tests' fake builds) leaves
 * every page to the browser, as the shell's loading spinner and its data block.
 */
export async function loadServerRender(distDir: string): Promise<ServerRenderer | undefined> {
  const file = path.join(distDir, SERVER_ENTRY_FILE);
  if (!fs.existsSync(file)) return undefined;
  return serverRendererIn(pathToFileURL(file).href, file);
}

const ROOT = '<div id="root">';

/**
 * The shell with the rendered page in `#root`, marked for the browser to hydrate, in place of the
 * loading spinner, and the page's queries after it: the markup comes first on the wire and paints
 * before the data block has arrived, which the scripts read only once the document is parsed.
 * `#root` is the body's last element (apps/web/index.html).
 */
export function withRenderedRoot(html: string, page: RenderedPage): string {
  const start = html.indexOf(ROOT);
  const end = html.lastIndexOf('</div>', html.lastIndexOf('</body>'));
  if (start === -1 || end < start)
    throw new Error('the app shell has no <div id="root"> closing before </body>');
  return [
    html.slice(0, start),
    `<div id="root" ${SERVER_RENDERED_ATTRIBUTE}>${page.html}</div>`,
    jsonDataBlock(RENDERED_QUERIES_ELEMENT_ID, page.queries),
    html.slice(end + '</div>'.length),
  ].join('');
}
