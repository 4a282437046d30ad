import type { Piasters } from '@athar/contract/piasters';
import type { CreatedAt, Timestamp, Identity } from './schema-columns';

// Kysely types of the tables that record payments as the gateway, the bank and SMS report them.

export type GatewayOutcomeColumn = 'paid' | 'declined' | 'pending' | 'refunded' | 'voided';
export type GatewayResultColumn =
  | 'confirmed'
  | 'failed'
  | 'reference-kept'
  | 'reversed'
  | 'unchanged'
  /** money or a kiosk reference the gateway holds for a donation its charity may no longer take (020) */
  | 'refund-due'
  | 'void-due';

/** Every gateway transaction outcome acted on, once per (transaction, outcome) (014). */
export interface GatewayTransactionsTable {
  transaction_id: string;
  outcome: GatewayOutcomeColumn;
  donation_id: number;
  amount: Piasters;
  currency: string;
  result: GatewayResultColumn;
  created_at: CreatedAt;
}

/** Digests of signed internal calls already taken, kept while they could still be replayed (008). */
export interface UsedSignaturesTable {
  digest: string;
  expires_at: Timestamp;
}

export interface SmsMessagesTable {
  message_id: string;
  from_number: string;
  to_number: string;
  body: string;
  received_at: Timestamp | null;
  /** phone_confirmed: the reply that confirmed a schedule's nightly texts (020) */
  outcome: 'donation' | 'ignored' | 'phone_confirmed';
  donation_id: number | null;
  created_at: CreatedAt;
}

/**
 * refunded / voided: reported by the gateway, by no staff member (014); permit_revoked: cancelled when its
 * charity's permit was revoked, refund_due: money taken after that, to be given back (020)
 */
export type DonationEventAction =
  | 'contacted'
  | 'collected'
  | 'failed'
  | 'cancelled'
  | 'refunded'
  | 'voided'
  | 'permit_revoked'
  | 'refund_due';

export interface DonationEventsTable {
  id: Identity;
  donation_id: number;
  staff_id: number | null;
  action: DonationEventAction;
  note: string | null;
  created_at: CreatedAt;
}
