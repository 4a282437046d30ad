import type { Kysely } from 'kysely';
import { insertConsent } from '../../db/queries/consents';
import { insertWebDonation, type NewWebDonation } from '../../db/queries/donations';
import type { Database } from '../../db/schema';

/**
 * A web donation and its donor's consent to it (PDPL 151/2020), in one transaction. When another request
 * with the same Idempotency-Key already made the donation nothing is inserted, so a replay never records
 * a second consent.
 */
export function insertConsentedDonation(db: Kysely<Database>, donation: NewWebDonation) {
  return db.transaction().execute(async (trx) => {
    const row = await insertWebDonation(trx, donation);
    if (row) await insertConsent(trx, 'donation', row.id);
    return row;
  });
}
