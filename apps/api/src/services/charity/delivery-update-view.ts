import type { CharityUpdate, TimelineUpdate } from '@athar/contract/charity/delivery-updates';
import { updatePhotos } from '../../db/queries/delivery-updates';
import type { Database } from '../../db/schema';
import type { Kysely } from 'kysely';
import { mediaUrl } from '../../lib/media-url';
import type { Selectable } from 'kysely';
import type { DeliveryUpdatesTable } from '../../db/schema';

type UpdateRow = Pick<
  Selectable<DeliveryUpdatesTable>,
  | 'id'
  | 'kind'
  | 'body'
  | 'beneficiaries'
  | 'certificate_image'
  | 'year_number'
  | 'created_at'
  | 'campaign_id'
>;
type CharityUpdateRow = UpdateRow & {
  project_id: number;
  project_ar_name: string;
  campaign_title: string | null;
};

/** Updates as the public timeline shows them, with their photos: nothing about who posted them. */
export async function timelineUpdates(db: Kysely<Database>, rows: UpdateRow[]): Promise<TimelineUpdate[]> {
  const photos = await updatePhotos(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    body: row.body,
    beneficiaries: row.beneficiaries,
    certificate_url: row.certificate_image ? mediaUrl(row.certificate_image) : null,
    year_number: row.year_number,
    created_at: new Date(row.created_at).toISOString(),
    photos: photos
      .filter((photo) => photo.update_id === row.id)
      .map((photo) => ({ url: mediaUrl(photo.image), taken_on: photo.taken_on })),
    project_wide: row.campaign_id === null,
  }));
}

/** Updates as the charity's console lists them. */
export async function charityUpdates(
  db: Kysely<Database>,
  rows: CharityUpdateRow[],
): Promise<CharityUpdate[]> {
  const updates = await timelineUpdates(db, rows);
  return updates.map((update, index) => {
    const row = rows[index]!;
    return {
      ...update,
      project_id: row.project_id,
      project_ar_name: row.project_ar_name,
      campaign_id: row.campaign_id,
      campaign_title: row.campaign_title,
    };
  });
}
