import { sql, type Kysely } from 'kysely';
import { CAMPAIGN_VISIBLE_FROM_PIASTERS } from '@athar/contract/constants';
import { piastersToEgp } from '@athar/contract/money';
import type { FaqItem } from '@athar/contract/about/faq';
import { FAQ_PAGES } from '@athar/contract/about/site-content';
import { currentPages } from './site-pages';
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

/** The two FAQ lists as visitors read them: each list's current version (docs/decisions/040). */
export async function faqsByAudience(db: Kysely<Database>) {
  const rows = await currentPages(db, FAQ_PAGES);
  const pick = (page: string): FaqItem[] =>
    (rows.find((row) => row.page === page)?.content.entries ?? []).map(({ title, text }) => ({
      question: title,
      answer: text,
    }));
  return { donators: pick('faq_donators'), creators: pick('faq_creators') };
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
