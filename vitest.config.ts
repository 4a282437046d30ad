import os from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // the web's component tests (*.test.tsx) name their DOM in a `@vitest-environment` docblock
    include: [
      'packages/**/*.test.ts',
      'apps/**/*.test.ts',
      'apps/web/**/*.test.tsx',
      'scripts/**/*.test.ts',
      'bench/**/*.test.ts',
      'integration/**/*.test.ts',
    ],
    exclude: ['**/node_modules/**', '**/dist/**'],
    environment: 'node',
    pool: 'forks',
    // Vitest's default is one worker fewer than the cores, one on a two-core machine: the API tests
    // wait on PostgreSQL, argon2 and sockets more than they compute, so two files share two cores well
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    globalSetup: ['apps/api/src/test/database-templates.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
