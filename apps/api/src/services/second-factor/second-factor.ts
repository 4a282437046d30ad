import type { Kysely } from 'kysely';
import QRCode from 'qrcode';
import { factorMessages } from '@athar/contract/second-factor/messages';
import { AppError } from '@athar/server-kit/errors';
import type { AuditRecord } from '../../db/queries/audit-log';
import {
  clearFactor,
  findFactor,
  markSessionFactor,
  markSessionSteppedUp,
  replaceRecoveryCodes,
  setPendingFactor,
  takeFactorStep,
  useRecoveryCode,
  type FactorTables,
} from '../../db/queries/second-factor';
import type { Database } from '../../db/schema';
import { isDemoFactorSecret, openFactorSecret, sealFactorSecret } from '../../lib/factor-secret';
import type { RateLimiter } from '../../lib/rate-limiter';
import { loginChecks } from '../accounts/login';
import { recordAudit } from '../audit/audit-trail';
import { hashRecoveryCode, newRecoveryCodes, type FactorKind } from './recovery-codes';
import { checkCode, factorUri, newFactorSecret } from './totp';

// One TOTP second factor for operators (031) and charity staff: enrolment, the login's code, a
// recovery code, and step-up. Each side says which tables hold it, how its acts are audited, and what
// a missing factor or a closed session is called (FactorSide).

export interface FactorDeps {
  db: Kysely<Database>;
  rateLimiter: RateLimiter;
  config: { OPERATOR_FACTOR_KEY: string; NODE_ENV: string };
}

export interface FactorSide {
  kind: FactorKind;
  tables: FactorTables;
  messages: { sessionEnded: string; enrolNeeded: string };
}

/** Who gives the code: the account, its session, its place in the audit log, and where from. */
export interface FactorCaller {
  accountId: number;
  sessionId: number;
  /** the audit entry's actor (actor_kind, actor_id, and a staff member's ngo_id) */
  actor: Pick<AuditRecord, 'actor_kind' | 'actor_id' | 'ngo_id'>;
  origin: Pick<AuditRecord, 'ip' | 'user_agent'> & { ip: string };
}

const isCodeRefusal = (error: unknown) =>
  error instanceof AppError &&
  (error.message === factorMessages.codeInvalid || error.message === factorMessages.codeUsed);

/** Code guesses count like password guesses, per account and address: six digits must not be walked. */
function throttledCode<T>(deps: FactorDeps, side: FactorSide, caller: FactorCaller, work: () => Promise<T>) {
  const checks = loginChecks(`${side.kind}-code:${caller.accountId}`, caller.origin.ip);
  return deps.rateLimiter.attempt(checks, isCodeRefusal, work);
}

const audit = (db: Kysely<Database>, caller: FactorCaller, action: string) =>
  recordAudit(db, { ...caller.actor, action, ...caller.origin });

