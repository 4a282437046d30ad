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
import { cancelDonationsOfRevokedPermit } from '../../db/queries/permit-when-asked';
import { ngoExists } from '../../db/queries/projects';
import type { Database } from '../../db/schema';
import { cairoDay } from '../../lib/cairo-time';
import { inTransaction, recordAudit, staffAct, type AuditOrigin } from '../audit/audit-trail';

const UNIQUE_VIOLATION = '23505';

const today = () => cairoDay(new Date());

/** Inserts the permit; a number the charity already has is a 409 with an Arabic message, never a 500. */
async function insertOrConflict(
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

/**
 * A staff member asks for their own charity's permit (audited in the same transaction); the operator
 * approves or rejects it.
 */
export async function requestPermit(
  db: Kysely<Database>,
  staff: { id: number; ngoId: number },
  permit: Omit<NewPermit, 'ngo_id'>,
  origin: AuditOrigin,
): Promise<PermitRecord> {
  if (permit.ends_on < today()) {
    throw new AppError('BAD_REQUEST', permitMessages.endedAlready, { ends_on: permitMessages.endedAlready });
  }
  return db.transaction().execute(async (trx) => {
    const record = await insertOrConflict(trx, { ...permit, ngo_id: staff.ngoId }, { staffId: staff.id });
    const act = { action: 'charity.permit.requested', object_kind: 'permit', object_id: record.id };
    await recordAudit(trx, staffAct(origin, staff, act));
    return record;
  });
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

/**
 * approve / reject a request waiting for a decision, or revoke an approved permit (with what the
 * revocation cancelled: revokeAndCancel).
 */
export async function decideOnPermit(
  db: Kysely<Database>,
  permitId: number,
  decision: PermitDecision,
): Promise<{ permit: PermitRecord; cancelled: RevokedDonation[] }> {
  const { row, cancelled } =
    decision === 'revoke'
      ? await revokeAndCancel(db, permitId)
      : {
          row: await decidePermit(db, permitId, decision === 'approve' ? 'approved' : 'rejected'),
          cancelled: [],
        };
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
