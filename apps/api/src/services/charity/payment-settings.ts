import type { Kysely, Transaction } from 'kysely';
import { PAYMENT_SETTING_FIELDS, type PaymentSettings } from '@athar/contract/charity/payment-settings';
import { paymentSettingsMessages as messages } from '@athar/contract/charity/payment-settings-messages';
import { AppError } from '@athar/server-kit/errors';
import type { AuditRecord } from '../../db/queries/audit-log';
import {
  applicationBankAccount,
  charityAdminIds,
  closePaymentSettingChange,
  findPaymentSettingChange,
  insertPaymentSettingChange,
  insertSettingsApproval,
  ngoPaymentSettings,
  pendingPaymentSettingChange,
  setNgoPaymentSettings,
  withdrawSettingsApproval,
} from '../../db/queries/payment-settings';
import type { Database } from '../../db/schema';
import { changedFields, recordAudit, type AuditOrigin } from '../audit/audit-trail';
import { enqueueMail } from '../mail-outbox/outbox-mail';

/** Who proposes: the charity's admin (the first person) or an operator (then another operator approves). */
export type Proposer =
  | { kind: 'staff'; id: number; ngoId: number; origin: AuditOrigin }
  | { kind: 'operator'; id: number; origin: AuditOrigin };

// a proposal stored before migration 049 has no bank fields: missing is none
const sameSettings = (a: PaymentSettings, b: PaymentSettings) =>
  PAYMENT_SETTING_FIELDS.every((field) => (a[field] ?? null) === (b[field] ?? null));

/** The charity's settings and its waiting proposal, as both consoles show them; 404 for no charity. */
export async function paymentSettingsView(db: Kysely<Database>, ngoId: number) {
  const found = await ngoPaymentSettings(db, ngoId);
  if (!found) throw new AppError('NOT_FOUND', messages.charityNotFound);
  return {
    ngo_name: found.ngo_name,
    current: found.settings,
    pending: await pendingPaymentSettingChange(db, ngoId),
    application_bank: (await applicationBankAccount(db, ngoId)) ?? null,
  };
}

/**
 * Stores a proposal and its four-eyes request in one transaction, with the proposer's audit entry;
 * the ngos row does not change. One waiting proposal per charity (409 otherwise).
 */
export async function proposePaymentSettings(
  db: Kysely<Database>,
  ngoId: number,
  proposer: Proposer,
  form: PaymentSettings & { reason: string },
): Promise<void> {
  const { reason, ...asked } = form;
  const after = Object.fromEntries(PAYMENT_SETTING_FIELDS.map((f) => [f, asked[f]])) as PaymentSettings;
  await db.transaction().execute(async (trx) => {
    const found = await ngoPaymentSettings(trx, ngoId, true);
    if (!found) throw new AppError('NOT_FOUND', messages.charityNotFound);
    if (sameSettings(found.settings, after)) throw new AppError('BAD_REQUEST', messages.nothingChanged);
    const byStaff = proposer.kind === 'staff';
    const id = await insertPaymentSettingChange(trx, {
      ngo_id: ngoId,
      before: found.settings,
      after,
      reason,
      ...(byStaff ? { proposed_by_staff: proposer.id } : { proposed_by_operator: proposer.id }),
    });
    if (id === undefined) throw new AppError('CONFLICT', messages.pendingExists);
    await insertSettingsApproval(trx, {
      object_id: id,
      reason,
      requested_by: byStaff ? null : proposer.id,
      requested_by_staff: byStaff ? proposer.id : null,
    });
    await recordAudit(trx, {
      actor_kind: proposer.kind,
      actor_id: proposer.id,
      ...proposer.origin,
      action: 'payment_settings.proposed',
      object_kind: 'payment_setting_change',
      object_id: id,
      ngo_id: ngoId,
      changes: changedFields(found.settings, after),
    });
  });
}

/** The charity's admin withdraws its waiting proposal (another charity's: 404). */
export async function withdrawPaymentSettings(
  db: Kysely<Database>,
  staff: { id: number; ngoId: number; origin: AuditOrigin },
  changeId: number,
): Promise<void> {
  const change = await findPaymentSettingChange(db, changeId);
  if (!change || change.ngo_id !== staff.ngoId) throw new AppError('NOT_FOUND', messages.changeNotFound);
  await db.transaction().execute(async (trx) => {
    const closed = await closePaymentSettingChange(trx, changeId, { status: 'withdrawn', by: null });
    if (!closed) throw new AppError('CONFLICT', messages.notPending);
    await withdrawSettingsApproval(trx, changeId);
    await recordAudit(trx, {
      actor_kind: 'staff',
      actor_id: staff.id,
      ngo_id: staff.ngoId,
      ...staff.origin,
      action: 'payment_settings.withdrawn',
      object_kind: 'payment_setting_change',
      object_id: changeId,
    });
  });
}

/** Whether the proposal still waits and its charity's settings are still those it saw (409 otherwise). */
export async function checkPaymentSettingChange(db: Kysely<Database>, changeId: number): Promise<void> {
  const change = await findPaymentSettingChange(db, changeId);
  if (!change) throw new AppError('NOT_FOUND', messages.changeNotFound);
  if (change.status !== 'pending') throw new AppError('CONFLICT', messages.notPending);
  const found = await ngoPaymentSettings(db, change.ngo_id);
  if (!found || !sameSettings(found.settings, change.before)) throw new AppError('CONFLICT', messages.stale);
}

const mailAdmins = async (trx: Transaction<Database>, ngoId: number, changeId: number) => {
  for (const staffId of await charityAdminIds(trx, ngoId))
    await enqueueMail(trx, {
      kind: 'payment_settings_decided',
      payload: { change_id: changeId, staff_id: staffId },
    });
};

/**
 * The approval's act, in its transaction: the charity's row is locked and compared with what the
 * proposal saw (stale: 409, nothing written), then changed; its admins are mailed. The audit entry
 * holds the changed fields only, none of them a secret.
 */
export async function applyPaymentSettingChange(
  trx: Transaction<Database>,
  changeId: number,
  approvedBy: number,
): Promise<Omit<AuditRecord, 'actor_kind' | 'actor_id' | 'ip' | 'user_agent'>> {
  const closed = await closePaymentSettingChange(trx, changeId, { status: 'approved', by: approvedBy });
  if (!closed) throw new AppError('CONFLICT', messages.notPending);
  const found = await ngoPaymentSettings(trx, closed.ngo_id, true);
  if (!found || !sameSettings(found.settings, closed.before)) throw new AppError('CONFLICT', messages.stale);
  await setNgoPaymentSettings(trx, closed.ngo_id, closed.after);
  await mailAdmins(trx, closed.ngo_id, changeId);
  return {
    action: 'payment_settings.changed',
    object_kind: 'ngo',
    object_id: closed.ngo_id,
    ngo_id: closed.ngo_id,
    changes: { ...changedFields(closed.before, closed.after), change: [null, changeId] },
  };
}

/** A refusal (its admins are mailed) or an operator's own withdrawal closes the proposal too. */
export async function closePaymentSettingChangeAs(
  trx: Transaction<Database>,
  changeId: number,
  decision: { status: 'rejected' | 'withdrawn'; by: number },
): Promise<void> {
  const closed = await closePaymentSettingChange(trx, changeId, decision);
  if (closed && decision.status === 'rejected') await mailAdmins(trx, closed.ngo_id, changeId);
}
