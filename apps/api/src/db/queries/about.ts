import { sql, type Kysely } from 'kysely';
import { CAMPAIGN_VISIBLE_FROM_PIASTERS } from '@athar/contract/constants';
import { piastersToEgp } from '@athar/contract/money';
import type { FaqItem } from '@athar/contract/about/faq';
import type { Database } from '../schema';
import { piasters } from '@athar/contract/piasters';

/** Totals over visible campaigns; their stored totals are sums of confirmed donations only. */
export async function achievements(db: Kysely<Database>) {
  const row = await db
    .selectFrom('campaigns')
    .select((eb) => [
      eb.fn.coalesce(eb.fn.sum<number>('collected'), eb.lit(0)).as('collected'),
      eb.fn.countAll<number>().as('campaigns'),
      eb.fn.coalesce(eb.fn.sum<number>('donors_count'), eb.lit(0)).as('donors'),
    ])
    .where('collected', '>=', CAMPAIGN_VISIBLE_FROM_PIASTERS)
    .executeTakeFirstOrThrow();
  return {
    total_donations: piastersToEgp(piasters(Number(row.collected))),
    total_campaigns: row.campaigns,
    total_donators: row.donors,
  };
}

export async function faqsByAudience(db: Kysely<Database>) {
  const rows = await db
    .selectFrom('faqs')
    .select(['audience', 'question', 'answer'])
    .orderBy('audience')
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
  const pick = (audience: string): FaqItem[] =>
    rows.filter((row) => row.audience === audience).map(({ question, answer }) => ({ question, answer }));
  return { donators: pick('donators'), creators: pick('creators') };
}

export function listPressRows(db: Kysely<Database>) {
  return db
    .selectFrom('press')
    .select([
      'id',
      'title',
      'outlet',
      'url',
      'image',
      sql<string>`to_char(published_on, 'YYYY-MM-DD')`.as('published_on'),
    ])
    .orderBy('published_on', 'desc')
    .execute();
}
