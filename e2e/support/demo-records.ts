import { inject } from 'vitest';
import type { DemoRecords } from '../../apps/api/src/db/seed/demo-records';

declare module 'vitest' {
  export interface ProvidedContext {
    /** the seeded records the journeys use, found by their properties (global-setup.ts, issue 33) */
    demoRecords: DemoRecords;
  }
}

/** The seeded campaigns the journeys use, each named for what its journey relies on (DemoRecords). */
export const demoRecords = (): DemoRecords => inject('demoRecords');
