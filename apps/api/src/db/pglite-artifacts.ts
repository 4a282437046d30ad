import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { PGliteOptions } from '@electric-sql/pglite';

type WasmModule = NonNullable<PGliteOptions['pgliteWasmModule']>;
/** Node's WebAssembly, which the api's TypeScript libraries (no DOM) declare as types only. */
const wasm = (globalThis as unknown as { WebAssembly: { compile(bytes: Uint8Array): Promise<WasmModule> } })
  .WebAssembly;

/**
 * PGlite's WebAssembly modules and file-system bundle, read and compiled once per process. Left to
 * itself, every PGlite.create reads and compiles the 9 MB module again (and V8 optimises it again in the
 * background): the test suite opens a database per file, and that was most of a file's set-up.
 */
export interface PgliteArtifacts {
  pgliteWasmModule: WasmModule;
  initdbWasmModule: WasmModule;
  fsBundle: Blob;
}

let artifacts: Promise<PgliteArtifacts> | undefined;

export function pgliteArtifacts(): Promise<PgliteArtifacts> {
  artifacts ??= (async () => {
    const dist = path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
    const [pglite, initdb, bundle] = await Promise.all(
      ['pglite.wasm', 'initdb.wasm', 'pglite.data'].map((name) => fs.readFile(path.join(dist, name))),
    );
    return {
      pgliteWasmModule: await wasm.compile(pglite!),
      initdbWasmModule: await wasm.compile(initdb!),
      fsBundle: new Blob([bundle!]),
    };
  })();
  return artifacts;
}
