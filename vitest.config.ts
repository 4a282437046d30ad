import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

const SERVER_ROOTS = ['packages', 'apps/api', 'apps/pay', 'scripts', 'bench', 'integration'];

/** The test files under `roots` ending in one of `endings` whose text matches `pattern`. */
function testFilesContaining(roots: string[], endings: string[], pattern: RegExp): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name === 'dist') continue;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (
        endings.some((ending) => entry.name.endsWith(ending)) &&
        pattern.test(fs.readFileSync(full, 'utf8'))
      )
        found.push(full);
    }
  };
  for (const root of roots) walk(root);
  return found;
}

/**
 * A test file that mocks a module (vi.mock) runs in a worker of its own files' modules: the others
 * share their worker's loaded modules (isolate: false), where a mock would leak into the next file.
 */
const MOCKS_MODULES = /\bvi\.(?:mock|doMock)\(/;

/**
 * The server test files with a test whose answer the engine can change: those that run a describe
 * over `testEngines` or `scaleEngines` (apps/api/src/test/test-database.ts). With DATABASE_URL they run
 * (once more) on PostgreSQL; every other test runs once, on PGlite.
 */
const engineSensitive = () =>
  testFilesContaining(SERVER_ROOTS, ['.test.ts'], /\b(?:testEngines|scaleEngines)\b/);

/**
 * The query plans on a seed of thousands of campaigns (`scaleEngines`): with DATABASE_URL, on
 * PostgreSQL only, so the PGlite project leaves them out (docs/decisions/053).
 */
const onPostgresAtScale = () =>
  process.env.DATABASE_URL ? testFilesContaining(SERVER_ROOTS, ['.test.ts'], /\bscaleEngines\b/) : [];

/**
 * A project, and beside it, for its files that mock modules, the same project with each file on its
 * own modules (created only when there are such files).
 */
function sharingModules(project: TestProjectInlineConfiguration, roots: string[], endings: string[]) {
  const mocking = testFilesContaining(roots, endings, MOCKS_MODULES);
  const test = project.test!;
  return [
    {
      ...project,
      // a worker loads the modules once for all its files, not once per file (imports took half of
      // the run): these files share no mocks, and each builds its own app and database
      test: { ...test, isolate: false, exclude: [...(test.exclude ?? []), ...mocking] },
    },
    ...(mocking.length > 0
      ? [{ ...project, test: { ...test, name: `${test.name}-isolated`, include: mocking } }]
      : []),
  ];
}

export default defineConfig({
  test: {
    exclude: ['**/node_modules/**', '**/dist/**'],
    environment: 'node',
    pool: 'forks',
    // Vitest's default is one worker fewer than the cores, one on a two-core machine: the API tests
    // wait on PostgreSQL, argon2 and sockets more than they compute, so two files share two cores well
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    testTimeout: 30_000,
    hookTimeout: 120_000,
    projects: [
      ...sharingModules(
        {
          extends: true,
          test: {
            name: 'server',
            include: SERVER_ROOTS.map((root) => `${root}/**/*.test.ts`),
            exclude: ['**/node_modules/**', '**/dist/**', ...onPostgresAtScale()],
            env: { TEST_ENGINE: 'pglite' },
            globalSetup: ['apps/api/src/test/database-templates.ts'],
          },
        },
        SERVER_ROOTS,
        ['.test.ts'],
      ),
      ...(process.env.DATABASE_URL
        ? sharingModules(
            {
              extends: true,
              test: {
                name: 'server-postgres',
                include: engineSensitive(),
                exclude: ['**/node_modules/**', '**/dist/**'],
                env: { TEST_ENGINE: 'postgres' },
                globalSetup: ['apps/api/src/test/database-templates.ts'],
              },
            },
            SERVER_ROOTS,
            ['.test.ts'],
          )
        : []),
      ...sharingModules(
        {
          extends: true,
          test: {
            name: 'web',
            // the component tests (*.test.tsx) name their DOM in a `@vitest-environment` docblock
            include: ['apps/web/**/*.test.ts', 'apps/web/**/*.test.tsx'],
            exclude: ['**/node_modules/**', '**/dist/**'],
            setupFiles: ['apps/web/src/test/everything-on-screen.ts'],
          },
        },
        ['apps/web'],
        ['.test.ts', '.test.tsx'],
      ),
    ],
  },
});
