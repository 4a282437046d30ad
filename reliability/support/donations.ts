import { PAYMENT_TYPE } from '@athar/contract/constants';
import type { TestApp } from '@athar/api/test/test-app';

/** The api's Kysely handle (kysely itself is a dependency of the api, not of the repository root). */
type Db = TestApp['db'];

export interface PaymentCampaign {
  id: number;
  ngo_id: number;
  /** an area (and its city) for cash donations */
  city: number;
  area: number;
}

/** Campaigns of `count` different charities that each take both cash (collected at home) and cards. */
export async function findPaymentCampaigns(db: Db, count: number): Promise<PaymentCampaign[]> {
  const campaigns = await db
    .selectFrom('campaigns as c')
    .innerJoin('projects as p', 'p.id', 'c.project_id')
    .innerJoin('ngos as n', 'n.id', 'p.ngo_id')
    .select(['c.id', 'n.id as ngo_id'])
    .where('n.merchant_id', 'is not', null)
    .where('n.cash_collection', '=', true)
    .orderBy('c.id')
    .execute();
  const area = await db.selectFrom('areas').select(['id', 'city_id']).orderBy('id').executeTakeFirstOrThrow();
  const oneEach = campaigns.filter((c, i) => campaigns.findIndex((other) => other.ngo_id === c.ngo_id) === i);
  if (oneEach.length < count)
    throw new Error(`the seed has ${oneEach.length} charities taking cash and cards`);
  return oneEach.slice(0, count).map((campaign) => ({ ...campaign, city: area.city_id, area: area.id }));
}

export const findPaymentCampaign = async (db: Db) => (await findPaymentCampaigns(db, 1))[0]!;

/**
 * The client address of the `index`-th simulated donor: the api counts new donations per address
 * (docs/decisions/026), so a run of many donors comes from many addresses, as real donors do.
 */
export const donorAddress = (index: number) =>
  `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`;

/** The body of POST /api/donations as the web app's donation form sends it. */
export function donationBody(
  campaign: PaymentCampaign,
  kind: 'cash' | 'card',
  amountEgp: number,
  overrides: Record<string, unknown> = {},
) {
  const cash = kind === 'cash';
  return {
    donation: {
      consent: true,
      user_id: null,
      user_name: 'نور الهدى سامي',
      email: 'nour@example.com',
      msisdn: '01012345678',
      amount: amountEgp,
      channel: 1,
      campaign_id: campaign.id,
      comment: '',
      hide_data: false,
      type: cash ? PAYMENT_TYPE.cash : PAYMENT_TYPE.card,
      ...(cash
        ? { city: campaign.city, area: campaign.area, address: 'شارع التحرير، عمارة 12، الدور الثالث' }
        : {}),
      ...overrides,
    },
  };
}

/** The stored totals of a campaign: piasters collected and confirmed donors. */
export function campaignTotals(db: Db, campaignId: number) {
  return db
    .selectFrom('campaigns')
    .select(['collected', 'donors_count'])
    .where('id', '=', campaignId)
    .executeTakeFirstOrThrow();
}

/** What the confirmed donations of a campaign add up to, counted from the donations themselves. */
export async function confirmedSums(db: Db, campaignId: number) {
  const row = await db
    .selectFrom('donations')
    .select((eb) => [
      eb.fn.coalesce(eb.fn.sum<number>('amount'), eb.lit(0)).as('collected'),
      eb.fn.countAll<number>().as('donors_count'),
    ])
    .where('campaign_id', '=', campaignId)
    .where('status', '=', 'confirmed')
    .executeTakeFirstOrThrow();
  return { collected: Number(row.collected), donors_count: Number(row.donors_count) };
}
