import type { ColumnType } from 'kysely';
import type { CreatedAt, Identity, Timestamp } from './schema-columns';

export type PaymentSettingChangeStatus = 'pending' | 'approved' | 'rejected' | 'withdrawn';

/** A proposed change of where a charity's money goes, applied only when another person approves (039). */
export interface PaymentSettingChangesTable {
  id: Identity;
  ngo_id: number;
  /** PaymentSettings as the proposer saw them, and as asked for (json: read as unknown) */
  before: ColumnType<unknown, string, never>;
  after: ColumnType<unknown, string, never>;
  reason: string;
  proposed_by_staff: number | null;
  proposed_by_operator: number | null;
  status: ColumnType<
    PaymentSettingChangeStatus,
    PaymentSettingChangeStatus | undefined,
    PaymentSettingChangeStatus
  >;
  decided_by: number | null;
  created_at: CreatedAt;
  decided_at: Timestamp | null;
}
