import type { Kysely } from 'kysely';
import { INVITATION_HOURS } from '@athar/contract/operator/team';
import { teamMessages } from '@athar/contract/operator/team-messages';
import type { OperatorRole } from '@athar/contract/operator/roles';
import { AppError } from '@athar/server-kit/errors';
import type { AuditRecord } from '../../db/queries/audit-log';
import {
  deleteInvitation,
  insertInvitation,
  insertInvitee,
  lockOperatorByEmail,
  useInvitationsOlderThan,
} from '../../db/queries/operator-invitations';
import type { Database } from '../../db/schema';
import { limitRules } from '../../lib/rate-limiter';
import { recordAudit } from '../audit/audit-trail';
import type { MailingDeps } from '../service-deps';
import { hashToken, newToken } from '../session-tokens';
import { sendOperatorInvitation } from './invitation-mail';

const INVITATION_MS = INVITATION_HOURS * 60 * 60 * 1000;

type Invitation = { email: string; name: string; roles: OperatorRole[] };

/**
 * An admin invites an operator: a new one without a password, or the same address again while its
 * owner has not chosen one (a fresh link, the invitee's stored name and duties). In one transaction the
 * operator, the link's hash and `operator.invited` (never the token); then the mail, after which the
 * older links stop working — a mail refused (limitRules.mailRecipient protects the invitee's inbox) or
 * failed drops the new link and leaves the older ones valid. An admin sends at most
 * limitRules.operatorInvitations an hour.
 */
export async function inviteOperator(
  deps: MailingDeps,
  act: AuditRecord & { actor_id: number },
  input: Invitation,
): Promise<{ id: number; resent: boolean }> {
  await deps.rateLimiter.reserve(
    [{ rule: limitRules.operatorInvitations, subject: `operator:${act.actor_id}` }],
    teamMessages.tooManyInvitations,
  );
  const token = newToken();
  const roles = [...new Set(input.roles)];
  const invitee = await deps.db.transaction().execute(async (trx) => {
    const found = await inviteeOf(trx, { email: input.email, operator_name: input.name, roles });
    await insertInvitation(trx, {
      operator_id: found.id,
      invited_by: act.actor_id,
      token_hash: hashToken(token),
      expires_at: new Date(Date.now() + INVITATION_MS),
    });
    await recordAudit(trx, {
      ...act,
      action: 'operator.invited',
      object_kind: 'operator',
      object_id: found.id,
      changes: found.resent
        ? { invitation: ['resent', 'sent'] }
        : { email: [null, input.email], operator_name: [null, input.name], roles: [null, roles] },
    });
    return found;
  });
  try {
    await sendOperatorInvitation(deps, { email: input.email, name: invitee.name }, token);
  } catch (error) {
    await deleteInvitation(deps.db, hashToken(token));
    throw error;
  }
  await useInvitationsOlderThan(deps.db, invitee.id, hashToken(token));
  return { id: invitee.id, resent: invitee.resent };
}

/** The operator the invitation is for: made now, or one still waiting to choose a password (409 else). */
async function inviteeOf(
  trx: Kysely<Database>,
  invitee: { email: string; operator_name: string; roles: OperatorRole[] },
): Promise<{ id: number; name: string; resent: boolean }> {
  const id = await insertInvitee(trx, invitee);
  if (id !== undefined) return { id, name: invitee.operator_name, resent: false };
  const existing = await lockOperatorByEmail(trx, invitee.email);
  if (!existing) throw new AppError('CONFLICT', teamMessages.alreadyActive);
  if (existing.password_hash) throw new AppError('CONFLICT', teamMessages.alreadyActive);
  if (existing.disabled_at) throw new AppError('CONFLICT', teamMessages.inviteeDisabled);
  return { id: existing.id, name: existing.operator_name, resent: true };
}
