import { apiMessages } from '@athar/contract/messages';
import { moderationMessages } from '@athar/contract/moderation/messages';
import type { CampaignModeration } from '../../db/schema-moderation';

/**
 * Why a campaign takes no donation now: a moderator's review («التبرع متوقف مؤقتًا للمراجعة»), or its
 * charity without a permit in force (docs/decisions/018).
 */
export function donationsPausedMessage(moderation: CampaignModeration | null): string {
  return moderation === null ? apiMessages.donationsPaused : moderationMessages.donationsPaused;
}
