import { readDecimalId } from '@athar/contract/digits';
import { returnCampaignPath } from './payment-return';

/**
 * Why the card payment failed: the campaign page's card flow tells this page in the navigation state;
 * the payment host's redirect flow (Response.aspx) and the payment return say it in `?reason=`.
 * `unconfirmed`: the bank has no final answer yet (only from the redirect flow).
 */
export type CardFailureReason = 'declined' | 'insufficient' | 'cancelled' | 'timeout' | 'unconfirmed';

/** How the donor paid, when the payment host says so (`?method=`): who refused, in the page's words. */
export type FailedMethod = 'card' | 'wallet' | 'meeza';
const METHODS: readonly string[] = ['card', 'wallet', 'meeza'];

export interface CardFailure {
  reason: CardFailureReason;
  /** the campaign page the donor paid from: "try again" goes back there */
  campaignPath: string;
  /** the donation form's values, handed back untouched to that page */
  retryDonation: unknown;
}

const REASONS: readonly string[] = ['declined', 'insufficient', 'cancelled', 'timeout', 'unconfirmed'];
const CAMPAIGN_PATH = /^\/CampaignDonation\/[^/?#]+\/[0-9]+$/;

/**
 * The failure in a navigation state, or null (a direct visit, a reload in another tab, the pay
 * host's redirect): then the page says only what PRODUCT.md §2 says. The way back must be a campaign
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

/** What a failure says in the address: the reason, and the campaign when it is known. */
export interface FailureQuery {
  reason: CardFailureReason;
  /** null when the donation (so its campaign) is unknown: only the link to /Campaigns (PRODUCT.md §2) */
  campaignPath: string | null;
  method: FailedMethod | null;
}

/**
 * `/transactionfailed?reason=declined&campaignID=6&campaignName=…` (the campaign as a successful
 * return names it), or null for no reason or one this page does not know.
 */
export function readFailureQuery(query: URLSearchParams): FailureQuery | null {
  const reason = query.get('reason');
  if (reason === null || !REASONS.includes(reason)) return null;
  const campaignId = readDecimalId(query.get('campaignID'));
  const method = query.get('method');
  return {
    reason: reason as CardFailureReason,
    campaignPath: campaignId ? returnCampaignPath(query.get('campaignName'), campaignId) : null,
    method: method !== null && METHODS.includes(method) ? (method as FailedMethod) : null,
  };
}

/** The campaign's id in the address of its page (`/CampaignDonation/<title>/<id>`). */
export function campaignIdOfPath(campaignPath: string): number {
  return Number(campaignPath.slice(campaignPath.lastIndexOf('/') + 1));
}

/** The address of a failure with its reason and campaign, in the shape readFailureQuery reads. */
export function failurePath(reason: CardFailureReason, campaign?: { name: string; id: number }): string {
  const query = new URLSearchParams({ reason });
  if (campaign) {
    query.set('campaignID', String(campaign.id));
    query.set('campaignName', campaign.name.trim().replace(/\s+/g, '_'));
  }
  return `/transactionfailed?${query.toString()}`;
}
