import type { Kysely } from 'kysely';
import type { Receipt } from '@athar/contract/donations/receipt';
import { piastersToEgp } from '@athar/contract/money';
import { donationChannel } from '../../lib/donation-channel';
import { shownKioskReference } from '../../lib/kiosk-reference';
import type { Database } from '../schema';
import { donationWithProjectQuery } from './donation-with-project';

export interface ReceiptRecord {
  receipt: Receipt;
  /** the donor's account, when they were logged in */
  userId: number | null;
  receiptKey: string;
}

/** One donation as its receipt shows it, with what decides who may see it; null when there is none. */
export async function findReceipt(db: Kysely<Database>, donationId: number): Promise<ReceiptRecord | null> {
  const row = await donationWithProjectQuery(db)
    .select([
      'd.id',
      'd.user_id',
      'd.receipt_key',
      'd.status',
      'd.amount',
      'd.type',
      'd.donor_name',
      'd.created_at',
      'd.confirmed_at',
      'd.kiosk_reference',
      'd.kiosk_expires_at',
      'd.campaign_id',
      'c.title',
      'p.ar_name as project_ar_name',
      'n.ar_name as ngo_name',
    ])
    .where('d.id', '=', donationId)
    .executeTakeFirst();
  if (!row) return null;
  return {
    userId: row.user_id,
    receiptKey: row.receipt_key,
    receipt: {
      donation_id: row.id,
      status: row.status,
      amount: piastersToEgp(row.amount),
      channel: donationChannel(row.type),
      donor_name: row.donor_name,
      ngo_name: row.ngo_name,
      campaign_id: row.campaign_id,
      deceased_name: row.title,
      project_ar_name: row.project_ar_name,
      created_at: new Date(row.created_at).toISOString(),
      confirmed_at: row.confirmed_at ? new Date(row.confirmed_at).toISOString() : null,
      ...shownKioskReference(row),
    },
  };
}
