import { operatorMessages } from '@athar/contract/operator/messages';
import { operatorFactorTables } from '../../db/queries/second-factor';
import type { FactorCaller, FactorSide } from '../second-factor/second-factor';

/** The operators' second factor (031): their tables, and their words for a closed or unenrolled session. */
export const operatorFactor: FactorSide = {
  kind: 'operator',
  tables: operatorFactorTables,
  messages: { sessionEnded: operatorMessages.sessionEnded, enrolNeeded: operatorMessages.enrolNeeded },
};

/** The caller of an operator's factor call. */
export function operatorCaller(
  operator: { id: number; sessionId: number },
  origin: FactorCaller['origin'],
): FactorCaller {
  return {
    accountId: operator.id,
    sessionId: operator.sessionId,
    actor: { actor_kind: 'operator', actor_id: operator.id },
    origin,
  };
}
