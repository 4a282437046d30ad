import type { Kysely, Transaction } from 'kysely';
import type { PermitRecord } from '@athar/contract/charity/permit-fields';
import { permitMessages } from '@athar/contract/charity/permit-messages';
import type { PermitDecision } from '@athar/contract/internal/permits';
import { apiMessages } from '@athar/contract/messages';
import { AppError } from '@athar/server-kit/errors';
import {
  decidePermit,
  findPermit,
  insertPermit,
  listPermits,
  revokePermit,
  setCharityRegister,
  toPermitRecord,
  type NewPermit,
} from '../../db/queries/charity-permits';
import { anonymiseIfDonorDeleted } from '../../db/queries/anonymise-donations';
import { skipNightsOfDonations } from '../../db/queries/giving-nights';
import { charityAdminIds } from '../../db/queries/payment-settings';
import { cancelDonationsOfRevokedPermit } from '../../db/queries/permit-when-asked';
import { ngoExists } from '../../db/queries/projects';
import type { Database } from '../../db/schema';
import { cairoDay } from '../../lib/cairo-time';
import { inTransaction } from '../audit/audit-trail';
import { enqueueMail } from '../mail-outbox/outbox-mail';

const UNIQUE_VIOLATION = '23505';

const today = () => cairoDay(new Date());

/** Inserts the permit; a number the charity already has is a 409 with an Arabic message, never a 500. */
export async function insertOrConflict(
  db: Kysely<Database>,
  permit: NewPermit,
  by: Parameters<typeof insertPermit>[2],
): Promise<PermitRecord> {
  try {
    return toPermitRecord(await insertPermit(db, permit, by), today());
  } catch (error) {
    if ((error as { code?: unknown }).code === UNIQUE_VIOLATION) {
      throw new AppError('CONFLICT', permitMessages.duplicateNumber, {
        permit_number: permitMessages.duplicateNumber,
      });
    }
    throw error;
  }
}

/** The operator's permit: approved as entered. */
export async function addPermit(db: Kysely<Database>, permit: NewPermit): Promise<PermitRecord> {
  if (!(await ngoExists(db, permit.ngo_id))) throw new AppError('NOT_FOUND', apiMessages.ngoNotFound);
  return insertOrConflict(db, permit, { operator: true });
}

export async function charityPermits(db: Kysely<Database>, ngoId: number): Promise<PermitRecord[]> {
  const day = today();
  return (await listPermits(db, ngoId)).map((row) => toPermitRecord(row, day));
}

/** Every permit of a charity for the operator; an unknown charity is a 404 rather than an empty list. */
export async function operatorPermits(db: Kysely<Database>, ngoId: number): Promise<PermitRecord[]> {
  if (!(await ngoExists(db, ngoId))) throw new AppError('NOT_FOUND', apiMessages.ngoNotFound);
  return charityPermits(db, ngoId);
}

/** A donation a revocation cancelled, as the payment host closes it at the bank or the gateway. */
export type RevokedDonation = Awaited<ReturnType<typeof cancelDonationsOfRevokedPermit>>[number];

/**
 * Revokes an approved permit and, in the same transaction, cancels every pending donation of its
 * charity that no other permit covers (docs/decisions/026): a kiosk reference, a card session or a
 * wallet intention opened before must not be paid and counted after. A scheduled card night not yet
 * sent to the bank is skipped. Answers what was cancelled, for pay to close at the gateway. Run in
 * the caller's transaction (`trx`): a four-eyes approval revokes in its own (docs/decisions/031).
 */
export async function revokeAndCancelIn(trx: Transaction<Database>, permitId: number) {
  const row = await revokePermit(trx, permitId);
  if (!row) return { row, cancelled: [] };
  await mailPermitDecision(trx, row.ngo_id, Number(row.id));
  const cancelled = await cancelDonationsOfRevokedPermit(trx, row.ngo_id, new Date());
  for (const donation of cancelled)
    if (donation.user_id !== null) await anonymiseIfDonorDeleted(trx, donation.id);
  await skipNightsOfDonations(
    trx,
    cancelled.map((donation) => donation.id),
  );
  return { row, cancelled };
}

function revokeAndCancel(db: Kysely<Database>, permitId: number) {
  return inTransaction(db, (trx) => revokeAndCancelIn(trx, permitId));
}

/** Each admin of the charity is mailed the permit's new state, in the decision's transaction. */
async function mailPermitDecision(db: Kysely<Database>, ngoId: number, permitId: number) {
  for (const staffId of await charityAdminIds(db, ngoId))
    await enqueueMail(db, { kind: 'permit_decided', payload: { permit_id: permitId, staff_id: staffId } });
}

async function approveOrReject(db: Kysely<Database>, permitId: number, approve: boolean, reason?: string) {
  const row = await decidePermit(
    db,
    permitId,
    approve ? 'approved' : 'rejected',
    approve ? undefined : reason,
  );
  if (row) await mailPermitDecision(db, row.ngo_id, Number(row.id));
  return row;
}

/**
 * approve / reject (with a reason) a request waiting for a decision, or revoke an approved permit
 * (with what the revocation cancelled: revokeAndCancel); the charity's admins are mailed. The console
 * and `npm run charity -- permit …` both decide here (docs/decisions/045). Run it in a transaction.
 */
export async function decideOnPermit(
  db: Kysely<Database>,
  permitId: number,
  decision: PermitDecision,
  reason?: string,
): Promise<{ permit: PermitRecord; cancelled: RevokedDonation[] }> {
  const { row, cancelled } =
    decision === 'revoke'
      ? await revokeAndCancel(db, permitId)
      : { row: await approveOrReject(db, permitId, decision === 'approve', reason), cancelled: [] };
  if (row) return { permit: toPermitRecord(row, today()), cancelled };
  if (!(await findPermit(db, permitId))) throw new AppError('NOT_FOUND', permitMessages.permitNotFound);
  throw new AppError(
    'CONFLICT',
    decision === 'revoke' ? permitMessages.notRevocable : permitMessages.notRequested,
  );
}

export async function registerCharity(
  db: Kysely<Database>,
  ngoId: number,
  register: { legal_name: string; registration_number: string },
) {
  const row = await setCharityRegister(db, ngoId, register);
  if (!row) throw new AppError('NOT_FOUND', apiMessages.ngoNotFound);
  return row;
}
