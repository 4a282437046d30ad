import { sql, type Kysely } from 'kysely';
import type { CharityPermit } from '@athar/contract/charity/licence';
import type { Database } from '../schema';

/**
 * The fundraising permit a confirmed donation was collected under, for its receipt: approved, of
 * scope 'online', covering the Cairo day of the confirmation, and not revoked before the
 * confirmation. A permit revoked afterwards still stands on the receipt: the collection was lawful
 * when it happened, and the receipt must not change once the donor has filed it. (permitInForce
 * answers "may the charity collect today", so it leaves out every revoked permit.) Of several, the
 * one that lasts longest, as permitInForce chooses; undefined when there was none.
 */
export function receiptPermit(
  db: Kysely<Database>,
  ngoId: number,
  day: string,
  confirmedAt: Date,
): Promise<CharityPermit | undefined> {
  const onDay = sql<Date>`${day}::date`;
  return db
    .selectFrom('charity_permits as permit')
    .select([
      'permit.permit_number',
      'permit.issuing_body',
      sql<string>`to_char(permit.starts_on, 'YYYY-MM-DD')`.as('starts_on'),
      sql<string>`to_char(permit.ends_on, 'YYYY-MM-DD')`.as('ends_on'),
    ])
    .where('permit.ngo_id', '=', ngoId)
    .where('permit.status', '=', 'approved')
    .where('permit.scope', '=', 'online')
    .where('permit.starts_on', '<=', onDay)
    .where('permit.ends_on', '>=', onDay)
    .where((eb) => eb.or([eb('permit.revoked_at', 'is', null), eb('permit.revoked_at', '>', confirmedAt)]))
    .orderBy('permit.ends_on', 'desc')
    .limit(1)
    .executeTakeFirst();
}
