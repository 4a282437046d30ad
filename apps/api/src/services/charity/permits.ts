import type { Kysely } from 'kysely';
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
import { ngoExists } from '../../db/queries/projects';
import type { Database } from '../../db/schema';
import { cairoDay } from '../../lib/cairo-time';

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

/** A staff member asks for their own charity's permit; the operator approves or rejects it. */
export async function requestPermit(
  db: Kysely<Database>,
  staff: { id: number; ngoId: number },
  permit: Omit<NewPermit, 'ngo_id'>,
): Promise<PermitRecord> {
  if (permit.ends_on < today()) {
    throw new AppError('BAD_REQUEST', permitMessages.endedAlready, { ends_on: permitMessages.endedAlready });
  }
  return insertOrConflict(db, { ...permit, ngo_id: staff.ngoId }, { staffId: staff.id });
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

/** approve / reject a request waiting for a decision, or revoke an approved permit. */
export async function decideOnPermit(
  db: Kysely<Database>,
  permitId: number,
  decision: PermitDecision,
): Promise<PermitRecord> {
  const row =
    decision === 'revoke'
      ? await revokePermit(db, permitId)
      : await decidePermit(db, permitId, decision === 'approve' ? 'approved' : 'rejected');
  if (row) return toPermitRecord(row, today());
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
