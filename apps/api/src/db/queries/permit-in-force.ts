import { expressionBuilder, sql, type Expression, type Kysely } from 'kysely';
import { jsonObjectFrom } from 'kysely/helpers/postgres';
import type { CharityLicence, CharityPermit } from '@athar/contract/charity/licence';
import type { Database } from '../schema';

/**
 * The approved online fundraising permit of a charity that covers a Cairo day (`YYYY-MM-DD`,
 * lib/cairo-time.ts cairoDay) and was not revoked (`revokedAfter` given: not revoked by then), or no
 * row. Of several such permits, the one that lasts longest. Reads charity_permits_in_force.
 * `ngoId` is a number or the charity's id column of the outer query (`sql.ref('n.id')`); `day` and
 * `revokedAfter` likewise values or the outer query's expressions (a donation's day and time). A subquery
 * to put in another query (built apart from any database, so a plugin sees only the outer query).
 */
export function permitCovering(
  ngoId: number | Expression<number>,
  day: string | Expression<string>,
  revokedAfter?: Date | Expression<Date>,
) {
  const onDay = sql<Date>`${day}::date`;
  return expressionBuilder<Database, never>()
    .selectFrom('charity_permits as permit')
    .select([
      'permit.permit_number',
      'permit.issuing_body',
      sql<string>`to_char(permit.starts_on, 'YYYY-MM-DD')`.as('starts_on'),
      sql<string>`to_char(permit.ends_on, 'YYYY-MM-DD')`.as('ends_on'),
    ])
    .where('permit.ngo_id', '=', ngoId)
    .where('permit.status', '=', 'approved')
    .where((eb) =>
      revokedAfter === undefined
        ? eb('permit.revoked_at', 'is', null)
        : eb.or([eb('permit.revoked_at', 'is', null), eb('permit.revoked_at', '>', revokedAfter)]),
    )
    .where('permit.ends_on', '>=', onDay)
    .where('permit.starts_on', '<=', onDay)
    .where('permit.scope', '=', 'online')
    .orderBy('permit.ends_on', 'desc')
    .limit(1);
}

/**
 * The permit in force on the day: without it the charity's campaigns take no new donation
 * (docs/decisions/018).
 */
export function permitInForce(ngoId: number | Expression<number>, day: string) {
  return permitCovering(ngoId, day);
}

/**
 * The permit in force as one JSON column (or null), to select inside another query in the same round
 * trip: `permitInForceColumn(sql.ref('n.id'), day).as('permit')`.
 */
export function permitInForceColumn(ngoId: number | Expression<number>, day: string) {
  return jsonObjectFrom(permitInForce(ngoId, day));
}

/**
 * Whether the charity may take a new donation on the day, as a boolean column of another query; with
 * `campaignId`, also whether a moderator has not paused or taken that campaign down (docs/decisions/033).
 */
export function donationsOpenColumn(
  ngoId: number | Expression<number>,
  day: string,
  campaignId?: number | Expression<number>,
) {
  const eb = expressionBuilder<Database, never>();
  const permitted = eb.exists(permitInForce(ngoId, day));
  if (campaignId === undefined) return permitted;
  return eb.and([
    permitted,
    eb.not(
      eb.exists(
        eb
          .selectFrom('campaigns as moderated')
          .select('moderated.id')
          .where('moderated.id', '=', campaignId)
          .where('moderated.moderation', 'is not', null),
      ),
    ),
  ]);
}

/** The licence fields a query selected (`n.legal_name`, `n.registration_number`, the permit column). */
export interface LicenceRow {
  legal_name: string | null;
  registration_number: string | null;
  permit: CharityPermit | null;
}

export function toLicence(row: LicenceRow): CharityLicence {
  const { permit } = row;
  return {
    legal_name: row.legal_name,
    registration_number: row.registration_number,
    permit: permit && {
      permit_number: permit.permit_number,
      issuing_body: permit.issuing_body,
      starts_on: permit.starts_on,
      ends_on: permit.ends_on,
    },
  };
}

/** A charity's licence on a Cairo day, in one round trip; null when there is no such charity. */
export async function charityLicenceOn(
  db: Kysely<Database>,
  ngoId: number,
  day: string,
): Promise<CharityLicence | null> {
  const row = await db
    .selectFrom('ngos as n')
    .select(['n.legal_name', 'n.registration_number', permitInForceColumn(sql.ref('n.id'), day).as('permit')])
    .where('n.id', '=', ngoId)
    .executeTakeFirst();
  return row ? toLicence(row) : null;
}

/** Whether the charity has a permit in force on the day: it may take a new donation. */
export async function donationsOpenOn(db: Kysely<Database>, ngoId: number, day: string): Promise<boolean> {
  const row = await db.selectNoFrom(donationsOpenColumn(ngoId, day).as('open')).executeTakeFirstOrThrow();
  return Boolean(row.open);
}
