import type { Kysely } from 'kysely';
import type { StaffRole } from '@athar/contract/charity/staff-roles';
import type { TeamMember } from '@athar/contract/charity/team';
import { charityTeamMessages as text } from '@athar/contract/charity/team-messages';
import { AppError } from '@athar/server-kit/errors';
import {
  insertInvitedStaff,
  lockEnabledAdmins,
  lockMember,
  lockStaffByEmail,
  setNgoTaxNumber,
  teamOf,
  updateMember,
  type TeamRow,
} from '../../db/queries/charity-team';
import { revokeAllStaffSessions } from '../../db/queries/staff-tokens';
import type { Database } from '../../db/schema';
import { limitRules } from '../../lib/rate-limiter';
import { recordAudit, staffAct, type AuditOrigin } from '../audit/audit-trail';
import type { MailingDeps } from '../service-deps';
import { sendStaffInvitation } from './staff-mails';
import { columnsOf, rolesOf } from './staff-role-columns';
import { mailFreshStaffToken } from './staff-tokens';

/** The admin acting, as the audit log and the checks need them. */
export interface TeamAdmin {
  id: number;
  ngoId: number;
  origin: AuditOrigin;
}

const memberOf = (row: TeamRow | (Omit<TeamRow, 'factor_enrolled'> & { factor_enrolled?: unknown })) =>
  ({
    id: row.id,
    staff_name: row.staff_name,
    email: row.email,
    roles: rolesOf(row),
    joined: Boolean(row.joined),
    disabled: row.disabled_at !== null,
    factor_enrolled: Boolean(row.factor_enrolled),
  }) satisfies TeamMember;

export async function listTeam(db: Kysely<Database>, ngoId: number): Promise<TeamMember[]> {
  return (await teamOf(db, ngoId)).map(memberOf);
}

async function memberAfter(db: Kysely<Database>, ngoId: number, staffId: number) {
  return (await listTeam(db, ngoId)).find((member) => member.id === staffId)!;
}

/**
 * The admin invites a staff member: a new one without a password (one row even when two invitations of
 * the address race: the unique e-mail and ON CONFLICT), or the same address of this charity not joined
 * yet (a fresh link, the stored name, the roles asked now). In one transaction the row and
 * `staff.invited`; then the mail (limitRules.mailRecipient per address), after which the older links
 * stop working. An admin sends at most limitRules.staffInvitations an hour.
 */
export async function inviteStaff(
  deps: MailingDeps,
  admin: TeamAdmin,
  input: { name: string; email: string; roles: StaffRole[] },
): Promise<{ member: TeamMember; resent: boolean }> {
  await deps.rateLimiter.reserve(
    [{ rule: limitRules.staffInvitations, subject: `staff:${admin.id}` }],
    text.tooManyInvitations,
  );
  const columns = columnsOf(input.roles);
  const invitee = await deps.db.transaction().execute(async (trx) => {
    const fresh = { ngo_id: admin.ngoId, email: input.email, staff_name: input.name, ...columns };
    const newId = await insertInvitedStaff(trx, fresh);
    let found: { id: number; name: string; resent: boolean };
    if (newId !== undefined) found = { id: newId, name: input.name, resent: false };
    else {
      const existing = await lockStaffByEmail(trx, input.email);
      if (!existing || existing.ngo_id !== admin.ngoId) throw new AppError('CONFLICT', text.emailTaken);
      if (existing.joined) throw new AppError('CONFLICT', text.hasPassword);
      if (existing.disabled_at) throw new AppError('CONFLICT', text.inviteeDisabled);
      await updateMember(trx, existing.id, columns);
      found = { id: existing.id, name: existing.staff_name, resent: true };
    }
    await recordAudit(
      trx,
      staffAct(admin.origin, admin, {
        action: 'staff.invited',
        object_kind: 'staff',
        object_id: found.id,
        changes: found.resent
          ? { invitation: ['resent', 'sent'], roles: [null, input.roles] }
          : { email: [null, input.email], staff_name: [null, input.name], roles: [null, input.roles] },
      }),
    );
    return found;
  });
  await mailFreshStaffToken(deps.db, invitee.id, 'invite', (token) =>
    sendStaffInvitation(deps, { email: input.email, name: invitee.name }, token),
  );
  return { member: await memberAfter(deps.db, admin.ngoId, invitee.id), resent: invitee.resent };
}

