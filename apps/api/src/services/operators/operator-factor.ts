import type { Kysely } from 'kysely';
import QRCode from 'qrcode';
import { operatorMessages } from '@athar/contract/operator/messages';
import { AppError } from '@athar/server-kit/errors';
import { markSessionFactor, markSessionSteppedUp } from '../../db/queries/operator-sessions';
import {
  clearFactor,
  findOperator,
  replaceRecoveryCodes,
  setPendingFactor,
  takeFactorStep,
  useRecoveryCode,
} from '../../db/queries/operators';
import type { AuditRecord } from '../../db/queries/audit-log';
import type { Database } from '../../db/schema';
import { loginChecks } from '../accounts/login';
import type { RateLimiter } from '../../lib/rate-limiter';
import { recordAudit } from '../audit/audit-trail';
import { DEMO_OPERATOR_FACTOR_SECRET, openFactorSecret, sealFactorSecret } from '../../lib/factor-secret';
import { hashRecoveryCode, newRecoveryCodes } from './recovery-codes';
import { checkCode, factorUri, newFactorSecret } from './totp';

export interface FactorDeps {
  db: Kysely<Database>;
  rateLimiter: RateLimiter;
  config: { OPERATOR_FACTOR_KEY: string; NODE_ENV: string };
}

interface Caller {
  operatorId: number;
  sessionId: number;
  origin: Pick<AuditRecord, 'ip' | 'user_agent'> & { ip: string };
}

const isCodeRefusal = (error: unknown) =>
  error instanceof AppError &&
  (error.message === operatorMessages.codeInvalid || error.message === operatorMessages.codeUsed);

/** Code guesses count like password guesses, per operator and address: six digits must not be walked. */
function throttledCode<T>(deps: FactorDeps, caller: Caller, work: () => Promise<T>): Promise<T> {
  const checks = loginChecks(`operator-code:${caller.operatorId}`, caller.origin.ip);
  return deps.rateLimiter.attempt(checks, isCodeRefusal, work);
}

/** A new secret for the authenticator app, kept pending until its first code (never over an enrolled one). */
export async function beginEnrolment(deps: FactorDeps, operatorId: number) {
  const operator = await findOperator(deps.db, operatorId);
  if (!operator) throw new AppError('UNAUTHORIZED', operatorMessages.sessionEnded);
  if (operator.factor_enrolled_at) throw new AppError('CONFLICT', operatorMessages.alreadyEnrolled);
  const secret = newFactorSecret();
  await setPendingFactor(deps.db, operatorId, sealFactorSecret(secret, deps.config.OPERATOR_FACTOR_KEY));
  const uri = factorUri(operator.email, secret);
  const svg = await QRCode.toString(uri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return { secret, otpauth_uri: uri, qr_svg: svg };
}

/** The secret of an operator, or a refusal that sends them back to enrolment. */
async function secretOf(deps: FactorDeps, operatorId: number, enrolled: boolean) {
  const operator = await findOperator(deps.db, operatorId);
  if (!operator?.factor_secret || (operator.factor_enrolled_at !== null) !== enrolled)
    throw new AppError(
      'UNAUTHORIZED',
      enrolled ? operatorMessages.enrolNeeded : operatorMessages.sessionEnded,
    );
  const secret = openFactorSecret(operator.factor_secret, deps.config.OPERATOR_FACTOR_KEY);
  if (secret === null || (deps.config.NODE_ENV === 'production' && secret === DEMO_OPERATOR_FACTOR_SECRET)) {
    await clearFactor(deps.db, operatorId);
    throw new AppError('UNAUTHORIZED', operatorMessages.factorRenew);
  }
  return { operator, secret };
}

/** Checks a code and takes its step (once, even for racing requests), or refuses it. */
async function takeCode(deps: FactorDeps, caller: Caller, code: string, enrol: boolean) {
  const { operator, secret } = await secretOf(deps, caller.operatorId, !enrol);
  const check = await checkCode(
    secret,
    code,
    operator.factor_last_step === null ? null : Number(operator.factor_last_step),
  );
  if (!check.ok)
    throw new AppError(
      'BAD_REQUEST',
      check.reason === 'used' ? operatorMessages.codeUsed : operatorMessages.codeInvalid,
    );
  if (!(await takeFactorStep(deps.db, caller.operatorId, check.step, enrol)))
    throw new AppError('BAD_REQUEST', operatorMessages.codeUsed);
}

async function recordRefusal(deps: FactorDeps, caller: Caller, action: string, error: unknown) {
  if (error instanceof AppError)
    await recordAudit(deps.db, {
      actor_kind: 'operator',
      actor_id: caller.operatorId,
      action,
      ...caller.origin,
    });
}

/** The first code confirms the pending secret; the session opens and ten recovery codes are shown once. */
export async function confirmEnrolment(deps: FactorDeps, caller: Caller, code: string): Promise<string[]> {
  try {
    await throttledCode(deps, caller, () => takeCode(deps, caller, code, true));
  } catch (error) {
    await recordRefusal(deps, caller, 'operator.factor.enrol_failed', error);
    throw error;
  }
  const codes = newRecoveryCodes();
  await deps.db.transaction().execute(async (trx) => {
    await replaceRecoveryCodes(trx, caller.operatorId, codes.hashes);
    await markSessionFactor(trx, caller.sessionId);
    await recordAudit(trx, {
      actor_kind: 'operator',
      actor_id: caller.operatorId,
      action: 'operator.factor.enrolled',
      ...caller.origin,
    });
  });
  return codes.shown;
}

/** The login's second step: the app's code, or a recovery code (used up; how many are left is said). */
export async function verifyFactor(
  deps: FactorDeps,
  caller: Caller,
  given: { code: string } | { recovery_code: string },
): Promise<number | null> {
  try {
    const left = await throttledCode(deps, caller, async () => {
      if ('code' in given) {
        await takeCode(deps, caller, given.code, false);
        return null;
      }
      await secretOf(deps, caller.operatorId, true);
      const remaining = await useRecoveryCode(
        deps.db,
        caller.operatorId,
        hashRecoveryCode(given.recovery_code),
      );
      if (remaining === null) throw new AppError('BAD_REQUEST', operatorMessages.codeInvalid);
      return remaining;
    });
    await deps.db.transaction().execute(async (trx) => {
      await markSessionFactor(trx, caller.sessionId);
      await recordAudit(trx, {
        actor_kind: 'operator',
        actor_id: caller.operatorId,
        action: left === null ? 'operator.login.verified' : 'operator.login.recovery_code',
        ...caller.origin,
      });
    });
    return left;
  } catch (error) {
    await recordRefusal(deps, caller, 'operator.login.code_failed', error);
    throw error;
  }
}

/** A fresh code before a sensitive act: good for STEP_UP_MS. */
export async function stepUp(deps: FactorDeps, caller: Caller, code: string): Promise<Date> {
  try {
    await throttledCode(deps, caller, () => takeCode(deps, caller, code, false));
  } catch (error) {
    await recordRefusal(deps, caller, 'operator.step_up.failed', error);
    throw error;
  }
  return deps.db.transaction().execute(async (trx) => {
    await recordAudit(trx, {
      actor_kind: 'operator',
      actor_id: caller.operatorId,
      action: 'operator.step_up',
      ...caller.origin,
    });
    return markSessionSteppedUp(trx, caller.sessionId);
  });
}
