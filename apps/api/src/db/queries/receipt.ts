import type { Kysely } from 'kysely';
import type { CharityPermit } from '@athar/contract/charity/licence';
import { amountInArabicWords } from '@athar/contract/amount-in-words';
import { ANONYMOUS_DONOR_NAME } from '@athar/contract/constants';
import type { Receipt } from '@athar/contract/donations/receipt';
import { piastersToEgp } from '@athar/contract/money';
import { cairoDay } from '../../lib/cairo-time';
import { donationChannel } from '../../lib/donation-channel';
import { shownKioskReference } from '../../lib/kiosk-reference';
import type { Database } from '../schema';
import { donationWithProjectQuery } from './donation-with-project';
import { receiptPermit } from './receipt-permit';

export interface ReceiptRecord {
  receipt: Receipt;
  /** the donor's account, when they were logged in */
  userId: number | null;
  receiptKey: string;
}

/**
 * One donation as its receipt shows it, with what decides who may see it; null when there is none.
 * The receipt is seen by its donor and by anyone holding its key link, so the name is «فاعل خير»
 * whenever the donor is hidden anywhere else: a family-only or anonymous donation (hide_data follows
 * visibility), a profile that hides its data, or a deleted account.
 */
export async function findReceipt(db: Kysely<Database>, donationId: number): Promise<ReceiptRecord | null> {
  const row = await donationWithProjectQuery(db)
    .leftJoin('users as u', 'u.id', 'd.user_id')
    .select([
      'd.id',
      'd.user_id',
      'd.ngo_id',
      'd.receipt_key',
      'd.status',
      'd.amount',
      'd.type',
      'd.donor_name',
      'd.hide_data',
      'd.receipt_serial',
      'd.created_at',
      'd.confirmed_at',
      'd.kiosk_reference',
      'd.kiosk_expires_at',
      'd.campaign_id',
      'c.title',
      'p.ar_name as project_ar_name',
      'n.ar_name as ngo_name',
      'n.legal_name',
      'n.registration_number',
      'u.hide_data as user_hidden',
      'u.deleted_at as user_deleted_at',
    ])
    .where('d.id', '=', donationId)
    .executeTakeFirst();
  if (!row) return null;
  const confirmedAt = row.confirmed_at ? new Date(row.confirmed_at) : null;
  const permit: CharityPermit | null = confirmedAt
    ? ((await receiptPermit(db, row.ngo_id, cairoDay(confirmedAt), confirmedAt)) ?? null)
    : null;
  const hidden = row.hide_data || row.user_hidden === true || row.user_deleted_at !== null;
  return {
    userId: row.user_id,
    receiptKey: row.receipt_key,
    receipt: {
      donation_id: row.id,
      status: row.status,
      amount: piastersToEgp(row.amount),
      amount_in_words: amountInArabicWords(row.amount),
      // only a confirmed (or later refunded) donation has one: donations_receipt_serial
      receipt_serial: row.receipt_serial,
      channel: donationChannel(row.type),
      donor_name: hidden ? ANONYMOUS_DONOR_NAME : row.donor_name,
      ngo_name: row.ngo_name,
      licence: {
        legal_name: row.legal_name,
        registration_number: row.registration_number,
        permit,
      },
      campaign_id: row.campaign_id,
      deceased_name: row.title,
      project_ar_name: row.project_ar_name,
      created_at: new Date(row.created_at).toISOString(),
      confirmed_at: confirmedAt ? confirmedAt.toISOString() : null,
      ...shownKioskReference(row),
    },
  };
}
