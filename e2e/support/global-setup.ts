import type { TestProject } from 'vitest/node';
import { buildWebIfStale } from '../../scripts/build-web-if-stale';
import { chromiumPath } from './chromium';
import type { AtharTemplate } from './athar-template';
import { prepareAtharTemplate } from './athar-template';
import './demo-records';
import './journey-operators';
import { startAthar, type RunningAthar } from './server';

/** What a journey needs to reach its worker's Athar. */
export type AtharAddress = Pick<RunningAthar, 'baseUrl' | 'payUrl' | 'dataDir'>;

declare module 'vitest' {
  export interface ProvidedContext {
    /** one running Athar per worker, by VITEST_POOL_ID - 1 (support/athar.ts picks this worker's) */
    athars: AtharAddress[];
    /** the seeded template, for a journey that starts an Athar of its own (test-clock.ts) */
    atharTemplate: AtharTemplate;
  }
}

/**
 * Seeds the demo data once, then starts one Athar per worker from it: journeys of different files
 * run side by side on servers of their own, and a worker's files share its server.
 */
export default async function setup(project: TestProject) {
  // once here, not in each server's start: servers starting together must not build side by side
  buildWebIfStale();
  // the packaged Chromium is unpacked here, once: two workers unpacking it side by side launch a
  // half-written file (spawn ETXTBSY)
  await chromiumPath();
  const { template, demoRecords, journeyOperators, dispose } = await prepareAtharTemplate();
  const athars = await Promise.all(
    Array.from({ length: project.globalConfig.maxWorkers }, () => startAthar(template)),
  );
  project.provide(
    'athars',
    athars.map(({ baseUrl, payUrl, dataDir }) => ({ baseUrl, payUrl, dataDir })),
  );
  project.provide('atharTemplate', template);
  project.provide('demoRecords', demoRecords);
  project.provide('journeyOperators', journeyOperators);
  return async () => {
    await Promise.all(athars.map((athar) => athar.stop()));
    await dispose();
  };
}
