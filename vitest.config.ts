import os from 'node:os';
import { defineConfig } from 'vitest/config';
import { preactAliases } from './apps/web/build/preact-alias';

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
      {
        extends: true,
        test: {
          name: 'server',
          include: [
            'packages/**/*.test.ts',
            'apps/api/**/*.test.ts',
            'apps/pay/**/*.test.ts',
            'scripts/**/*.test.ts',
            'bench/**/*.test.ts',
            'integration/**/*.test.ts',
          ],
          globalSetup: ['apps/api/src/test/database-templates.ts'],
        },
      },
      {
        extends: true,
        // the web renders with preact/compat as it ships (apps/web/build/preact-alias.ts): React's
        // dependants run through Vite in their ES module builds, so the aliases reach their imports too
        resolve: { alias: preactAliases, mainFields: ['module', 'main'], conditions: ['module'] },
        test: {
          name: 'web',
          // the component tests (*.test.tsx) name their DOM in a `@vitest-environment` docblock
          include: ['apps/web/**/*.test.ts', 'apps/web/**/*.test.tsx'],
          setupFiles: ['apps/web/src/test/everything-on-screen.ts'],
          server: {
            deps: {
              inline: [
                /[\\/]preact[\\/]/,
                /@testing-library[\\/]react/,
                /react-router/,
                /@tanstack[\\/]react-query/,
                /react-hook-form/,
                /@hookform/,
                /embla-carousel-react/,
              ],
            },
          },
        },
      },
    ],
  },
});
