import type { Kysely } from 'kysely';
import type { DonationChannel } from '@athar/contract/charity/records';
import { CHANNEL, PAYMENT_TYPE } from '@athar/contract/constants';
import type { Engine } from '../db/connect';
import type { Database } from '../db/schema';
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
  type?: DonationChannel;
  amount?: number;
  status?: 'confirmed' | 'pending' | 'failed';
  donor?: string;
  msisdn?: string | null;
}

/**
 * The api with a campaign of each of two cash-collecting charities (the first by id, and one of
 * another charity) and a logged-in staff member of each, for the records and CSV export tests.
 */
export async function createCharityRecordsApp(engine: Engine) {
  const t = await createTestApp(engine);
  const rows = await t.db
    .selectFrom('campaigns as c')
    .innerJoin('projects as p', 'p.id', 'c.project_id')
    .innerJoin('ngos as n', 'n.id', 'p.ngo_id')
    .select(['c.id', 'c.code', 'p.ngo_id'])
    .where('n.cash_collection', '=', true)
    .orderBy('c.id')
    .execute();
  const a: CharityCampaign = rows[0]!;
  const b: CharityCampaign = rows.find((row) => row.ngo_id !== a.ngo_id)!;
  return {
    t,
    a,
    b,
    staffA: await createLoggedInStaff(t.db, a.ngo_id),
    staffB: await createLoggedInStaff(t.db, b.ngo_id),
  };
}

/** A donation straight into the table (the records tests read donations; they do not confirm any). */
export async function createRecordDonation(
  db: Kysely<Database>,
  campaign: CharityCampaign,
  spec: RecordDonationSpec,
): Promise<number> {
  const type = spec.type ?? 'card';
  const status = spec.status ?? 'confirmed';
  const area =
    type === 'cash'
      ? await db.selectFrom('areas').select(['id', 'city_id']).orderBy('id').executeTakeFirstOrThrow()
      : null;
  const row = await db
    .insertInto('donations')
    .values({
      campaign_id: campaign.id,
      ngo_id: campaign.ngo_id,
      donor_name: spec.donor ?? 'خالد منصور',
      msisdn: spec.msisdn === undefined ? '01098765432' : spec.msisdn,
      amount: spec.amount ?? 20_000,
      channel: type === 'sms' ? CHANNEL.sms : CHANNEL.web,
      type: PAYMENT_TYPE[type],
      status,
      created_at: spec.at,
      confirmed_at: status === 'confirmed' ? spec.at : null,
      ...(area ? { city_id: area.city_id, area_id: area.id, address: 'شارع النيل، عمارة 4' } : {}),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
