import type { FastifyInstance } from 'fastify';
import type { SessionUserRecord } from '@athar/contract/accounts/user';
import { apiMessages } from '@athar/contract/messages';
import { AppError } from '../../errors';
import { limitRules, type LimitCheck } from '../../plugins/rate-limit';
import { hashPassword, verifyPassword } from '../passwords';
import { createSession } from './sessions';
import { findLiveUserByEmail, toPublicUser } from './user-records';

// An unknown address still costs one Argon2 verification, so timing does not tell it apart.
let decoyHash: Promise<string> | undefined;
const decoy = () => (decoyHash ??= hashPassword('athar-decoy-password'));

/**
 * Logs in with e-mail and password. An unknown e-mail and a wrong password get the same 400 and the
 * same message; failures count per account and per IP, and past the limit the answer is 429.
 */
export async function logIn(
  app: FastifyInstance,
  email: string,
  password: string,
  ip: string,
): Promise<SessionUserRecord> {
  const checks: LimitCheck[] = [
    { rule: limitRules.loginAccount, subject: email },
    { rule: limitRules.loginIp, subject: ip },
  ];
  await app.rateLimiter.assertAllowed(...checks);
  const user = await findLiveUserByEmail(app.db, email);
  const valid = await verifyPassword(user?.password_hash ?? (await decoy()), password);
  if (!user || !valid) {
    await app.rateLimiter.record(...checks);
    throw new AppError('BAD_REQUEST', apiMessages.loginFailed);
  }
  await app.rateLimiter.clear(checks[0]!);
  const accessToken = await createSession(app.db, user.id);
  return { ...toPublicUser(user), access_token: accessToken };
}
