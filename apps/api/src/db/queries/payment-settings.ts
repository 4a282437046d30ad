import { sql, type Kysely } from 'kysely';
import {
  PAYMENT_SETTING_FIELDS,
  type PaymentSettingChange,
  type PaymentSettings,
} from '@athar/contract/charity/payment-settings';
import type { Database } from '../schema';
import type { PaymentSettingChangeStatus } from '../schema-payment-settings';

/** A charity's name and payment settings; `lock` holds its row until the transaction ends. */
export async function ngoPaymentSettings(db: Kysely<Database>, ngoId: number, lock = false) {
  let query = db
    .selectFrom('ngos')
    .select(['ar_name', ...PAYMENT_SETTING_FIELDS])
    .where('id', '=', ngoId);
  if (lock) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  if (!row) return undefined;
  const { ar_name, ...settings } = row;
  return { ngo_name: ar_name, settings: settings satisfies PaymentSettings };
}

export async function setNgoPaymentSettings(db: Kysely<Database>, ngoId: number, settings: PaymentSettings) {
  await db.updateTable('ngos').set(settings).where('id', '=', ngoId).execute();
}

/** Opens a proposal; undefined when the charity has one waiting already (the unique index). */
export async function insertPaymentSettingChange(
  db: Kysely<Database>,
  change: {
    ngo_id: number;
    before: PaymentSettings;
    after: PaymentSettings;
    reason: string;
    proposed_by_staff?: number;
    proposed_by_operator?: number;
  },
): Promise<number | undefined> {
  const row = await db
    .insertInto('payment_setting_changes')
    .values({
      ...change,
      before: JSON.stringify(change.before),
      after: JSON.stringify(change.after),
    })
    .onConflict((oc) => oc.column('ngo_id').where('status', '=', 'pending').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id === undefined ? undefined : Number(row.id);
}

/** Closes a waiting proposal in one conditional UPDATE; the closed row, or undefined. */
export async function closePaymentSettingChange(
  db: Kysely<Database>,
  id: number,
  decision: { status: Exclude<PaymentSettingChangeStatus, 'pending'>; by: number | null },
) {
  const row = await db
    .updateTable('payment_setting_changes')
    .set({ status: decision.status, decided_by: decision.by, decided_at: sql<Date>`now()` })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .returning(['id', 'ngo_id', 'before', 'after'])
    .executeTakeFirst();
  return row && { ...row, ngo_id: Number(row.ngo_id), ...asSettings(row) };
}

const asSettings = (row: { before: unknown; after: unknown }) => ({
  before: row.before as PaymentSettings,
  after: row.after as PaymentSettings,
});

function changeQuery(db: Kysely<Database>) {
  return db
    .selectFrom('payment_setting_changes as c')
    .innerJoin('ngos as n', 'n.id', 'c.ngo_id')
    .leftJoin('charity_staff as s', 's.id', 'c.proposed_by_staff')
    .leftJoin('operators as o', 'o.id', 'c.proposed_by_operator')
    .leftJoin('operators as d', 'd.id', 'c.decided_by')
    .select([
      'c.id',
      'c.ngo_id',
      'n.ar_name as ngo_name',
      'c.before',
      'c.after',
      'c.reason',
      'c.status',
      'c.created_at',
      'c.decided_at',
      'c.proposed_by_operator',
      sql<string>`coalesce(s.staff_name, o.operator_name, '')`.as('proposed_by_name'),
      sql<string | null>`d.operator_name`.as('decided_by_name'),
    ]);
}

/** One proposal with its charity's name, who proposed and who decided, or undefined. */
export async function findPaymentSettingChange(db: Kysely<Database>, id: number) {
  const row = await changeQuery(db).where('c.id', '=', id).executeTakeFirst();
  return row && { ...row, ngo_id: Number(row.ngo_id), ...asSettings(row) };
}

/** The charity's waiting proposal, as the console shows it, or null. */
export async function pendingPaymentSettingChange(
  db: Kysely<Database>,
  ngoId: number,
): Promise<PaymentSettingChange | null> {
  const row = await changeQuery(db)
    .where('c.ngo_id', '=', ngoId)
    .where('c.status', '=', 'pending')
    .executeTakeFirst();
  if (!row) return null;
  return {
    id: Number(row.id),
    ...asSettings(row),
    reason: row.reason,
    proposed_by_name: row.proposed_by_name,
    proposed_at: new Date(row.created_at).toISOString(),
    status: row.status,
  };
}

/** The charity's admins still in its team, to be mailed what happened to a proposal. */
export async function charityAdminIds(db: Kysely<Database>, ngoId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('charity_staff')
    .select('id')
    .where('ngo_id', '=', ngoId)
    .where('is_admin', '=', true)
    .where('disabled_at', 'is', null)
    .execute();
  return rows.map((row) => Number(row.id));
}

export async function staffMailee(db: Kysely<Database>, staffId: number) {
  return db
    .selectFrom('charity_staff')
    .select(['email', 'staff_name', 'ngo_id'])
    .where('id', '=', staffId)
    .executeTakeFirst();
}

/** The four-eyes request of a proposal, opened in the proposal's transaction. */
export async function insertSettingsApproval(
  db: Kysely<Database>,
  request: {
    object_id: number;
    reason: string;
    requested_by: number | null;
    requested_by_staff: number | null;
  },
) {
  await db
    .insertInto('operator_approvals')
    .values({ action: 'charity.payment_settings', ...request })
    .execute();
}

/** Withdraws the four-eyes request of a proposal its charity's admin withdrew. */
export async function withdrawSettingsApproval(db: Kysely<Database>, changeId: number) {
  await db
    .updateTable('operator_approvals')
    .set({ status: 'withdrawn', decided_at: sql<Date>`now()` })
    .where('action', '=', 'charity.payment_settings')
    .where('object_id', '=', changeId)
    .where('status', '=', 'pending')
    .execute();
}

/** The bank account the charity's approved application gave, if it joined by one (docs/decisions/043). */
export function applicationBankAccount(db: Kysely<Database>, ngoId: number) {
  return db
    .selectFrom('charity_applications')
    .select(['bank', 'account_holder', 'iban'])
    .where('ngo_id', '=', ngoId)
    .executeTakeFirst();
}
