import { apiMessages } from '@athar/contract/messages';
import { AppError } from '@athar/server-kit/errors';
import { forgotChecks } from '../accounts/password-reset';
import { findStaffRowByEmail } from '../../db/queries/charity-staff';
import type { LimitedDeps, MailingDeps } from '../service-deps';
import type { RequestOrigin } from '../audit/audit-trail';
import { setStaffPasswordFromLink } from './staff-accounts';
import { sendStaffResetMail } from './staff-mails';
import { mailFreshStaffToken } from './staff-tokens';

const isMailLimited = (error: unknown) =>
  error instanceof AppError && error.message === apiMessages.mailLimited;

/**
 * "Forgot password" on /charity/login, with a visitor's rules: every request counts under forgotChecks
 * (staff keys), then 429; a staff member's address is mailed a reset link (valid 1 hour) that uses up
 * the older ones, also while the invitation is still open. The answer never tells whether the address
 * is a staff member's: an unknown or disabled one, and one already mailed limitRules.mailRecipient times this hour
 * (which only a known address can reach), return like a sent mail.
 */
export async function requestStaffPasswordReset(deps: MailingDeps, email: string, ip: string): Promise<void> {
  await deps.rateLimiter.reserve(forgotChecks(`staff:${email}`, ip));
  const staff = await findStaffRowByEmail(deps.db, email);
  // a member taken out of the team is answered like an unknown address: no link that opens nothing
  if (!staff || staff.disabled) return;
  try {
    await mailFreshStaffToken(deps.db, staff.id, 'reset', (token) =>
      sendStaffResetMail(deps, { email: staff.email, name: staff.staff_name }, token),
    );
  } catch (error) {
    if (!isMailLimited(error)) throw error;
    deps.log.warn({ staffId: staff.id }, 'staff reset mail refused: too many mails to the address');
  }
}

/**
 * Sets a staff member's new password from a reset link (once), uses up every other link of theirs and
 * ends every staff session (storeStaffPassword). A common password is refused before the link is used;
 * an invalid link is answered like a visitor's (resetLinkInvalid) and counts against the address.
 */
export function resetStaffPassword(
  deps: LimitedDeps,
  token: string,
  password: string,
  origin: RequestOrigin,
) {
  const link = { kind: 'reset', token, invalid: apiMessages.resetLinkInvalid } as const;
  return setStaffPasswordFromLink(deps, link, password, origin);
}
