import type { StaffMember } from '@athar/contract/charity/staff-login';
import type { FactorSessionState } from '@athar/contract/second-factor/fields';
import { charityMessages } from '@athar/contract/charity/messages';
import { apiMessages } from '@athar/contract/messages';
import type { Kysely } from 'kysely';
import {
  findStaffRow,
  findStaffRowByEmail,
  insertStaff,
  setStaffPasswordHash,
} from '../../db/queries/charity-staff';
import { ngoExists } from '../../db/queries/projects';
import { consumeAllStaffTokens, revokeAllStaffSessions } from '../../db/queries/staff-tokens';
import type { Database } from '../../db/schema';
import { AppError } from '@athar/server-kit/errors';
import { throttledLogin } from '../accounts/login';
import { redeemMailedLink } from '../accounts/password-reset';
import { assertAcceptablePassword } from '../password-policy';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import type { LimitedDeps, MailingDeps } from '../service-deps';
import { recordAudit, staffAct, type AuditOrigin, type RequestOrigin } from '../audit/audit-trail';
import { auditingLoginFailure } from '../audit/login-audit';
import { factorState } from '../second-factor/factor-session';
import { sendStaffInvitation } from './staff-mails';
import { rolesOf } from './staff-role-columns';
import { consumeStaffToken, createStaffSession, issueStaffInvite, mailFreshStaffToken } from './staff-tokens';

export async function findStaff(db: Kysely<Database>, staffId: number): Promise<StaffMember | undefined> {
  const row = await findStaffRow(db, staffId);
  return row && staffOf(row);
}

const staffOf = (row: StaffRow): StaffMember => ({
  id: row.id,
  staff_name: row.staff_name,
  email: row.email,
  ngo_id: row.ngo_id,
  ngo_name: row.ngo_name,
  is_admin: row.is_admin,
  roles: rolesOf(row),
  factor_enrolled: Boolean(row.factor_enrolled),
});
type StaffRow = NonNullable<Awaited<ReturnType<typeof findStaffRow>>>;

/** What add-staff did: a new staff member invited, or a fresh invitation to one not set up yet. */
export interface AddedStaff {
  staff: StaffMember;
  resent: boolean;
}

/**
 * Adds a staff member to one charity (no password yet) and mails the invitation link that sets it.
 * The same address again, of the same charity and with no password chosen yet (the mail was lost
 * or expired), gets a fresh invitation instead: see resendInvitation. Refused (409) when that staff
 * member has a password already (they use "forgot password") or works for another charity, and for
 * an unknown charity (404). `audit` records the act: in the new staff member's transaction, or after a
 * fresh invitation was mailed.
 */
export async function addStaff(
  deps: MailingDeps,
  input: { ngoId: number; email: string; name: string },
  audit: (db: Kysely<Database>, staffId: number, resent: boolean) => Promise<void>,
): Promise<AddedStaff> {
  const { db } = deps;
  if (!(await ngoExists(db, input.ngoId))) throw new AppError('NOT_FOUND', apiMessages.ngoNotFound);
  const existing = await findStaffRowByEmail(db, input.email);
  if (existing) {
    if (existing.ngo_id !== input.ngoId) throw new AppError('CONFLICT', charityMessages.staffEmailTaken);
    if (existing.password_hash) throw new AppError('CONFLICT', charityMessages.staffHasPassword);
    await resendInvitation(deps, existing);
    await audit(db, existing.id, true);
    return { staff: (await findStaff(db, existing.id))!, resent: true };
  }
  const staffId = await db.transaction().execute(async (trx) => {
    const id = await insertStaff(trx, { ngo_id: input.ngoId, email: input.email, staff_name: input.name });
    await audit(trx, id, false);
    return id;
  });
  const token = await issueStaffInvite(db, staffId);
  await sendStaffInvitation(deps, { email: input.email, name: input.name }, token);
  return { staff: (await findStaff(db, staffId))!, resent: false };
}

/**
 * A fresh invitation (addressed with the stored name) to a staff member who has not chosen a password.
 * Like every mail to a person it counts against limitRules.mailRecipient (5 an hour per address,
 * the first invitation included), past which the call is a 429. The older invitations stop working
 * only once the new one is mailed: a refused or failed mail drops the new link and leaves them valid.
 */
async function resendInvitation(deps: MailingDeps, staff: { id: number; email: string; staff_name: string }) {
  await mailFreshStaffToken(deps.db, staff.id, 'invite', (token) =>
    sendStaffInvitation(deps, { email: staff.email, name: staff.staff_name }, token),
  );
}

