import type { FactorSessionState } from '@athar/contract/second-factor/fields';

/** A password alone opens nothing, and waits at most 10 minutes for the second factor. */
export const FACTOR_WAIT_MS = 10 * 60 * 1000;
/** A fresh code stands for a sensitive act for 5 minutes. */
export const STEP_UP_MS = 5 * 60 * 1000;

/**
 * What a session still lacks: nothing once its factor passed; else the code of an enrolled factor,
 * or an enrolment when one is required (every operator, a charity's admin).
 */
export function factorState(row: {
  factor_at: Date | null;
  factor_enrolled_at: Date | null;
  factorRequired: boolean;
}): FactorSessionState {
  if (row.factor_at) return 'ready';
  if (row.factor_enrolled_at) return 'verify';
  return row.factorRequired ? 'enrol' : 'ready';
}

/** A session waiting for its factor ends FACTOR_WAIT_MS after the password. */
export const factorWaitOver = (state: FactorSessionState, createdAt: Date, now: number) =>
  state !== 'ready' && new Date(createdAt).getTime() < now - FACTOR_WAIT_MS;

/** Whether the session gave a fresh code within STEP_UP_MS. */
export const steppedUpRecently = (steppedUpAt: Date | null) =>
  steppedUpAt !== null && Date.now() - new Date(steppedUpAt).getTime() < STEP_UP_MS;

/** Until when a step-up taken at `at` stands, as the step-up calls answer it. */
export const stepUpUntil = (at: Date) => new Date(at.getTime() + STEP_UP_MS).toISOString();
