import type { Kysely } from 'kysely';
import { staffFactorTables } from '../db/queries/second-factor';
import type { Database } from '../db/schema';
import { hashPassword } from '../lib/passwords';
import { createStaffSession } from '../services/charity/staff-tokens';
import { hashToken } from '../services/session-tokens';
import { createDonation } from './donation-factories';
import { enrolTestFactor } from './factor-factories';
import { uniqueEmail } from './factories';

export interface LoggedInStaff {
  id: number;
  ngoId: number;
  email: string;
  token: string;
  auth: { authorization: string };
}

/**
 * A staff member of one charity with a live staff session (no password needed for the queue tests): a
 * cash collector, and with `finance` one who also reads the fee statements.
 */
export async function createLoggedInStaff(
  db: Kysely<Database>,
  ngoId: number,
  options: { finance?: boolean } = {},
): Promise<LoggedInStaff> {
  const email = uniqueEmail('staff');
  const row = await db
    .insertInto('charity_staff')
    .values({ ngo_id: ngoId, email, staff_name: 'موظف تجريبي', is_finance: options.finance ?? false })
    .returning('id')
    .executeTakeFirstOrThrow();
  const token = await createStaffSession(db, row.id);
  return { id: row.id, ngoId, email, token, auth: { authorization: `Bearer ${token}` } };
}

/** A pending cash donation to a campaign of the given charity, created `hoursAgo` hours ago. */
export function createPendingCash(
  db: Kysely<Database>,
  campaign: { id: number; ngo_id: number },
  options: { amount?: number; hoursAgo?: number; areaId?: number; email?: string } = {},
): Promise<number> {
  return createDonation(db, campaign, {
    type: 'cash',
    status: 'pending',
    amount: options.amount ?? 25_000,
    at: new Date(Date.now() - (options.hoursAgo ?? 1) * 60 * 60 * 1000),
    donor: 'سارة عادل',
    email: options.email ?? null,
    msisdn: '01012345678',
    ...(options.areaId === undefined ? {} : { areaId: options.areaId }),
    address: 'شارع الجمهورية، عمارة 3',
    comment: 'بعد العصر',
  });
}

export const STAFF_PASSWORD = 'staff-test-password-1';
let staffPasswordHash: Promise<string> | undefined;

export interface StaffWithPassword {
  id: number;
  ngoId: number;
  email: string;
  /** the authenticator's secret; null when not enrolled */
  secret: string | null;
}

/** A staff member who logs in with STAFF_PASSWORD: the charity's admin or not, enrolled or not. */
export async function createStaffWithPassword(
  db: Kysely<Database>,
  ngoId: number,
  options: { admin?: boolean; enrolled?: boolean } = {},
): Promise<StaffWithPassword> {
  const email = uniqueEmail('staff');
  const row = await db
    .insertInto('charity_staff')
    .values({
      ngo_id: ngoId,
      email,
      staff_name: 'موظفة تجريبية',
      password_hash: await (staffPasswordHash ??= hashPassword(STAFF_PASSWORD)),
      is_admin: options.admin ?? false,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const secret = options.enrolled ? await enrolTestFactor(db, staffFactorTables, row.id) : null;
  return { id: row.id, ngoId, email, secret };
}

/**
 * A staff member of these roles with a live session past its second factor (and stepped up now), as
 * the console would hold after login: `{ admin: true }` is the charity's admin.
 */
export async function createStaffWithRoles(
  db: Kysely<Database>,
  ngoId: number,
  roles: { admin?: boolean; collector?: boolean; editor?: boolean; finance?: boolean },
): Promise<LoggedInStaff> {
  const staff = await createStaffWithPassword(db, ngoId, { admin: roles.admin ?? false, enrolled: true });
  await db
    .updateTable('charity_staff')
    .set({
      is_collector: roles.collector ?? false,
      is_editor: roles.editor ?? false,
      is_finance: roles.finance ?? false,
    })
    .where('id', '=', staff.id)
    .execute();
  const token = await createStaffSession(db, staff.id);
  const now = new Date();
  await db
    .updateTable('staff_sessions')
    .set({ factor_at: now, stepped_up_at: now })
    .where('token_hash', '=', hashToken(token))
    .execute();
  return { id: staff.id, ngoId, email: staff.email, token, auth: { authorization: `Bearer ${token}` } };
}
