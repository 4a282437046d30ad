import { sql, type Kysely } from 'kysely';
import { ANONYMOUS_DONOR_NAME, PAYMENT_TYPE } from '@athar/contract/constants';
import type { Database } from '../schema';

const CASH = sql.lit(PAYMENT_TYPE.cash);
/** A cash donation still waiting for its collector: the charity needs the name, phone and address. */
const AWAITING_COLLECTION = sql<boolean>`status = 'pending' AND type = ${CASH}`;
/** A cash donation must keep an address (donations_cash_address): '' says there is none any more. */
const NO_ADDRESS = sql<string | null>`CASE WHEN type = ${CASH} THEN '' END`;

/**
 * At an account's deletion, in its transaction: every donation of the account shows 'فاعل خير' and
 * loses its phone, e-mail and address — in the charity's records, CSV export, receipts and mails
 * alike — except that a cash donation still waiting for its collector keeps the name, phone and
 * address needed to collect it (not the e-mail); anonymiseIfDonorDeleted erases them when it settles.
 * A pending card donation needs none of them: the bank has the card.
 */
export async function anonymiseDonationsOfDeletedAccount(db: Kysely<Database>, userId: number) {
  await db
    .updateTable('donations')
    .set({
      donor_name: sql<string>`CASE WHEN ${AWAITING_COLLECTION} THEN donor_name ELSE ${ANONYMOUS_DONOR_NAME} END`,
      msisdn: sql<string | null>`CASE WHEN ${AWAITING_COLLECTION} THEN msisdn END`,
      address: sql<string | null>`CASE WHEN ${AWAITING_COLLECTION} THEN address ELSE ${NO_ADDRESS} END`,
      email: null,
      hide_data: true,
    })
    .where('user_id', '=', userId)
    .execute();
}

/**
 * When a donation settles (confirmed, failed, cancelled), in the transaction that settles it: if its
 * donor's account was deleted meanwhile, what was kept for the collection goes too.
 */
export async function anonymiseIfDonorDeleted(db: Kysely<Database>, donationId: number) {
  await db
    .updateTable('donations')
    .set({
      donor_name: ANONYMOUS_DONOR_NAME,
      msisdn: null,
      email: null,
      address: NO_ADDRESS,
      hide_data: true,
    })
    .where('id', '=', donationId)
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('users as u')
          .select('u.id')
          .whereRef('u.id', '=', 'donations.user_id')
          .where('u.deleted_at', 'is not', null),
      ),
    )
    .execute();
}