/** A new secret for the authenticator app, kept pending until its first code (never over an enrolled one). */
export async function beginEnrolment(deps: FactorDeps, side: FactorSide, accountId: number) {
  const account = await findFactor(deps.db, side.tables, accountId);
  if (!account) throw new AppError('UNAUTHORIZED', side.messages.sessionEnded);
  if (account.factor_enrolled_at) throw new AppError('CONFLICT', factorMessages.alreadyEnrolled);
  const secret = newFactorSecret();
  await setPendingFactor(
    deps.db,
    side.tables,
    accountId,
    sealFactorSecret(secret, deps.config.OPERATOR_FACTOR_KEY),
  );
  const uri = factorUri(account.email, secret);
  const svg = await QRCode.toString(uri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return { secret, otpauth_uri: uri, qr_svg: svg };
}

/** The secret of an account, or a refusal that sends them back to enrolment. */
async function secretOf(deps: FactorDeps, side: FactorSide, accountId: number, enrolled: boolean) {
  const account = await findFactor(deps.db, side.tables, accountId);
  if (!account?.factor_secret || (account.factor_enrolled_at !== null) !== enrolled)
    throw new AppError('UNAUTHORIZED', enrolled ? side.messages.enrolNeeded : side.messages.sessionEnded);
  const secret = openFactorSecret(account.factor_secret, deps.config.OPERATOR_FACTOR_KEY);
  if (secret === null || (deps.config.NODE_ENV === 'production' && isDemoFactorSecret(secret))) {
    await clearFactor(deps.db, side.tables, accountId);
    throw new AppError('UNAUTHORIZED', factorMessages.factorRenew);
  }
  return { account, secret };
}

/** Checks a code and takes its step (once, even for racing requests), or refuses it. */
async function takeCode(deps: FactorDeps, side: FactorSide, accountId: number, code: string, enrol: boolean) {
  const { account, secret } = await secretOf(deps, side, accountId, !enrol);
  const lastStep = account.factor_last_step === null ? null : Number(account.factor_last_step);
  const check = await checkCode(secret, code, lastStep);
  if (!check.ok)
    throw new AppError(
      'BAD_REQUEST',
      check.reason === 'used' ? factorMessages.codeUsed : factorMessages.codeInvalid,
    );
  if (!(await takeFactorStep(deps.db, side.tables, accountId, check.step, enrol)))
    throw new AppError('BAD_REQUEST', factorMessages.codeUsed);
}

/** Runs a code check; a refusal is audited as `<kind>.<failure>` before it is answered. */
async function auditedCheck<T>(
  deps: FactorDeps,
  side: FactorSide,
  caller: FactorCaller,
  failure: string,
  work: () => Promise<T>,
): Promise<T> {
  try {
    return await throttledCode(deps, side, caller, work);
  } catch (error) {
    if (error instanceof AppError) await audit(deps.db, caller, `${side.kind}.${failure}`);
    throw error;
  }
}

/** The first code confirms the pending secret; the session opens and ten recovery codes are shown once. */
export async function confirmEnrolment(
  deps: FactorDeps,
  side: FactorSide,
  caller: FactorCaller,
  code: string,
): Promise<string[]> {
  await auditedCheck(deps, side, caller, 'factor.enrol_failed', () =>
    takeCode(deps, side, caller.accountId, code, true),
  );
  const codes = newRecoveryCodes(side.kind);
  await deps.db.transaction().execute(async (trx) => {
    await replaceRecoveryCodes(trx, side.tables, caller.accountId, codes.hashes);
    await markSessionFactor(trx, side.tables, caller.sessionId);
    await audit(trx, caller, `${side.kind}.factor.enrolled`);
  });
  return codes.shown;
}

/** The login's second step: the app's code, or a recovery code (used up; how many are left is said). */
export async function verifyFactor(
  deps: FactorDeps,
  side: FactorSide,
  caller: FactorCaller,
  given: { code: string } | { recovery_code: string },
): Promise<number | null> {
  const left = await auditedCheck(deps, side, caller, 'login.code_failed', async () => {
    if ('code' in given) {
      await takeCode(deps, side, caller.accountId, given.code, false);
      return null;
    }
    await secretOf(deps, side, caller.accountId, true);
    const hash = hashRecoveryCode(side.kind, given.recovery_code);
    const remaining = await useRecoveryCode(deps.db, side.tables, caller.accountId, hash);
    if (remaining === null) throw new AppError('BAD_REQUEST', factorMessages.codeInvalid);
    return remaining;
  });
  await deps.db.transaction().execute(async (trx) => {
    await markSessionFactor(trx, side.tables, caller.sessionId);
    await audit(trx, caller, `${side.kind}.login.${left === null ? 'verified' : 'recovery_code'}`);
  });
  return left;
}

/** A fresh code before a sensitive act; when it was taken. */
export async function stepUp(
  deps: FactorDeps,
  side: FactorSide,
  caller: FactorCaller,
  code: string,
): Promise<Date> {
  await auditedCheck(deps, side, caller, 'step_up.failed', () =>
    takeCode(deps, side, caller.accountId, code, false),
  );
  return deps.db.transaction().execute(async (trx) => {
    await audit(trx, caller, `${side.kind}.step_up`);
    return markSessionSteppedUp(trx, side.tables, caller.sessionId);
  });
}
