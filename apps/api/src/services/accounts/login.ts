import type { SessionUserRecord } from '@athar/contract/accounts/user';
import { apiMessages } from '@athar/contract/messages';
import { AppError } from '@athar/server-kit/errors';
import { findLiveUserByEmail } from '../../db/queries/users';
import { limitRules, type LimitCheck, type RateLimiter } from '../../lib/rate-limiter';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { createSession } from './sessions';
import type { LimitedDeps } from '../service-deps';
import { toPublicUser } from './user-records';
import { recordAudit, type RequestOrigin } from '../audit/audit-trail';
import { auditingLoginFailure } from '../audit/login-audit';

// An unknown address still costs one Argon2 verification, so timing does not tell it apart.
let decoyHash: Promise<string> | undefined;
const decoy = () => (decoyHash ??= hashPassword('athar-decoy-password'));

/**
 * The checks of one login: the account and address together (a few failures), the account from any
 * address (more), the address for any account (far more, for carrier-grade NAT). `account` is the
 * lower-case e-mail, with a prefix for staff accounts.
 */
export function loginChecks(account: string, ip: string): [LimitCheck, LimitCheck, LimitCheck] {
  return [
    { rule: limitRules.loginPair, subject: `${account}|${ip}` },
    { rule: limitRules.loginAccount, subject: account },
    { rule: limitRules.loginIp, subject: ip },
  ];
}

const isLoginFailure = (error: unknown) =>
  error instanceof AppError && error.message === apiMessages.loginFailed;

/**
 * Verifies a password under the login limits: the attempt is counted before Argon2 runs (so guesses
 * sent at once cannot all be judged), kept as a failure when `verify` refuses with loginFailed, and
 * handed back on success, which also forgets the failures of this account from this address.
 */
export async function throttledLogin<T>(
  rateLimiter: RateLimiter,
  account: string,
  ip: string,
  verify: () => Promise<T>,
): Promise<T> {
  const checks = loginChecks(account, ip);
  const result = await rateLimiter.attempt(checks, isLoginFailure, verify);
  await rateLimiter.clear(checks[0]);
  return result;
}

/**
 * Logs in with e-mail and password. An unknown e-mail and a wrong password get the same 400 and the
 * same message; past the limits of loginChecks the answer is 429, even for the right password. Both
 * are audited: a success with its session, a failure with the address tried.
 */
export async function logIn(
  { db, rateLimiter }: LimitedDeps,
  email: string,
  password: string,
  origin: RequestOrigin,
): Promise<SessionUserRecord> {
  const user = await auditingLoginFailure(db, { who: 'user', email, origin }, () =>
    throttledLogin(rateLimiter, email, origin.ip, async () => {
      const found = await findLiveUserByEmail(db, email);
      const valid = await verifyPassword(found?.password_hash ?? (await decoy()), password);
      if (!found || !valid) throw new AppError('BAD_REQUEST', apiMessages.loginFailed);
      return found;
    }),
  );
  const accessToken = await db.transaction().execute(async (trx) => {
    const token = await createSession(trx, user.id);
    const act = { actor_kind: 'user', actor_id: user.id, action: 'user.login.succeeded' } as const;
    await recordAudit(trx, { ...act, ...origin });
    return token;
  });
  return { ...toPublicUser(user), access_token: accessToken };
}
