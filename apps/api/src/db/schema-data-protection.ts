import type { ColumnType } from 'kysely';
import type { BreachDataKind } from '@athar/contract/operator/breaches';
import type {
  DataRequestKind,
  DataRequestSource,
  DataRequestStatus,
} from '@athar/contract/operator/data-requests';
import type { CreatedAt, Identity, Timestamp } from './schema-columns';

// Kysely types of the data-protection registers (032): people's data requests and breaches.

/** A `date` column: written as `YYYY-MM-DD`, read through to_char (a Date otherwise, in UTC). */
type Day = ColumnType<Date, string, string>;

export interface DataRequestsTable {
  id: Identity;
  kind: DataRequestKind;
  user_id: number | null;
  requester_name: string | null;
  requester_email: string | null;
  requester_phone: string | null;
  received_at: Timestamp;
  received_via: DataRequestSource;
  due_on: Day;
  notes: string | null;
  status: ColumnType<DataRequestStatus, DataRequestStatus | undefined, DataRequestStatus>;
  refusal_reason: string | null;
  closed_at: Timestamp | null;
  recorded_by: number | null;
  created_at: CreatedAt;
}

export interface DataBreachesTable {
  id: Identity;
  discovered_at: Timestamp;
  description: string;
  data_kinds: BreachDataKind[];
  people_affected: number;
  center_notified_at: Timestamp | null;
  people_notified_at: Timestamp | null;
  closed_at: Timestamp | null;
  recorded_by: number;
  created_at: CreatedAt;
}
