import { sql, type Kysely } from 'kysely';
import { ANONYMOUS_DONOR_NAME, CAMPAIGN_VISIBLE_FROM_PIASTERS } from '@athar/contract/constants';
import type { Database } from '../schema';
import { campaignCardQuery } from './campaign-cards';
import { permitInForceColumn } from './permit-in-force';

export const ANONYMOUS_NAME = ANONYMOUS_DONOR_NAME;

/**
 * One campaign's card row with what its page adds, visible or not yet, with its charity's licence
 * and the permit in force on `day` (a Cairo day, `YYYY-MM-DD`).
 */
export async function campaignDetailsRow(
  db: Kysely<Database>,
  campaignId: number,
  viewerId: number | null,
  day: string,
) {
  const row = await campaignCardQuery(db, viewerId)
    .leftJoin('users as u', 'u.id', 'c.user_id')
    .select((eb) => [
      'c.code',
      'c.moderation',
      'c.project_id',
      'c.user_id as creator_id',
      'p.project_description',
      'p.project_image',
      'p.sadaqa_kind',
      'p.zakat_eligible',
      'n.id as ngo_id',
      'n.ar_name as ngo_ar_name',
      'n.merchant_id',
      'n.cash_collection',
      'n.paymob_account',
      'n.wallet_integration_id',
      'n.kiosk_integration_id',
      'n.meeza_integration_id',
      'n.sms_short_number',
      'n.legal_name',
      'n.registration_number',
      permitInForceColumn(sql.ref('n.id'), day).as('permit'),
      'u.user_name as creator_name',
      'u.hide_data as creator_hidden',
      sql<string | null>`to_char(c.death_date, 'YYYY-MM-DD')`.as('death_date'),
      'c.death_hijri',
      'c.death_calendar',
      eb
        .selectFrom('campaigns as sibling')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('sibling.project_id', '=', 'c.project_id')
        .where('sibling.collected', '>=', CAMPAIGN_VISIBLE_FROM_PIASTERS)
        .as('project_campaigns'),
      eb
        .exists(
          eb
            .selectFrom('khatmas as k')
            .select('k.id')
            .whereRef('k.campaign_id', '=', 'c.id')
            .where('k.finished_at', 'is', null),
        )
        .as('khatma_open'),
    ])
    .where('c.id', '=', campaignId)
    .executeTakeFirst();
  return row ?? null;
}
