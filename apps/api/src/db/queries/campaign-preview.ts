import type { Kysely } from 'kysely';
import type { Database } from '../schema';

export interface CampaignPreview {
  id: number;
  title: string;
  description: string;
  image: string | null;
  ngo_name: string;
  project_name: string;
}

/** What a shared campaign link shows in WhatsApp or Facebook, by id or by short code. */
export async function findCampaignPreview(
  db: Kysely<Database>,
  by: { id: number } | { code: number },
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
    ])
    .where('id' in by ? 'c.id' : 'c.code', '=', 'id' in by ? by.id : by.code)
    .executeTakeFirst();
  return row ?? null;
}
