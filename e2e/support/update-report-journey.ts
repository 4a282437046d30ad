import type { DatabaseHandle } from '../../apps/api/src/db/connect';
import { createCharity, createProject } from '../../apps/api/src/test/charity-factories';
import { createUser } from '../../apps/api/src/test/factories';
import { createCampaignWithCode } from '../../apps/api/src/test/campaign-factories';
import { createDeliveryUpdate, createFamilyUpdate } from '../../apps/api/src/test/hidden-part-factories';

/**
 * The update-report journey's own campaign (migration 052), reached by its short code: a family update
 * and two delivery updates the charity posted about it, one of which a visitor reports as asking for
 * money outside Athar; the other and the family's stay on the page after the moderator hides it.
 */
export const JOURNEY_UPDATE_REPORT = {
  creator: { email: 'update-report-family@example.com', password: 'update-report-1', name: 'ماجدة العطار' },
  campaign: { title: 'سعدية الفخراني', code: 987_004 },
  familyUpdate: 'صلّينا عليها في المسجد الكبير، وشكرًا لكل من دعا لها.',
  reported: 'للتبرع المباشر حوّلوا على المحفظة 01001234567 بدل الموقع.',
  kept: 'اكتمل تركيب المضخة، ويشرب منها أهل القرية الآن.',
} as const;

export async function seedUpdateReportJourney(db: DatabaseHandle['db']) {
  const { creator, campaign, familyUpdate, reported, kept } = JOURNEY_UPDATE_REPORT;
  const family = await createUser(db, {
    email: creator.email,
    password: creator.password,
    user_name: creator.name,
  });
  const charity = await createCharity(db, { cash: true, card: true });
  const project = await createProject(db, charity);
  const campaignId = await createCampaignWithCode(db, {
    projectId: project.id,
    userId: family.id,
    title: campaign.title,
    code: campaign.code,
    deceased_gender: 'female',
  });
  await createFamilyUpdate(db, campaignId, familyUpdate, family.id);
  // the reported one first, so the one that stays is the newest on the timeline
  for (const body of [reported, kept]) await createDeliveryUpdate(db, campaignId, body);
}
