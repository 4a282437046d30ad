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
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
