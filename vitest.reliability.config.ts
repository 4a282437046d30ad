import { defineConfig } from 'vitest/config';

/**
 * `npm run test:reliability`: faults, hostile input, authorization and replays (docs/RELIABILITY.md), one
 * file per R-item. Two files at a time: what each checks (exactly once, nothing leaked, an Arabic
 * refusal) does not depend on how fast the machine answers, and most of a file's time is spent waiting
 * on a restart, PostgreSQL or a socket.
 */
export default defineConfig({
  test: {
    include: ['reliability/**/*.rel.ts'],
    environment: 'node',
    pool: 'forks',
    globalSetup: ['apps/api/src/test/database-templates.ts'],
    maxWorkers: 2,
    testTimeout: 300_000,
    hookTimeout: 180_000,
  },
});
