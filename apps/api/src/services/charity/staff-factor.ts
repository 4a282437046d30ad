import { charityMessages } from '@athar/contract/charity/messages';
import { apiMessages } from '@athar/contract/messages';
import { staffFactorTables } from '../../db/queries/second-factor';
import type { FactorCaller, FactorSide } from '../second-factor/second-factor';

/** Charity staff's second factor: their tables, and their words for a closed or unenrolled session. */
export const staffFactor: FactorSide = {
  kind: 'staff',
  tables: staffFactorTables,
  messages: { sessionEnded: apiMessages.unauthorized, enrolNeeded: charityMessages.enrolFirst },
};

/** The caller of a staff member's factor call, audited in their charity's slice. */
export function staffCaller(
  staff: { id: number; ngoId: number; sessionId: number },
  origin: FactorCaller['origin'],
): FactorCaller {
  return {
    accountId: staff.id,
    sessionId: staff.sessionId,
    actor: { actor_kind: 'staff', actor_id: staff.id, ngo_id: staff.ngoId },
    origin,
  };
}
