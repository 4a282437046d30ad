import { sql, type Kysely } from 'kysely';
import type { Database } from '../schema';
import type { Piasters } from '@athar/contract/piasters';
import { donationsOpenColumn } from './permit-in-force';

/** Records an inbound message once per provider message id; undefined for a redelivery. */
export function claimSmsMessage(
  db: Kysely<Database>,
  message: { message_id: string; from_number: string; to_number: string; body: string; received_at: string },
) {
  return db
    .insertInto('sms_messages')
    .values({
      message_id: message.message_id,
      from_number: message.from_number,
      to_number: message.to_number,
      body: message.body,
      received_at: message.received_at,
      outcome: 'ignored',
    })
    .onConflict((oc) => oc.column('message_id').doNothing())
    .returning('message_id')
    .executeTakeFirst();
}

/**
 * The campaign of a short code, when its charity's short number is the one the message went to, and
 * whether the charity takes a new donation on `day` (a Cairo day: a fundraising permit in force).
 */
export function smsCampaign(db: Kysely<Database>, code: number, shortNumber: string, day: string) {
  return db
    .selectFrom('campaigns as c')
    .innerJoin('projects as p', 'p.id', 'c.project_id')
    .innerJoin('ngos as n', 'n.id', 'p.ngo_id')
    .select([
      'c.id',
      'c.moderation',
      'n.id as ngo_id',
      donationsOpenColumn(sql.ref('n.id'), day, sql.ref('c.id')).as('donations_open'),
    ])
    .where('c.code', '=', code)
    .where('n.sms_short_number', '=', shortNumber)
    .executeTakeFirst();
}

export function insertSmsDonation(
  db: Kysely<Database>,
  donation: {
    campaign_id: number;
    ngo_id: number;
    donor_name: string;
    msisdn: string | null;
    amount: Piasters;
    channel: number;
    type: number;
    hide_data: boolean;
    sms_message_id: string;
  },
) {
  return db
    .insertInto('donations')
    .values({
      campaign_id: donation.campaign_id,
      ngo_id: donation.ngo_id,
      donor_name: donation.donor_name,
      msisdn: donation.msisdn,
      amount: donation.amount,
      channel: donation.channel,
      type: donation.type,
      hide_data: donation.hide_data,
      sms_message_id: donation.sms_message_id,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}

export async function markSmsDonation(
  db: Kysely<Database>,
  messageId: string,
  donationId: number,
): Promise<void> {
  await db
    .updateTable('sms_messages')
    .set({ outcome: 'donation', donation_id: donationId })
    .where('message_id', '=', messageId)
    .execute();
}
