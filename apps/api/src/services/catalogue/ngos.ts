import type { Kysely } from 'kysely';
import { piastersToEgp } from '@athar/contract/money';
import type { NgoDetails, NgoDetailsQuery, NgoListItem } from '@athar/contract/ngos/details';
import { findNgoRow, listNgoRows } from '../../db/queries/ngos';
import { toLicence } from '../../db/queries/permit-in-force';
import type { Database } from '../../db/schema';
import { cairoDay } from '../../lib/cairo-time';
import { mediaUrl } from '../../lib/media-url';
import { piasters } from '@athar/contract/piasters';

/** A page of charities with their project counts; `total_ngos` counts every match (for paging). */
export async function listNgos(
  db: Kysely<Database>,
  query: Pick<NgoDetailsQuery, 'offset' | 'rowscount' | 'filter' | 'search'>,
): Promise<NgoListItem[]> {
  const rows = await listNgoRows(db, query);
  return rows.map((row) => ({
    id: row.id,
    ar_name: row.ar_name,
    ngo_image: mediaUrl(row.ngo_image),
    ngo_description: row.ngo_description,
    total_projects: Number(row.total_projects ?? 0),
    total_ngos: Number(row.total_ngos),
  }));
}

/** One charity, with donations and units over its visible campaigns (stored confirmed totals). */
export async function findNgo(db: Kysely<Database>, ngoId: number): Promise<NgoDetails | null> {
  const row = await findNgoRow(db, ngoId, cairoDay(new Date()));
  if (!row) return null;
  return {
    id: row.id,
    ar_name: row.ar_name,
    ngo_image: mediaUrl(row.ngo_image),
    ngo_description: row.ngo_description,
    total_projects: Number(row.total_projects ?? 0),
    total_ngos: 1,
    donations_collected: piastersToEgp(piasters(Number(row.collected))),
    units_completed: Number(row.units),
    licence: toLicence(row),
  };
}
