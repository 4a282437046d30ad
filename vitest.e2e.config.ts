import os from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * Browser journeys in Chromium: the global set-up seeds Athar once and starts one server per worker
 * (scripts/start.mjs on a copy of the seeded data); each worker runs its files one after another
 * against its own server, the workers side by side. E2E_WORKERS, or one worker per two cores and at
 * least two: a journey spends most of its time waiting on the browser and the server, not computing.
 */
const workers = Number(process.env.E2E_WORKERS) || Math.max(2, Math.floor(os.availableParallelism() / 2));

export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.ts'],
    globalSetup: ['e2e/support/global-setup.ts'],
    environment: 'node',
    pool: 'forks',
    maxWorkers: workers,
    // a worker loads playwright and the journeys' helpers once for all its files, not once per file
    isolate: false,
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
});
