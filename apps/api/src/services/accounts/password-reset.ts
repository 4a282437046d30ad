import type { FastifyInstance } from 'fastify';
import { apiMessages } from '@athar/contract/messages';
import { AppError } from '../../errors';
import { limitRules, type LimitCheck } from '../../plugins/rate-limit';
import { sendResetMail } from '../account-mails';
import { hashPassword } from '../passwords';
import { revokeAllSessions } from './sessions';
import { consumeToken, issueToken } from './tokens';
import { findLiveUserByEmail } from './user-records';

/** Mails a reset link (valid 1 hour) when the address has an account; says nothing either way. */
export async function requestPasswordReset(app: FastifyInstance, email: string, ip: string): Promise<void> {
  const checks: LimitCheck[] = [
    { rule: limitRules.forgotAccount, subject: email },
    { rule: limitRules.forgotIp, subject: ip },
  ];
  await app.rateLimiter.assertAllowed(...checks);
  await app.rateLimiter.record(...checks);
  const user = await findLiveUserByEmail(app.db, email);
  if (!user) return;
  const token = await issueToken(app.db, user.id, 'reset');
  await sendResetMail(app, { email, user_name: user.user_name ?? '' }, token);
}

/** Sets a new password from a reset link and ends every session of the user. */
export async function resetPassword(
  app: FastifyInstance,
  token: string,
  newPassword: string,
  ip: string,
): Promise<void> {
  const check: LimitCheck = { rule: limitRules.resetIp, subject: ip };
  await app.rateLimiter.assertAllowed(check);
  const userId = await consumeToken(app.db, token, 'reset');
  if (userId === null) {
    await app.rateLimiter.record(check);
    throw new AppError('BAD_REQUEST', apiMessages.resetLinkInvalid);
  }
  const passwordHash = await hashPassword(newPassword);
  await app.db.transaction().execute(async (trx) => {
    // the link proves the address, so it also counts as a verification
    await trx
      .updateTable('users')
      .set((eb) => ({
        password_hash: passwordHash,
        verified_at: eb.fn.coalesce('verified_at', eb.val(new Date())),
      }))
      .where('id', '=', userId)
      .execute();
    await revokeAllSessions(trx, userId);
  });
}
