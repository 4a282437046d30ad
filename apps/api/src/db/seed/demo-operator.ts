import { LOCAL_OPERATOR_FACTOR_KEY } from '@athar/server-kit/config';
import type { Kysely } from 'kysely';
import { DEMO_OPERATOR_FACTOR_SECRET, sealFactorSecret } from '../../lib/factor-secret';
import type { Database } from '../schema';
import { OPERATOR_ROLES } from '@athar/contract/operator/roles';

/**
 * The documented demo operator (README): every duty, the demo password, and an authenticator secret
 * printed in the README — sealed with the local key, so a server with its own OPERATOR_FACTOR_KEY
 * (every production one) cannot open it and makes the operator enrol; production also refuses the
 * secret itself.
 */
export const DEMO_OPERATOR = {
  email: 'operator@athar.local',
  operator_name: 'هدى الشريف',
  factor_secret: DEMO_OPERATOR_FACTOR_SECRET,
};

export async function seedOperator(db: Kysely<Database>, passwordHash: string): Promise<void> {
  await db
    .insertInto('operators')
    .values({
      email: DEMO_OPERATOR.email,
      operator_name: DEMO_OPERATOR.operator_name,
      password_hash: passwordHash,
      roles: [...OPERATOR_ROLES],
      factor_secret: sealFactorSecret(DEMO_OPERATOR_FACTOR_SECRET, LOCAL_OPERATOR_FACTOR_KEY),
      factor_enrolled_at: new Date(),
    })
    .execute();
}
