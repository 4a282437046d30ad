import { isWellFormedLinkToken } from '@athar/contract/accounts/verification';
import { teamMessages } from '@athar/contract/operator/team-messages';
import { setInviteePassword, useInvitation } from '../../db/queries/operator-invitations';
import { hashPassword } from '../../lib/passwords';
import { redeemMailedLink } from '../accounts/password-reset';
import { recordAudit, type RequestOrigin } from '../audit/audit-trail';
import { assertAcceptablePassword } from '../password-policy';
import type { LimitedDeps } from '../service-deps';
import { hashToken } from '../session-tokens';

/**
 * The invitee chooses a first password through the mailed link, once: the users' password rules (a
 * common one is refused before the link is used), then in one transaction the link used up (with every
 * other of theirs), the password stored and `operator.password.set`. An unknown, used, expired or
 * cut-short link, or one of a disabled operator, is answered invitationInvalid and counts against the
 * address (redeemMailedLink). The second factor is enrolled at the first login, as for everyone.
 */
export async function setPasswordFromInvitation(
  { db, rateLimiter }: LimitedDeps,
  token: string,
  password: string,
  origin: RequestOrigin,
): Promise<void> {
  assertAcceptablePassword(password, 'password');
  await redeemMailedLink(rateLimiter, origin.ip, teamMessages.invitationInvalid, async () => {
    if (!isWellFormedLinkToken(token)) return null;
    const passwordHash = await hashPassword(password);
    return db.transaction().execute(async (trx) => {
      const operatorId = await useInvitation(trx, hashToken(token));
      if (operatorId === undefined || !(await setInviteePassword(trx, operatorId, passwordHash))) return null;
      await recordAudit(trx, {
        actor_kind: 'operator',
        actor_id: operatorId,
        action: 'operator.password.set',
        object_kind: 'operator',
        object_id: operatorId,
        ...origin,
      });
      return operatorId;
    });
  });
}
