import { sql, type Kysely } from 'kysely';
import { CAMPAIGN_VISIBLE_FROM_PIASTERS, PAYMENT_TYPE } from '@athar/contract/constants';
import {
  DONATION_CHANNELS,
  type CharityCampaignsPage,
  type CharityDonation,
  type CharityDonationsPage,
  type DonationChannel,
  type DonationRefund,
} from '@athar/contract/charity/records';
import { piastersToEgp } from '@athar/contract/money';
import type { Database } from '../schema';
import { CAIRO_TIME_ZONE } from '../../lib/cairo-time';
import { cairoDayStart } from './cairo-day-start';
import { donationChannel } from '../../lib/donation-channel';
import { piasters, type Piasters } from '@athar/contract/piasters';

export interface DonationRange {
  /** first day, inclusive, YYYY-MM-DD */
  from?: string | undefined;
  /** last day, inclusive, YYYY-MM-DD */
  to?: string | undefined;
}

/** The records' filter: the days of confirmation, the channel, and whether refunded ones are listed. */
export interface DonationFilter extends DonationRange {
  type?: DonationChannel | undefined;
  include_refunded?: boolean | undefined;
}

/**
 * One charity's donations of a range of days (by confirmation) and of one channel: the confirmed
 * ones, and the refunded ones too when asked (a refunded donation keeps its confirmed_at).
 */
function recordedDonations(db: Kysely<Database>, ngoId: number, filter: DonationFilter) {
  let query = db
    .selectFrom('donations as d')
    .where('d.ngo_id', '=', ngoId)
    .where('d.status', 'in', filter.include_refunded ? ['confirmed', 'refunded'] : ['confirmed']);
  if (filter.from) query = query.where('d.confirmed_at', '>=', cairoDayStart(filter.from, 0));
  if (filter.to) query = query.where('d.confirmed_at', '<', cairoDayStart(filter.to, 1));
  // a schedule's night is the 'scheduled' channel whatever paid it, and no other channel's
  if (filter.type === 'scheduled') query = query.where('d.schedule_id', 'is not', null);
  else if (filter.type) {
    query = query.where('d.type', '=', PAYMENT_TYPE[filter.type]).where('d.schedule_id', 'is', null);
  }
  return query;
}

function withCampaign(query: ReturnType<typeof recordedDonations>) {
  return query
    .innerJoin('campaigns as c', 'c.id', 'd.campaign_id')
    .innerJoin('projects as p', 'p.id', 'c.project_id')
    .select((eb) => [
      'd.id',
      'd.confirmed_at',
      'd.amount',
      'd.type',
      'd.schedule_id',
      'd.status',
      'd.refunded_at',
      'd.donor_name',
      'd.msisdn',
      'd.visibility',
      'c.id as campaign_id',
      'c.code as campaign_code',
      'c.title as campaign_title',
      'p.ar_name as project_ar_name',
      // what the gateway last reported of a refunded donation (the event is written with the refund)
      eb
        .selectFrom('donation_events as e')
        .select('e.action')
        .whereRef('e.donation_id', '=', 'd.id')
        .where('e.action', 'in', ['refunded', 'voided'])
        .orderBy('e.created_at', 'desc')
        .orderBy('e.id', 'desc')
        .limit(1)
        .as('refund_action'),
    ]);
}

type DonationRow = Awaited<ReturnType<ReturnType<typeof withCampaign>['execute']>>[number];

function refundOf(row: DonationRow): DonationRefund | null {
  if (row.status !== 'refunded') return null;
  return {
    action: row.refund_action === 'voided' ? 'voided' : 'refunded',
    at: row.refunded_at!.toISOString(),
  };
}

/**
 * The records' channel: a giving schedule's night is 'scheduled' (docs/decisions/020), else how it was paid.
 */
function recordChannel(row: { type: number; schedule_id: number | null }): DonationChannel {
  return row.schedule_id !== null ? 'scheduled' : donationChannel(row.type);
}

function toCharityDonation(row: DonationRow): CharityDonation {
  return {
    id: row.id,
    confirmed_at: row.confirmed_at!.toISOString(),
    amount: piastersToEgp(row.amount),
    channel: recordChannel(row),
    status: row.status === 'refunded' ? 'refunded' : 'confirmed',
    refund: refundOf(row),
    donor_name: row.donor_name,
    msisdn: row.msisdn,
    visibility: row.visibility,
    campaign_id: row.campaign_id,
    campaign_title: row.campaign_title,
    project_ar_name: row.project_ar_name,
  };
}

/** The count and sum of each channel's confirmed donations of the filter, channels without any left out. */
async function channelTotals(db: Kysely<Database>, ngoId: number, filter: DonationFilter) {
  const rows = await recordedDonations(db, ngoId, { ...filter, include_refunded: false })
    .select((eb) => [
      'd.type',
      sql<boolean>`d.schedule_id IS NOT NULL`.as('scheduled'),
      eb.fn.countAll<number>().as('count'),
      eb.fn.coalesce(eb.fn.sum<number>('d.amount'), sql.lit(0)).as('amount'),
    ])
    .groupBy(['d.type', sql`d.schedule_id IS NOT NULL`])
    .execute();
  // a schedule's nights paid by card and by wallet are one channel: add them up
  const byChannel = new Map<DonationChannel, { count: number; amount: number }>();
  for (const row of rows) {
    const channel = row.scheduled ? 'scheduled' : donationChannel(row.type);
    const sum = byChannel.get(channel) ?? { count: 0, amount: 0 };
    byChannel.set(channel, { count: sum.count + Number(row.count), amount: sum.amount + Number(row.amount) });
  }
  return DONATION_CHANNELS.flatMap((channel) => {
    const row = byChannel.get(channel);
    return row ? [{ channel, count: row.count, amount: piasters(row.amount) }] : [];
  });
}

