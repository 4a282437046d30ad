import type { DatabaseHandle } from '../../apps/api/src/db/connect';
import { decideIn } from '../../apps/api/src/services/moderation/moderation-decisions';
import { createCharity, createProject } from '../../apps/api/src/test/charity-factories';
import { createUser } from '../../apps/api/src/test/factories';
import { createCampaignWithCode } from '../../apps/api/src/test/campaign-factories';
import type { JourneyOperators } from './journey-operators';

/**
 * The appeal journey's own family and campaign (migration 044), reached by its short code: taken down
 * with four eyes before the servers start — asked by one moderator, approved by a second, through the
 * same decideIn the approval runs — so the journey spends the browser on what the family and the third
 * moderator see.
 */
export const JOURNEY_APPEAL = {
  creator: { email: 'appeal-family@example.com', password: 'appeal-family-1', name: 'عفاف الدسوقي' },
  campaign: { title: 'فتحية البرعي', code: 987_003 },
  takeDownReason: 'نراجع ملكية الصورة بعد بلاغ عن حقوقها',
} as const;

export async function seedAppealJourney(db: DatabaseHandle['db'], operators: JourneyOperators) {
  const { creator, campaign, takeDownReason } = JOURNEY_APPEAL;
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
  const idOf = async (email: string) =>
    (await db.selectFrom('operators').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
  const [asker, approver] = await Promise.all([
    idOf(operators.appealAsker.email),
    idOf(operators.appealApprover.email),
  ]);
  await db.transaction().execute((trx) =>
    decideIn(trx, campaignId, {
      outcome: 'taken_down',
      reason: takeDownReason,
      decidedBy: asker,
      approvedBy: approver,
      mail: false,
    }),
  );
}
