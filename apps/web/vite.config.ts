import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { minifyServiceWorker } from './build/minify-service-worker';
import { precompress } from './build/precompress';
import { routeChunks } from './build/route-chunks';
// A relative path: Node loads the config without a TypeScript loader for workspace packages.
import { DEFAULT_API_SIGNATURE } from '../../packages/contract/src/config-defaults.ts';

/** The placeholder the API server replaces with its configured signature when it serves index.html. */
const SIGNATURE_PLACEHOLDER = '__ATHAR_API_SIGNATURE__';
/** Likewise for the payment host's public address. */
const PAY_URL_PLACEHOLDER = '__ATHAR_PAY_URL__';
const API_ORIGIN = process.env.DEV_API_ORIGIN ?? 'http://localhost:3000';

/** In `vite dev` there is no API server in front of index.html, so fill the signature and pay's address in here. */
function devApiSignature(): Plugin {
  return {
    name: 'athar-dev-api-signature',
    apply: 'serve',
    // replacer functions: a `$` in a configured value is not a replacement pattern
    transformIndexHtml: (html) =>
      html
        .replace(SIGNATURE_PLACEHOLDER, () => process.env.API_SIGNATURE ?? DEFAULT_API_SIGNATURE)
        .replace(PAY_URL_PLACEHOLDER, () => process.env.PAY_PUBLIC_URL ?? 'http://localhost:3001'),
  };
}

const proxy = Object.fromEntries(
  ['/api', '/athar', '/uploads'].map((prefix) => [prefix, { target: API_ORIGIN, changeOrigin: true }]),
);

export default defineConfig(({ isSsrBuild }) => ({
  root: import.meta.dirname,
  plugins: [react(), tailwindcss(), devApiSignature(), routeChunks(), minifyServiceWorker(), precompress()],
  // the server entry (src/entry-server.tsx, `vite build --ssr`, docs/decisions/024) carries its libraries,
  // React's production build among them: the api loads it from the build alone, whatever its NODE_ENV
  ...(isSsrBuild && {
    ssr: { noExternal: true },
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  }),
  build: {
    // the server entry beside the app it renders, where the api finds it (SERVER_ENTRY_FILE); the api's
    // static files never serve dist/server/
    outDir: isSsrBuild ? 'dist/server' : 'dist',
    emptyOutDir: true,
    copyPublicDir: !isSsrBuild,
    // every browser the app supports has <link rel="modulepreload"> (Safari since 17); an older one
    // loads the same chunks when they are imported, a moment later, rather than 0.6 KB of polyfill for all
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // the server entry is one file: the server loads it whole, once
      output: isSsrBuild
        ? { codeSplitting: false }
        : { codeSplitting: { experimentalInlineCommonChunks: { maxSize: 16 * 1024 } } },
    },
  },
  server: { proxy },
  preview: { proxy },
}));
