import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);
/** Text the browser downloads; fonts (woff2) and images are compressed already. */
const COMPRESSIBLE = new Set(['.js', '.css', '.svg', '.json', '.txt', '.webmanifest']);
/** Below this a compressed copy saves less than its own headers cost. */
const MIN_BYTES = 1024;

async function* filesUnder(dir: string): AsyncGenerator<string> {
  for (const entry of await fs.readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full);
    else yield full;
  }
}

/**
 * Writes `.br` and `.gz` beside every compressible file of the build, at the highest levels (done
 * once at build time, never per request); the api's static plugin serves them (`preCompressed`).
 * index.html is left out: the api renders it per request from the template.
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'athar-precompress',
    // the browser's build only: the server entry's (docs/decisions/024) is never served
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const work: Promise<void>[] = [];
      for await (const file of filesUnder(outDir)) {
        if (!COMPRESSIBLE.has(path.extname(file))) continue;
        work.push(
          fs.readFile(file).then(async (content) => {
            if (content.length < MIN_BYTES) return;
            const [gz, br] = await Promise.all([
              gzip(content, { level: zlib.constants.Z_BEST_COMPRESSION }),
              brotli(content, {
                params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY },
              }),
            ]);
            await Promise.all([fs.writeFile(`${file}.gz`, gz), fs.writeFile(`${file}.br`, br)]);
          }),
        );
      }
      await Promise.all(work);
    },
  };
}
