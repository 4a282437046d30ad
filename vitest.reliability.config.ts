import { defineConfig } from 'vitest/config';

/**
 * `npm run test:reliability`: faults, hostile input, authorization and replays (docs/RELIABILITY.md), one
 * file per R-item. Files run one at a time: several start servers and load two cores on their own.
 */
export default defineConfig({
  test: {
    include: ['reliability/**/*.rel.ts'],
    environment: 'node',
    pool: 'forks',
    globalSetup: ['apps/api/src/test/database-templates.ts'],
    fileParallelism: false,
    testTimeout: 300_000,
    hookTimeout: 180_000,
  },
});
