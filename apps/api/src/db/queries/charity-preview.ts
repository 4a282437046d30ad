import { sql, type Kysely } from 'kysely';
import type { CharityPreview } from '../../lib/app-shell';
import type { Database } from '../schema';
import { permitInForceColumn, toLicence } from './permit-in-force';

/** What a shared charity page link shows, with its licence on `day` (a Cairo day, `YYYY-MM-DD`). */
export async function findCharityPreview(
  db: Kysely<Database>,
  ngoId: number,
  day: string,
): Promise<CharityPreview | null> {
  const row = await db
    .selectFrom('ngos as n')
    .select([
      'n.id',
      'n.ar_name as name',
      'n.ngo_description as description',
      'n.ngo_image as image',
      'n.legal_name',
      'n.registration_number',
      permitInForceColumn(sql.ref('n.id'), day).as('permit'),
    ])
    .where('n.id', '=', ngoId)
    .executeTakeFirst();
  if (!row) return null;
  const { legal_name, registration_number, permit, ...charity } = row;
  return { ...charity, licence: toLicence({ legal_name, registration_number, permit }) };
}
