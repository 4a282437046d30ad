/**
 * The clock scheduled work reads (docs/decisions/020): the real one, or — only with TEST_CLOCK=on, which
 * production refuses — a test clock that browser journeys set through POST /api/test/clock, so a
 * night of Ramadan months away can be "tonight" for the nightly jobs and for a donor's "skip tonight"
 * (services/giving/manage-schedule.ts). Other request handlers, the payment host and the database keep
 * the real time.
 */
export interface Clock {
  now(): Date;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** what `now` the scheduled jobs run at: the real clock unless TEST_CLOCK=on */
    clock: Clock;
  }
}

export const realClock: Clock = { now: () => new Date() };

export interface TestClock extends Clock {
  /** from now on the clock reads `at`, and runs on from there as a real clock does */
  set(at: Date): void;
  /** back to the real time */
  reset(): void;
  /** whether the clock was set (and not reset since) */
  readonly isSet: boolean;
}

/** A clock that is the real one until set; `real` is the time it runs on (tests may pass their own). */
export function createTestClock(real: () => number = Date.now): TestClock {
  let offset: number | null = null;
  return {
    now: () => new Date(real() + (offset ?? 0)),
    set(at) {
      offset = at.getTime() - real();
    },
    reset() {
      offset = null;
    },
    get isSet() {
      return offset !== null;
    },
  };
}
