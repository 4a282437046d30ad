import { LOCAL_OPERATOR_FACTOR_KEY } from '@athar/server-kit/config';
import type { Kysely } from 'kysely';
import { generate } from 'otplib';
import type { FactorTables } from '../db/queries/second-factor';
import type { Database } from '../db/schema';
import { sealFactorSecret } from '../lib/factor-secret';
import { newFactorSecret } from '../services/second-factor/totp';

/** Enrols an account (an operator or a staff member) with a fresh secret, sealed with the local key. */
export async function enrolTestFactor(
  db: Kysely<Database>,
  tables: FactorTables,
  id: number,
): Promise<string> {
  const secret = newFactorSecret();
  await db
    .updateTable(tables.accounts)
    .set({
      factor_secret: sealFactorSecret(secret, LOCAL_OPERATOR_FACTOR_KEY),
      factor_enrolled_at: new Date(),
    })
    .where('id', '=', id)
    .execute();
  return secret;
}

/** The authenticator's code `stepsAhead` 30-second steps from now (one is still accepted as drift). */
export function codeFor(secret: string, stepsAhead = 0): Promise<string> {
  return generate({ secret, epoch: Math.floor(Date.now() / 1000) + stepsAhead * 30 });
}
