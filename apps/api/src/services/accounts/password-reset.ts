import { apiMessages } from '@athar/contract/messages';
import { AppError } from '@athar/server-kit/errors';
import { setPasswordFromMailedLink, findLiveUserByEmail } from '../../db/queries/users';
import { revokeAllSessions } from '../../db/queries/sessions';
import { consumeAllTokens } from '../../db/queries/user-tokens';
import { limitRules, type LimitCheck, type RateLimiter } from '../../lib/rate-limiter';
import { sendResetMail } from '../account-mails';
import { assertAcceptablePassword } from '../password-policy';
import { hashPassword } from '../../lib/passwords';
import type { LimitedDeps, MailingDeps } from '../service-deps';
import { consumeToken, issueToken } from './tokens';

/**
 * The checks of one "forgot password" request: the account (a few an hour) and the address (more).
 * `account` is the lower-case e-mail, with a prefix for staff accounts. Every request counts (each may
 * send a mail), reserved before anything else so a burst cannot slip through.
 */
export function forgotChecks(account: string, ip: string): [LimitCheck, LimitCheck] {
  return [
    { rule: limitRules.forgotAccount, subject: account },
    { rule: limitRules.forgotIp, subject: ip },
  ];
}

/**
 * Uses a mailed link up through `consume` (the owner's id, or null for an unknown, used, expired or
 * malformed link, answered 400 `invalidMessage`). Invalid links count against the address under
 * limitRules.resetIp, reserved before the lookup so concurrent guesses cannot all be judged; past it, 429.
 */
export function redeemMailedLink(
  rateLimiter: RateLimiter,
  ip: string,
  invalidMessage: string,
  consume: () => Promise<number | null>,
): Promise<number> {
  return rateLimiter.attempt(
    [{ rule: limitRules.resetIp, subject: ip }],
    (error) => error instanceof AppError && error.message === invalidMessage,
    async () => {
      const id = await consume();
      if (id === null) throw new AppError('BAD_REQUEST', invalidMessage);
      return id;
    },
  );
}

/** Mails a reset link (valid 1 hour) when the address has an account; says nothing either way. */
export async function requestPasswordReset(deps: MailingDeps, email: string, ip: string): Promise<void> {
  await deps.rateLimiter.reserve(forgotChecks(email, ip));
  const user = await findLiveUserByEmail(deps.db, email);
  if (!user) return;
  const token = await issueToken(deps.db, user.id, 'reset');
  await sendResetMail(deps, { email, user_name: user.user_name ?? '' }, token);
}

/**
 * Sets a new password from a reset link, uses up every other reset link of the user (an older mail must
 * not open the account again) and ends every session. A common password is refused before the link is
 * used; invalid links count against the address (redeemMailedLink).
 */
export async function resetPassword(
  { db, rateLimiter }: LimitedDeps,
  token: string,
  newPassword: string,
  ip: string,
): Promise<void> {
  assertAcceptablePassword(newPassword, 'newpass');
  const userId = await redeemMailedLink(rateLimiter, ip, apiMessages.resetLinkInvalid, () =>
    consumeToken(db, token, 'reset'),
  );
  const passwordHash = await hashPassword(newPassword);
  await db.transaction().execute(async (trx) => {
    await setPasswordFromMailedLink(trx, userId, passwordHash);
    await consumeAllTokens(trx, userId, 'reset');
    await revokeAllSessions(trx, userId);
  });
}
