import { sql, type Kysely } from 'kysely';
import type { ApprovalRecord } from '@athar/contract/operator/approvals';
import { describeChanges } from '@athar/contract/charity/payment-settings';
import type { Database } from '../schema';
import { findPaymentSettingChange } from './payment-settings';
import type { ApprovalAction, ApprovalStatus } from '../schema-operators';

/** Opens a request; undefined when one is open already for the same act and object (the unique index). */
export async function insertApproval(
  db: Kysely<Database>,
  request: { action: ApprovalAction; object_id: number; reason: string; requested_by: number },
): Promise<number | undefined> {
  const row = await db
    .insertInto('operator_approvals')
    .values(request)
    .onConflict((oc) => oc.columns(['action', 'object_id']).where('status', '=', 'pending').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

/**
 * Closes a waiting request in one conditional UPDATE (two deciders racing: one wins). Approving or
 * rejecting is another operator's; withdrawing is the requester's own. The closed row, or undefined.
 */
export async function decideApproval(
  db: Kysely<Database>,
  id: number,
  decision: { status: Exclude<ApprovalStatus, 'pending'>; by: number; note?: string | null },
) {
  return (
    db
      .updateTable('operator_approvals')
      .set({
        status: decision.status,
        decided_by: decision.by,
        decided_at: sql<Date>`now()`,
        decision_note: decision.note ?? null,
      })
      .where('id', '=', id)
      .where('status', '=', 'pending')
      // a charity's admin's request has no requesting operator: any other operator may decide it
      .where(
        decision.status === 'withdrawn'
          ? sql<boolean>`requested_by = ${decision.by}`
          : sql<boolean>`requested_by IS DISTINCT FROM ${decision.by}`,
      )
      .returningAll()
      .executeTakeFirst()
  );
}

export async function findApproval(db: Kysely<Database>, id: number) {
  return db.selectFrom('operator_approvals').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * Requests of one status, newest first (`limit` of them, those `before` an id), with who asked and what
 * the object is, in words.
 */
export async function listApprovals(
  db: Kysely<Database>,
  filter: {
    status?: ApprovalStatus;
    id?: number;
    before?: number | undefined;
    actions?: readonly ApprovalAction[];
  },
  limit = 1,
): Promise<ApprovalRecord[]> {
  let query = db
    .selectFrom('operator_approvals as a')
    .leftJoin('operators as r', 'r.id', 'a.requested_by')
    .leftJoin('charity_staff as s', 's.id', 'a.requested_by_staff')
    .selectAll('a')
    .select([
      sql<string>`coalesce(r.operator_name, s.staff_name || ' (' || (SELECT n.ar_name FROM ngos n WHERE n.id = s.ngo_id) || ')', '')`.as(
        'requested_by_name',
      ),
      sql<string>`CASE a.action
        WHEN 'operator.grant_admin' THEN (SELECT o.operator_name || ' <' || o.email || '>' FROM operators o WHERE o.id = a.object_id)
        WHEN 'charity.payment_settings' THEN (SELECT n.ar_name FROM payment_setting_changes c JOIN ngos n ON n.id = c.ngo_id WHERE c.id = a.object_id)
        WHEN 'campaign.take_down' THEN (SELECT c.title || ' — ' || c.code FROM campaigns c WHERE c.id = a.object_id)
        ELSE (SELECT n.ar_name || ' — ' || p.permit_number FROM charity_permits p JOIN ngos n ON n.id = p.ngo_id WHERE p.id = a.object_id)
      END`.as('object_label'),
    ]);
  if (filter.status) query = query.where('a.status', '=', filter.status);
  if (filter.id !== undefined) query = query.where('a.id', '=', filter.id);
  if (filter.before !== undefined) query = query.where('a.id', '<', filter.before);
  if (filter.actions) query = query.where('a.action', 'in', [...filter.actions]);
  const rows = await query.orderBy('a.id', 'desc').limit(limit).execute();
  const records = rows.map(({ requested_by_staff: _staff, ...row }) => ({
    ...row,
    id: Number(row.id),
    object_id: Number(row.object_id),
    requested_by: row.requested_by === null ? null : Number(row.requested_by),
    decided_by: row.decided_by === null ? null : Number(row.decided_by),
    object_label: row.object_label ?? '',
    requested_at: new Date(row.requested_at).toISOString(),
    decided_at: row.decided_at ? new Date(row.decided_at).toISOString() : null,
  }));
  return Promise.all(records.map((record) => withChangesInWords(db, record)));
}

/** A payment settings request says what it changes, so that the second person sees what they approve. */
async function withChangesInWords(db: Kysely<Database>, record: ApprovalRecord): Promise<ApprovalRecord> {
  if (record.action !== 'charity.payment_settings') return record;
  const change = await findPaymentSettingChange(db, record.object_id);
  if (!change) return record;
  const lines = describeChanges(change.before, change.after);
  return { ...record, object_label: `${change.ngo_name} — ${lines.join('؛ ')}` };
}