/**
 * A page of the charity's donations, newest confirmed first, with the totals of the whole filter,
 * overall and per channel: the totals are of confirmed donations only, refunded ones listed or not.
 */
export async function listCharityDonations(
  db: Kysely<Database>,
  ngoId: number,
  query: DonationFilter & { offset: number; rowscount: number },
): Promise<CharityDonationsPage> {
  const [perChannel, rows] = await Promise.all([
    channelTotals(db, ngoId, query),
    withCampaign(recordedDonations(db, ngoId, query))
      .orderBy('d.confirmed_at', 'desc')
      .orderBy('d.id', 'desc')
      .limit(query.rowscount)
      .offset(query.offset)
      .execute(),
  ]);
  const total = perChannel.reduce(
    (sum, channel) => ({ count: sum.count + channel.count, amount: sum.amount + channel.amount }),
    { count: 0, amount: 0 },
  );
  return {
    total_count: total.count,
    total_amount: piastersToEgp(piasters(total.amount)),
    per_channel: perChannel.map((channel) => ({ ...channel, amount: piastersToEgp(channel.amount) })),
    items: rows.map(toCharityDonation),
  };
}

/** A donation as one line of the export: the list's fields, the campaign code, Cairo time. */
export interface ExportedDonation extends CharityDonation {
  amount_piasters: Piasters;
  campaign_code: number;
  /** YYYY-MM-DD HH:MM in Cairo */
  confirmed_local: string;
}

/**
 * The charity's donations of the filter, oldest confirmed first, `pageSize` at a time, so an export
 * of years never holds them all. Keyset paging on (confirmed_at, id).
 */
export async function* exportCharityDonations(
  db: Kysely<Database>,
  ngoId: number,
  filter: DonationFilter,
  pageSize = 500,
): AsyncGenerator<ExportedDonation[]> {
  // the cursor's time travels as PostgreSQL text: a JS Date would drop the microseconds and repeat rows
  let after: { at: string; id: number } | null = null;
  for (;;) {
    let query = withCampaign(recordedDonations(db, ngoId, filter)).select([
      sql<string>`d.confirmed_at::text`.as('cursor_at'),
      sql<string>`to_char(d.confirmed_at AT TIME ZONE ${sql.lit(CAIRO_TIME_ZONE)}, 'YYYY-MM-DD HH24:MI')`.as(
        'confirmed_local',
      ),
    ]);
    if (after) {
      const { at, id } = after;
      query = query.where((eb) =>
        eb(eb.refTuple('d.confirmed_at', 'd.id'), '>', eb.tuple(sql<Date>`cast(${at} as timestamptz)`, id)),
      );
    }
    const rows = await query.orderBy('d.confirmed_at').orderBy('d.id').limit(pageSize).execute();
    if (rows.length > 0) {
      yield rows.map((row) => ({
        ...toCharityDonation(row),
        amount_piasters: row.amount,
        campaign_code: row.campaign_code,
        confirmed_local: row.confirmed_local,
      }));
    }
    if (rows.length < pageSize) return;
    const last = rows[rows.length - 1]!;
    after = { at: last.cursor_at, id: last.id };
  }
}

/** A page of the charity's campaigns, largest confirmed total first, with the sum over all of them. */
export async function listCharityCampaigns(
  db: Kysely<Database>,
  ngoId: number,
  page: { offset: number; rowscount: number },
): Promise<CharityCampaignsPage> {
  const ofCharity = db
    .selectFrom('campaigns as c')
    .innerJoin('projects as p', 'p.id', 'c.project_id')
    .where('p.ngo_id', '=', ngoId);
  const [totals, rows] = await Promise.all([
    ofCharity
      .select((eb) => [
        eb.fn.countAll<number>().as('count'),
        eb.fn.coalesce(eb.fn.sum<number>('c.collected'), sql.lit(0)).as('collected'),
      ])
      .executeTakeFirstOrThrow(),
    ofCharity
      .select([
        'c.id',
        'c.title',
        'p.ar_name as project_ar_name',
        'c.created_at',
        'c.collected',
        'c.donors_count',
      ])
      .orderBy('c.collected', 'desc')
      .orderBy('c.id', 'desc')
      .limit(page.rowscount)
      .offset(page.offset)
      .execute(),
  ]);
  return {
    total_count: Number(totals.count),
    total_collected: piastersToEgp(piasters(Number(totals.collected))),
    items: rows.map((row) => ({
      campaign_id: row.id,
      campaign_title: row.title,
      project_ar_name: row.project_ar_name,
      created_at: row.created_at.toISOString(),
      collected: piastersToEgp(row.collected),
      donors_count: row.donors_count,
      listed: row.collected >= CAMPAIGN_VISIBLE_FROM_PIASTERS,
    })),
  };
}
