import { generate } from 'otplib';
import { inject } from 'vitest';
import type { OperatorRole } from '../../packages/contract/src/operator/roles';
import { LOCAL_OPERATOR_FACTOR_KEY } from '../../packages/server-kit/src/config';
import { insertOperator } from '../../apps/api/src/db/queries/operators';
import type { DatabaseHandle } from '../../apps/api/src/db/connect';
import { sealFactorSecret } from '../../apps/api/src/lib/factor-secret';
import { hashPassword } from '../../apps/api/src/lib/passwords';
import { newFactorSecret } from '../../apps/api/src/services/operators/totp';

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

const PASSWORD = 'journey-operator-pass-1';

const OPERATORS = {
  /** first login, no factor yet: enrols with the QR code */
  newcomerDesktop: { name: 'ياسمين فؤاد', roles: ['finance', 'moderator'], enrolled: false },
  newcomerPhone: { name: 'عمر السيد', roles: ['catalogue'], enrolled: false },
  /** an admin on a phone: the audit view and its export through the step-up dialog */
  auditorPhone: { name: 'سلوى عبد الحميد', roles: ['admin', 'data_protection'], enrolled: true },
} satisfies Record<string, { name: string; roles: OperatorRole[]; enrolled: boolean }>;

export type JourneyOperators = Record<keyof typeof OPERATORS, JourneyOperator>;

declare module 'vitest' {
  export interface ProvidedContext {
    /** the journeys' operators and their secrets (global-setup.ts) */
    journeyOperators: JourneyOperators;
  }
}

/** Inserts the journeys' operators, as apps/api/src/test/operator-factories.ts makes a test's. */
export async function seedJourneyOperators(db: DatabaseHandle['db']): Promise<JourneyOperators> {
  const passwordHash = await hashPassword(PASSWORD);
  const entries = await Promise.all(
    Object.entries(OPERATORS).map(async ([key, operator]) => {
      const email = `journey-${key.toLowerCase()}@athar.local`;
      const id = await insertOperator(db, {
        email,
        operator_name: operator.name,
        password_hash: passwordHash,
        roles: operator.roles,
      });
      const secret = operator.enrolled ? newFactorSecret() : null;
      if (secret)
        await db
          .updateTable('operators')
          .set({
            factor_secret: sealFactorSecret(secret, LOCAL_OPERATOR_FACTOR_KEY),
            factor_enrolled_at: new Date(),
          })
          .where('id', '=', id)
          .execute();
      return [key, { email, password: PASSWORD, name: operator.name, roles: operator.roles, secret }];
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
