/** Why the card payment failed, as the campaign page's card flow tells this page in the navigation state. */
export type CardFailureReason = 'declined' | 'cancelled' | 'timeout';

export interface CardFailure {
  reason: CardFailureReason;
  /** the campaign page the donor paid from: "try again" goes back there */
  campaignPath: string;
  /** the donation form's values, handed back untouched to that page */
  retryDonation: unknown;
}

const REASONS: readonly string[] = ['declined', 'cancelled', 'timeout'];
const CAMPAIGN_PATH = /^\/CampaignDonation\/[^/?#]+\/[0-9]+$/;

/**
 * The failure in a navigation state, or null (a direct visit, a reload in another tab, the pay
 * host's redirect): then the page says only what the SPEC says. The way back must be a campaign
 * page of this site, whatever the history state holds.
 */
export function readFailure(state: unknown): CardFailure | null {
  if (typeof state !== 'object' || state === null) return null;
  const failure: unknown = (state as { failure?: unknown }).failure;
  if (typeof failure !== 'object' || failure === null) return null;
  const { reason, campaignPath, retryDonation } = failure as Record<string, unknown>;
  if (typeof reason !== 'string' || !REASONS.includes(reason)) return null;
  if (typeof campaignPath !== 'string' || !CAMPAIGN_PATH.test(campaignPath)) return null;
  return { reason: reason as CardFailureReason, campaignPath, retryDonation };
}
