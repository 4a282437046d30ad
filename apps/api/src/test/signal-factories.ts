import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { multipartPayload, type LoggedInUser } from './factories';
import type { TestApp } from './test-app';

/**
 * A photo with a face's worth of structure: random blocks of grey shrunk from 12×9 and blown up to
 * 480×360, so that its difference hash is well spread and nothing like another one's (docs/decisions/036).
 */
export async function aFamilyPhoto(): Promise<Buffer> {
  const raw = randomBytes(12 * 9 * 3);
  return sharp(raw, { raw: { width: 12, height: 9, channels: 3 } })
    .resize(480, 360, { kernel: 'cubic' })
    .jpeg({ quality: 90 })
    .toBuffer();
}

/** The same photo as someone else would upload it: smaller, re-encoded as PNG, a little brighter. */
export async function theSamePhotoReused(photo: Buffer): Promise<Buffer> {
  return sharp(photo).resize(300, 225).modulate({ brightness: 1.05 }).png().toBuffer();
}

/** A campaign created as the family creates one (POST /api/campaigns), with what the signals read. */
export async function createCampaignAsFamily(
  t: TestApp,
  user: LoggedInUser,
  projectId: number,
  campaign: { title: string; death_date?: string; description?: string; photo?: Buffer },
): Promise<number> {
  const body = await multipartPayload(
    {
      project_id: String(projectId),
      campaign_title: campaign.title,
      campaign_description: campaign.description ?? 'كان سندًا لكل من عرفه، رحمه الله.',
      msisdn: '01012345678',
      user_id: String(user.id),
      consent: 'true',
      ...(campaign.death_date ? { death_calendar: 'gregorian', death_date: campaign.death_date } : {}),
    },
    campaign.photo && {
      field: 'campaign_image',
      name: 'photo.jpg',
      type: 'image/jpeg',
      bytes: campaign.photo,
    },
  );
  const response = await t.call({
    method: 'POST',
    url: '/api/campaigns',
    payload: body.payload,
    headers: { ...body.headers, ...user.auth },
  });
  if (response.statusCode !== 200) throw new Error(`campaign not created: ${response.body}`);
  return response.json().data[0].campaign_id as number;
}
