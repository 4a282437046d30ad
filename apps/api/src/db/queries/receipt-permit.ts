import type { Kysely } from 'kysely';
import type { CharityPermit } from '@athar/contract/charity/licence';
import type { Database } from '../schema';
import { permitCovering } from './permit-in-force';

/**
 * The fundraising permit a confirmed donation was collected under, for its receipt: approved, of
 * scope 'online', covering the Cairo day of the confirmation, and not revoked before the
 * confirmation. A permit revoked afterwards still stands on the receipt: the collection was lawful
 * when it happened, and the receipt must not change once the donor has filed it. (permitInForce
 * answers "may the charity collect today", so it leaves out every revoked permit.) Of several, the
 * one that lasts longest; undefined when there was none.
 */
export function receiptPermit(
  db: Kysely<Database>,
  ngoId: number,
  day: string,
  confirmedAt: Date,
): Promise<CharityPermit | undefined> {
  return db
    .selectFrom(permitCovering(ngoId, day, confirmedAt).as('permit'))
    .selectAll()
    .executeTakeFirst();
}