/**
 * One change to another member of the admin's charity, in one transaction with its audit entry:
 * another charity's id is a 404; oneself is refused; the charity keeps at least one enabled admin (the
 * enabled admins are locked first, so two admins taking each other out at once cannot both pass).
 */
async function changeMember(
  db: Kysely<Database>,
  admin: TeamAdmin,
  staffId: number,
  change: (member: NonNullable<Awaited<ReturnType<typeof lockMember>>>) => {
    columns: Parameters<typeof updateMember>[2];
    action: string;
    changes: Record<string, [unknown, unknown]>;
    endSessions?: boolean;
  },
): Promise<TeamMember> {
  await db.transaction().execute(async (trx) => {
    const admins = await lockEnabledAdmins(trx, admin.ngoId);
    // an admin taken out (or demoted) by another while this call waited for the lock acts no more
    if (!admins.includes(admin.id)) throw new AppError('FORBIDDEN', text.notYourRoom);
    const member = await lockMember(trx, admin.ngoId, staffId);
    if (!member) throw new AppError('NOT_FOUND', text.staffNotFound);
    if (member.id === admin.id) throw new AppError('CONFLICT', text.notYourself);
    const { columns, action, changes, endSessions } = change(member);
    const staysAdmin = (columns.is_admin ?? member.is_admin) && !(columns.disabled ?? member.disabled_at);
    const others = admins.filter((id) => id !== member.id);
    if (admins.includes(member.id) && !staysAdmin && others.length === 0)
      throw new AppError('CONFLICT', text.lastAdmin);
    await updateMember(trx, member.id, columns);
    if (endSessions) await revokeAllStaffSessions(trx, member.id);
    const act = { action, object_kind: 'staff', object_id: member.id, changes };
    await recordAudit(trx, staffAct(admin.origin, admin, act));
  });
  return memberAfter(db, admin.ngoId, staffId);
}

export function setStaffRoles(db: Kysely<Database>, admin: TeamAdmin, staffId: number, roles: StaffRole[]) {
  return changeMember(db, admin, staffId, (member) => ({
    columns: columnsOf(roles),
    action: 'staff.roles.changed',
    changes: { roles: [rolesOf(member), roles] },
  }));
}

/** Takes a member out: disabled_at and every session of theirs revoked in the same transaction. */
export function disableStaff(db: Kysely<Database>, admin: TeamAdmin, staffId: number) {
  return changeMember(db, admin, staffId, (member) => {
    if (member.disabled_at) throw new AppError('CONFLICT', text.alreadyDisabled);
    return {
      columns: { disabled: true },
      action: 'staff.disabled',
      changes: { disabled: [false, true] },
      endSessions: true,
    };
  });
}

export function enableStaff(db: Kysely<Database>, admin: TeamAdmin, staffId: number) {
  return changeMember(db, admin, staffId, (member) => {
    if (!member.disabled_at) throw new AppError('CONFLICT', text.notDisabled);
    return { columns: { disabled: false }, action: 'staff.enabled', changes: { disabled: [true, false] } };
  });
}

/** The charity's tax registration number (9 digits, checked by the contract and the column's CHECK). */
export async function setTaxNumber(db: Kysely<Database>, admin: TeamAdmin, taxNumber: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const before = await setNgoTaxNumber(trx, admin.ngoId, taxNumber);
    const act = {
      action: 'charity.tax_number.set',
      object_kind: 'ngo',
      object_id: admin.ngoId,
      changes: { tax_number: [before, taxNumber] as [unknown, unknown] },
    };
    await recordAudit(trx, staffAct(admin.origin, admin, act));
  });
}
