import { generate } from 'otplib';
import { inject } from 'vitest';
import type { OperatorRole } from '../../packages/contract/src/operator/roles';
import type { DatabaseHandle } from '../../apps/api/src/db/connect';
import { createCharity } from '../../apps/api/src/test/charity-factories';
import { createOperator, OPERATOR_PASSWORD } from '../../apps/api/src/test/operator-factories';

/**
 * Operators of the journeys' own, put into the seeded template before the servers start (a journey
 * cannot write into a running server's PGlite): one per journey and screen, so no two journeys share
 * an operator's codes — a code is taken once per 30-second step. The demo operator (README) is the
 * desktop auditor's.
 */
export interface JourneyOperator {
  email: string;
  password: string;
  name: string;
  roles: OperatorRole[];
  /** the authenticator's secret; null for one who enrols in the journey */
  secret: string | null;
}

const OPERATORS = {
  /** first login, no factor yet: enrols with the QR code */
  newcomerDesktop: { name: 'ياسمين فؤاد', roles: ['finance', 'moderator'], enrolled: false },
  newcomerPhone: { name: 'عمر السيد', roles: ['catalogue'], enrolled: false },
  /** an admin on a phone: the audit view and its export through the step-up dialog */
  auditorPhone: { name: 'سلوى عبد الحميد', roles: ['admin', 'data_protection'], enrolled: true },
  /** onboarding on a phone: asks to revoke JOURNEY_PERMIT; the second onboarding operator approves it */
  revokerPhone: { name: 'منى الشريف', roles: ['onboarding'], enrolled: true },
  approverPhone: { name: 'طارق حسني', roles: ['onboarding'], enrolled: true },
  /** onboarding: reviews a charity's application to join (e2e/charity-application.e2e.ts) */
  applicationsDesktop: { name: 'رانيا منصور', roles: ['onboarding'], enrolled: true },
  applicationsPhone: { name: 'حسام الدين فهمي', roles: ['onboarding'], enrolled: true },
} satisfies Record<string, { name: string; roles: OperatorRole[]; enrolled: boolean }>;

export type JourneyOperators = Record<keyof typeof OPERATORS, JourneyOperator>;

declare module 'vitest' {
  export interface ProvidedContext {
    /** the journeys' operators and their secrets (global-setup.ts) */
    journeyOperators: JourneyOperators;
  }
}

/** The revocation journey's own charity and approved permit (no other journey leans on them). */
export const JOURNEY_PERMIT = { ngo_name: 'جمعية رحاب الخير', permit_number: 'JR-2026-77' } as const;

/** Inserts the journeys' operators (and the permit they revoke) with the api tests' own factories. */
export async function seedJourneyOperators(db: DatabaseHandle['db']): Promise<JourneyOperators> {
  await createCharity(db, {
    ar_name: JOURNEY_PERMIT.ngo_name,
    permit: { permit_number: JOURNEY_PERMIT.permit_number },
  });
  const entries = await Promise.all(
    Object.entries(OPERATORS).map(async ([key, { name, roles, enrolled }]) => {
      const { email, secret } = await createOperator(db, roles, { enrolled, name });
      return [key, { email, password: OPERATOR_PASSWORD, name, roles, secret }];
    }),
  );
  return Object.fromEntries(entries) as JourneyOperators;
}

export const journeyOperators = (): JourneyOperators => inject('journeyOperators');

/** A code the server takes now, and its 30-second step. */
export interface FreshCode {
  code: string;
  step: number;
}

/**
 * The authenticator's code for now, or, when the step of `after` (the journey's last code) is still
 * running, the next step's: a code is taken once per step, and the server forgives one step of drift.
 */
export async function freshCode(secret: string, after?: FreshCode): Promise<FreshCode> {
  const current = Math.floor(Date.now() / 30_000);
  const step = after && current <= after.step ? after.step + 1 : current;
  return { code: await generate({ secret, epoch: step * 30 }), step };
}
