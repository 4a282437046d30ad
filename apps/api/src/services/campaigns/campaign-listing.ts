import type { Kysely } from 'kysely';
import type { CampaignCard } from '@athar/contract/campaigns/campaign-card';
import { listCampaignCardRows, type ListingQuery } from '../../db/queries/campaign-listing';
import type { Database } from '../../db/schema';
import { toCampaignCard } from './campaign-card';

/** A page of visible campaign cards (listCampaignCardRows: one SQL query), in the API's shape. */
export async function listCampaignCards(
  db: Kysely<Database>,
  query: ListingQuery,
  viewerId: number | null,
): Promise<CampaignCard[]> {
  const rows = await listCampaignCardRows(db, query, viewerId);
  return rows.map((row) => toCampaignCard(row));
}
