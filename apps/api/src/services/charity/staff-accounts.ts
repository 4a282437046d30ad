import type { FastifyInstance } from 'fastify';
import type { StaffMember } from '@athar/contract/charity/staff-login';
import { charityMessages } from '@athar/contract/charity/messages';
import { apiMessages } from '@athar/contract/messages';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { AppError } from '../../errors';
import { limitRules } from '../../plugins/rate-limit';
import { throttledLogin } from '../accounts/login';
import { assertAcceptablePassword } from '../password-policy';
import { hashPassword, verifyPassword } from '../passwords';
import { sendStaffInvitation } from './staff-mails';
import {
  consumeAllStaffInvites,
  consumeStaffInvite,
  createStaffSession,
  issueStaffInvite,
  revokeAllStaffSessions,
} from './staff-tokens';

function staffQuery(db: Kysely<Database>) {
  return db
    .selectFrom('charity_staff as s')
    .innerJoin('ngos as n', 'n.id', 's.ngo_id')
    .select(['s.id', 's.staff_name', 's.email', 's.ngo_id', 'n.ar_name as ngo_name', 's.password_hash']);
}

export async function findStaff(db: Kysely<Database>, staffId: number): Promise<StaffMember | undefined> {
  const row = await staffQuery(db).where('s.id', '=', staffId).executeTakeFirst();
  if (!row) return undefined;
  const { password_hash: _hash, ...staff } = row;
  return staff;
}

/**
 * Adds a staff member to one charity (no password yet) and mails the invitation link that sets it.
 * Refused for an unknown charity or an address already on staff.
 */
export async function addStaff(
  app: FastifyInstance,
  input: { ngoId: number; email: string; name: string },
): Promise<StaffMember> {
  const ngo = await app.db.selectFrom('ngos').select('id').where('id', '=', input.ngoId).executeTakeFirst();
  if (!ngo) throw new AppError('NOT_FOUND', apiMessages.ngoNotFound);
  const taken = await app.db
    .selectFrom('charity_staff')
    .select('id')
    .where('email', '=', input.email)
    .executeTakeFirst();
  if (taken) throw new AppError('CONFLICT', charityMessages.staffEmailTaken);
  const row = await app.db
    .insertInto('charity_staff')
    .values({ ngo_id: input.ngoId, email: input.email, staff_name: input.name })
    .returning('id')
    .executeTakeFirstOrThrow();
  const token = await issueStaffInvite(app.db, row.id);
  await sendStaffInvitation(app, { email: input.email, name: input.name }, token);
  return (await findStaff(app.db, row.id))!;
}

/**
 * Sets the password from an invitation link (once), uses up every other invitation of the same staff
 * member and ends any earlier staff session. A common password is refused before the link is used;
 * invalid links count against the address, reserved before the lookup so concurrent guesses cannot all
 * be judged.
 */
export async function setStaffPassword(
  app: FastifyInstance,
  token: string,
  password: string,
  ip: string,
): Promise<void> {
  assertAcceptablePassword(password, 'password');
  const staffId = await app.rateLimiter.attempt(
    [{ rule: limitRules.resetIp, subject: ip }],
    (error) => error instanceof AppError && error.message === charityMessages.inviteLinkInvalid,
    async () => {
      const id = await consumeStaffInvite(app.db, token);
      if (id === null) throw new AppError('BAD_REQUEST', charityMessages.inviteLinkInvalid);
      return id;
    },
  );
  const passwordHash = await hashPassword(password);
  await app.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('charity_staff')
      .set({ password_hash: passwordHash })
      .where('id', '=', staffId)
      .execute();
    await consumeAllStaffInvites(trx, staffId);
    await revokeAllStaffSessions(trx, staffId);
  });
}

// An unknown address still costs one Argon2 verification, so timing does not tell it apart.
let decoyHash: Promise<string> | undefined;
const decoy = () => (decoyHash ??= hashPassword('athar-staff-decoy-password'));

/**
 * A staff login, with the visitors' rules: one answer for an unknown e-mail, a wrong password or a
 * password not set yet; failures count under the visitors' limits with staff keys, then 429.
 */
export async function logInStaff(
  app: FastifyInstance,
  email: string,
  password: string,
  ip: string,
): Promise<StaffMember & { access_token: string }> {
  const row = await throttledLogin(app, `staff:${email}`, ip, async () => {
    const found = await staffQuery(app.db).where('s.email', '=', email).executeTakeFirst();
    const valid = await verifyPassword(found?.password_hash ?? (await decoy()), password);
    if (!found?.password_hash || !valid) throw new AppError('BAD_REQUEST', apiMessages.loginFailed);
    return found;
  });
  const { password_hash: _hash, ...staff } = row;
  return { ...staff, access_token: await createStaffSession(app.db, row.id) };
}
