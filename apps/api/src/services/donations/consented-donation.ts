import type { Kysely } from 'kysely';
import type { ConsentBasis } from '@athar/contract/privacy/consent';
import { insertConsent } from '../../db/queries/consents';
import { insertWebDonation, type NewWebDonation } from '../../db/queries/donations';
import type { Database } from '../../db/schema';

/**
 * A web donation and the basis of its processing (PDPL 151/2020: the donor's request, or their consent
 * when a newer client sent it; docs/decisions/025), in one transaction. When another request with the
 * same Idempotency-Key already made the donation nothing is inserted, so a replay never records a
 * second row.
 */
export function insertConsentedDonation(db: Kysely<Database>, basis: ConsentBasis, donation: NewWebDonation) {
  return db.transaction().execute(async (trx) => {
    const row = await insertWebDonation(trx, donation);
    if (row) await insertConsent(trx, 'donation', row.id, basis);
    return row;
  });
}
