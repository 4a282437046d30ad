import { sql, type RawBuilder } from 'kysely';
import { CAIRO_TIME_ZONE } from '../../lib/cairo-time';

/**
 * Whether a charity is shown in the public lists and pages (docs/decisions/032): always for one that
 * did not come through an application; for one that did, once it has an approved project (not
 * retired, docs/decisions/037) and an approved online
 * permit has come into force (not revoked). `ngo` is the outer query's charity id column.
 */
export function ngoListed(ngo: RawBuilder<unknown>): RawBuilder<boolean> {
  const today = sql`(now() AT TIME ZONE ${sql.lit(CAIRO_TIME_ZONE)})::date`;
  return sql<boolean>`(NOT EXISTS (SELECT 1 FROM charity_applications ca WHERE ca.ngo_id = ${ngo})
    OR (EXISTS (SELECT 1 FROM projects lp WHERE lp.ngo_id = ${ngo} AND lp.retired_at IS NULL)
      AND EXISTS (SELECT 1 FROM charity_permits lc WHERE lc.ngo_id = ${ngo} AND lc.status = 'approved'
        AND lc.scope = 'online' AND lc.revoked_at IS NULL AND lc.starts_on <= ${today})))`;
}
