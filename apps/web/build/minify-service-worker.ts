import fs from 'node:fs/promises';
import path from 'node:path';
import { transform } from 'esbuild';
import type { Plugin } from 'vite';

/**
 * public/sw.js is copied into the build as written, its long comments with it; every first visit
 * downloads it (P9, docs/PERFORMANCE.md). This minifies the copy in the build (half its compressed
 * size) before the precompress plugin, whose work starts after every file is written, compresses it.
 */
export function minifyServiceWorker(): Plugin {
  let file = '';
  return {
    name: 'athar-minify-service-worker',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      file = path.resolve(config.root, config.build.outDir, 'sw.js');
    },
    async writeBundle() {
      // a build with no public/sw.js (the bench's skeleton, built with this config) has none to minify
      const source = await fs.readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return null;
        throw error;
      });
      if (source === null) return;
      const { code } = await transform(source, { minify: true, target: 'es2020', legalComments: 'none' });
      await fs.writeFile(file, code);
    },
  };
}
