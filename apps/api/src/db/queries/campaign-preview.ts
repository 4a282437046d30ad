import { sql, type Kysely } from 'kysely';
import type { CampaignPreview } from '../../lib/app-shell';
import type { Database } from '../schema';
import { notTakenDown } from './listed-campaign';
import { permitInForceColumn, toLicence } from './permit-in-force';

/**
 * What a shared campaign link shows in WhatsApp or Facebook (a short link redirects to it), with its
 * charity's licence on `day` (a Cairo day, `YYYY-MM-DD`).
 */
export async function findCampaignPreview(
  db: Kysely<Database>,
  id: number,
  day: string,
): Promise<CampaignPreview | null> {
  const row = await db
    .selectFrom('campaigns as c')
    .innerJoin('projects as p', 'p.id', 'c.project_id')
    .innerJoin('ngos as n', 'n.id', 'p.ngo_id')
    .select([
      'c.id',
      'c.title',
      'c.description',
      'c.image',
      'n.ar_name as ngo_name',
      'p.ar_name as project_name',
      'p.sadaqa_kind',
      'n.legal_name',
      'n.registration_number',
      permitInForceColumn(sql.ref('n.id'), day).as('permit'),
    ])
    .where('c.id', '=', id)
    .where(notTakenDown(sql`c`))
    .executeTakeFirst();
  if (!row) return null;
  const { legal_name, registration_number, permit, ...campaign } = row;
  return { ...campaign, licence: toLicence({ legal_name, registration_number, permit }) };
}
