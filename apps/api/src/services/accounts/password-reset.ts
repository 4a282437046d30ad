import type { FastifyInstance } from 'fastify';
import { apiMessages } from '@athar/contract/messages';
import { AppError } from '../../errors';
import { limitRules } from '../../plugins/rate-limit';
import { sendResetMail } from '../account-mails';
import { assertAcceptablePassword } from '../password-policy';
import { hashPassword } from '../passwords';
import { revokeAllSessions } from './sessions';
import { consumeAllTokens, consumeToken, issueToken } from './tokens';
import { findLiveUserByEmail } from './user-records';

/**
 * Mails a reset link (valid 1 hour) when the address has an account; says nothing either way. Every
 * request counts (each may send a mail), reserved before anything else so a burst cannot slip through.
 */
export async function requestPasswordReset(app: FastifyInstance, email: string, ip: string): Promise<void> {
  await app.rateLimiter.reserve([
    { rule: limitRules.forgotAccount, subject: email },
    { rule: limitRules.forgotIp, subject: ip },
  ]);
  const user = await findLiveUserByEmail(app.db, email);
  if (!user) return;
  const token = await issueToken(app.db, user.id, 'reset');
  await sendResetMail(app, { email, user_name: user.user_name ?? '' }, token);
}

/**
 * Sets a new password from a reset link, uses up every other reset link of the user (an older mail must
 * not open the account again) and ends every session. A common password is refused before the link is
 * used; invalid links count against the address, reserved before the lookup.
 */
export async function resetPassword(
  app: FastifyInstance,
  token: string,
  newPassword: string,
  ip: string,
): Promise<void> {
  assertAcceptablePassword(newPassword, 'newpass');
  const userId = await app.rateLimiter.attempt(
    [{ rule: limitRules.resetIp, subject: ip }],
    (error) => error instanceof AppError && error.message === apiMessages.resetLinkInvalid,
    async () => {
      const id = await consumeToken(app.db, token, 'reset');
      if (id === null) throw new AppError('BAD_REQUEST', apiMessages.resetLinkInvalid);
      return id;
    },
  );
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
    await consumeAllTokens(trx, userId, 'reset');
    await revokeAllSessions(trx, userId);
  });
}
