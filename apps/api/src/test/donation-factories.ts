import { sql, type Kysely } from 'kysely';
import type { DonationChannel } from '@athar/contract/charity/records';
import { CHANNEL, PAYMENT_TYPE } from '@athar/contract/constants';
import type { Database, DonationStatusColumn, DonationVisibilityColumn } from '../db/schema';
import { piasters, type Piasters } from '@athar/contract/piasters';

export interface DonationSpec {
  /** piasters */
  amount?: number;
  /** how it was paid (a schedule's night: set schedule_id; the records then name it 'scheduled') */
  type?: Exclude<DonationChannel, 'scheduled'>;
  status?: DonationStatusColumn;
  /** when it was made and, confirmed, when it was confirmed: a Date, or PostgreSQL text for microseconds */
  at?: Date | string;
  donor?: string;
  email?: string | null;
  msisdn?: string | null;
  /** cash: the area it is collected in (the first by id unless told) and the address there */
  areaId?: number;
  address?: string;
  comment?: string | null;
  /** how the donor chose to be seen (public unless told) */
  visibility?: DonationVisibilityColumn;
  /** the donor's account, when they gave logged in */
  userId?: number;
}

/**
 * A donation to the campaign, pending unless told otherwise. A confirmed one leaves the campaign's
 * `collected` and `donors_count` as the real confirmation does (the sum and count of its confirmed
 * donations), so no campaign total exists without the donations behind it. It queues no mail: it
 * stands for a donation made before the test; to test a confirmation itself, create it pending and
 * confirm it with services/donations/confirm-donation.
 */
export async function createDonation(
  db: Kysely<Database>,
  campaign: { id: number; ngo_id: number },
  spec: DonationSpec = {},
): Promise<number> {
  const type = spec.type ?? 'card';
  const status = spec.status ?? 'pending';
  const at = spec.at ?? new Date();
  const area =
    type === 'cash'
      ? await db
          .selectFrom('areas')
          .select(['id', 'city_id'])
          .$if(spec.areaId !== undefined, (query) => query.where('id', '=', spec.areaId!))
          .orderBy('id')
          .executeTakeFirstOrThrow()
      : null;
  const row = await db
    .insertInto('donations')
    .values({
      campaign_id: campaign.id,
      ngo_id: campaign.ngo_id,
      donor_name: spec.donor ?? 'خالد منصور',
      email: spec.email ?? null,
      msisdn: spec.msisdn === undefined ? '01098765432' : spec.msisdn,
      amount: piasters(spec.amount ?? 20_000),
      channel: type === 'sms' ? CHANNEL.sms : CHANNEL.web,
      type: PAYMENT_TYPE[type],
      status,
      comment: spec.comment ?? null,
      ...(spec.visibility ? { visibility: spec.visibility } : {}),
      ...(spec.userId ? { user_id: spec.userId } : {}),
      created_at: at,
      confirmed_at: status === 'confirmed' ? at : null,
      ...(area
        ? { city_id: area.city_id, area_id: area.id, address: spec.address ?? 'شارع النيل، عمارة 4' }
        : {}),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (status === 'confirmed') await recountCampaignTotals(db, campaign.id);
  return row.id;
}

/** Sets the campaign's stored totals to the sum and count of its confirmed donations. */
export async function recountCampaignTotals(db: Kysely<Database>, campaignId: number): Promise<void> {
  const confirmed = db
    .selectFrom('donations')
    .where('campaign_id', '=', campaignId)
    .where('status', '=', 'confirmed');
  await db
    .updateTable('campaigns')
    .set({
      collected: confirmed.select(sql<Piasters>`coalesce(sum(amount), 0)`.as('sum')),
      donors_count: confirmed.select(sql<number>`count(*)::integer`.as('count')),
    })
    .where('id', '=', campaignId)
    .execute();
}
