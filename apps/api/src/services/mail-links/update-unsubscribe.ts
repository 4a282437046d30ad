import type { Kysely } from 'kysely';
import { deliveryMessages } from '@athar/contract/charity/delivery-messages';
import { AppError } from '@athar/server-kit/errors';
import { findCampaignTitle, insertUnsubscribe } from '../../db/queries/delivery-updates';
import type { Database } from '../../db/schema';
import { readUnsubscribeToken } from '../../lib/update-links';
import { isOpaqueToken, openMailLink } from './mail-links';

/**
 * The unsubscribe link of the update mails (PRODUCT.md §12.5), on a POST only: the button of its page
 * or the mail client's one-click. The address and campaign come from the stored link; an old signed
 * link (`legacyKey`, `<campaign>.<e-mail>.<mac>`) still in someone's inbox is honoured as it always
 * was (docs/decisions/028): neither expires. Doing it twice is doing it once; forged and altered links
 * are a 400 in Arabic.
 */
export async function unsubscribeFromUpdates(
  db: Kysely<Database>,
  legacyKey: string,
  token: string,
  now: Date,
): Promise<{ campaign_title: string }> {
  let target: { email: string; campaignId: number } | null = null;
  if (isOpaqueToken(token)) {
    const link = await openMailLink(db, token, 'updates_unsubscribe', now);
    if (typeof link === 'object' && link.email !== null && link.campaign_id !== null)
      target = { email: link.email, campaignId: link.campaign_id };
  } else {
    target = readUnsubscribeToken(legacyKey, token);
  }
  if (!target) throw new AppError('BAD_REQUEST', deliveryMessages.unsubscribeInvalid);
  const campaign = await findCampaignTitle(db, target.campaignId);
  // a link names a campaign that existed; one deleted since has nothing left to mail about
  if (campaign) await insertUnsubscribe(db, target.email, target.campaignId);
  return { campaign_title: campaign?.title ?? '' };
}
