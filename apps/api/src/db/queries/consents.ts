import type { Kysely } from 'kysely';
import {
  PRIVACY_POLICY_VERSION,
  type ConsentBasis,
  type ConsentPurpose,
} from '@athar/contract/privacy/consent';
import type { Database } from '../schema';

/** The row a consent is about: the new account, donation, campaign, dua or follow. */
const SUBJECT_COLUMN = {
  registration: 'user_id',
  donation: 'donation_id',
  campaign: 'campaign_id',
  dua: 'dua_id',
  follow: 'follow_id',
  schedule: 'schedule_id',
} as const satisfies Record<
  ConsentPurpose,
  'user_id' | 'donation_id' | 'campaign_id' | 'dua_id' | 'follow_id' | 'schedule_id'
>;

/**
 * Records, under today's privacy notice, why the row `subjectId` of `purpose` is processed: the person's
 * explicit consent (an unticked box they ticked, the only basis of something extra), or their own
 * request (an account, a donation, a campaign: docs/decisions/025; the database refuses it elsewhere).
 */
export async function insertConsent(
  db: Kysely<Database>,
  purpose: ConsentPurpose,
  subjectId: number,
  basis: ConsentBasis = 'consent',
): Promise<void> {
  await db
    .insertInto('consents')
    .values({
      purpose,
      basis,
      policy_version: PRIVACY_POLICY_VERSION,
      [SUBJECT_COLUMN[purpose]]: subjectId,
    })
    .execute();
}

/**
 * A person's consents: to their account, to their donations, to the campaigns they created and to
 * their giving schedules, oldest first.
 */
export function consentsOfUser(db: Kysely<Database>, userId: number) {
  return db
    .selectFrom('consents as k')
    .leftJoin('donations as d', 'd.id', 'k.donation_id')
    .leftJoin('campaigns as c', 'c.id', 'k.campaign_id')
    .leftJoin('giving_schedules as g', 'g.id', 'k.schedule_id')
    .select(['k.purpose', 'k.basis', 'k.policy_version', 'k.given_at', 'k.donation_id', 'k.campaign_id'])
    .where((eb) =>
      eb.or([
        eb('k.user_id', '=', userId),
        eb('d.user_id', '=', userId),
        eb('c.user_id', '=', userId),
        // docs/decisions/020: the consent given with a schedule set up logged in
        eb('g.user_id', '=', userId),
      ]),
    )
    .orderBy('k.given_at')
    .orderBy('k.id')
    .execute();
}