/**
 * Sets the password from a mailed link of `link.kind` (once), then storeStaffPassword. A common
 * password is refused before the link is used; an invalid link is answered with `link.invalid` and
 * counts against the address (redeemMailedLink, as a visitor's reset link).
 */
export async function setStaffPasswordFromLink(
  { db, rateLimiter }: LimitedDeps,
  link: { kind: 'invite' | 'reset'; token: string; invalid: string },
  password: string,
  origin: RequestOrigin,
): Promise<void> {
  assertAcceptablePassword(password, 'password');
  const staffId = await redeemMailedLink(rateLimiter, origin.ip, link.invalid, () =>
    consumeStaffToken(db, link.token, link.kind),
  );
  await storeStaffPassword(db, staffId, password, {
    ...origin,
    action: link.kind === 'invite' ? 'staff.password.set' : 'staff.password.reset',
  });
}

/** Sets the password from an invitation link (once): setStaffPasswordFromLink. */
export function setStaffPassword(deps: LimitedDeps, token: string, password: string, origin: RequestOrigin) {
  const link = { kind: 'invite', token, invalid: charityMessages.inviteLinkInvalid } as const;
  return setStaffPasswordFromLink(deps, link, password, origin);
}

/**
 * Stores a password chosen through a mailed link, uses up every other link of the staff member
 * (invitations and resets: an older mail must not choose it again) and ends every staff session, with
 * the audit entry `audit.action` (no hash in it) in the same transaction.
 */
export async function storeStaffPassword(
  db: Kysely<Database>,
  staffId: number,
  password: string,
  audit: AuditOrigin & { action: 'staff.password.set' | 'staff.password.reset' },
): Promise<void> {
  const passwordHash = await hashPassword(password);
  const { action, ...origin } = audit;
  await db.transaction().execute(async (trx) => {
    const ngoId = await setStaffPasswordHash(trx, staffId, passwordHash);
    await consumeAllStaffTokens(trx, staffId);
    await revokeAllStaffSessions(trx, staffId);
    const act = { action, object_kind: 'staff', object_id: staffId };
    await recordAudit(trx, staffAct(origin, { id: staffId, ngoId }, act));
  });
}

// An unknown address still costs one Argon2 verification, so timing does not tell it apart.
let decoyHash: Promise<string> | undefined;
const decoy = () => (decoyHash ??= hashPassword('athar-staff-decoy-password'));

/**
 * A staff login, with the visitors' rules: one answer for an unknown e-mail, a wrong password or a
 * password not set yet; the session then waits for the second factor when there is one (or for the
 * admin's enrolment); failures count under the visitors' limits with staff keys, then 429. A success
 * is audited with its session; a failure with the address tried, in that charity's slice when it is
 * one of its staff's.
 */
export async function logInStaff(
  { db, rateLimiter }: LimitedDeps,
  email: string,
  password: string,
  origin: RequestOrigin,
): Promise<StaffMember & { access_token: string; session: FactorSessionState }> {
  let tried: { ngo_id: number } | undefined;
  const attempt = { who: 'staff', email, origin, ngoId: () => tried?.ngo_id } as const;
  const row = await auditingLoginFailure(db, attempt, () =>
    throttledLogin(rateLimiter, `staff:${email}`, origin.ip, async () => {
      const found = (tried = await findStaffRowByEmail(db, email));
      const valid = await verifyPassword(found?.password_hash ?? (await decoy()), password);
      // a disabled staff member is answered as a wrong password (040)
      if (!found?.password_hash || !valid || found.disabled)
        throw new AppError('BAD_REQUEST', apiMessages.loginFailed);
      return found;
    }),
  );
  const staff = staffOf(row);
  const accessToken = await db.transaction().execute(async (trx) => {
    const token = await createStaffSession(trx, row.id);
    await recordAudit(
      trx,
      staffAct(origin, { id: row.id, ngoId: row.ngo_id }, { action: 'staff.login.succeeded' }),
    );
    return token;
  });
  // as the session will be seen (plugins/staff-auth): a staff member without a factor who is not the
  // admin is let in by the password alone
  const session = factorState({
    factor_at: null,
    factor_enrolled_at: staff.factor_enrolled ? new Date() : null,
    factorRequired: staff.is_admin,
  });
  return { ...staff, access_token: accessToken, session };
}
