import type { Kysely } from 'kysely';
import type { DonationChannel } from '@athar/contract/charity/records';
import type { Engine } from '../db/connect';
import type { Database } from '../db/schema';
import { createCreatorCampaign } from './campaign-factories';
import { createDonation, recountCampaignTotals } from './donation-factories';
import { createLoggedInStaff } from './staff-factories';
import { createTestApp } from './test-app';

export interface CharityCampaign {
  id: number;
  code: number;
  ngo_id: number;
}

export interface RecordDonationSpec {
  /** a timestamptz: a Date, or PostgreSQL text when microseconds matter */
  at: Date | string;
  type?: Exclude<DonationChannel, 'scheduled'>;
  amount?: number;
  status?: 'confirmed' | 'pending' | 'failed';
  donor?: string;
  msisdn?: string | null;
}

/**
 * The api with campaigns of two new cash-collecting charities and a logged-in staff member of each,
 * for the records and CSV export tests: no seeded donation is in either charity's records.
 */
export async function createCharityRecordsApp(engine: Engine) {
  const t = await createTestApp(engine);
  const a: CharityCampaign = await createCreatorCampaign(t.db);
  const b: CharityCampaign = await createCreatorCampaign(t.db);
  return {
    t,
    a,
    b,
    staffA: await createLoggedInStaff(t.db, a.ngo_id),
    staffB: await createLoggedInStaff(t.db, b.ngo_id),
  };
}

/** A donation for the records tests, confirmed unless told otherwise (with its campaign's totals). */
export function createRecordDonation(
  db: Kysely<Database>,
  campaign: CharityCampaign,
  spec: RecordDonationSpec,
): Promise<number> {
  return createDonation(db, campaign, { ...spec, status: spec.status ?? 'confirmed' });
}

/**
 * A confirmed donation the gateway then refunded or voided, as the gateway's reversal leaves it:
 * status 'refunded' with refunded_at, the event recorded by no staff member, and the campaign's
 * stored totals without it.
 */
export async function createRefundedRecordDonation(
  db: Kysely<Database>,
  campaign: CharityCampaign,
  spec: RecordDonationSpec & { action: 'refunded' | 'voided'; refundedAt: Date },
): Promise<number> {
  const { action, refundedAt, ...donation } = spec;
  const id = await createDonation(db, campaign, { ...donation, status: 'confirmed' });
  await db
    .updateTable('donations')
    .set({ status: 'refunded', refunded_at: refundedAt })
    .where('id', '=', id)
    .execute();
  await db
    .insertInto('donation_events')
    .values({ donation_id: id, staff_id: null, action, note: 'من بوابة الدفع', created_at: refundedAt })
    .execute();
  await recountCampaignTotals(db, campaign.id);
  return id;
}
