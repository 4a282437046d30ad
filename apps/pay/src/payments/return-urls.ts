import type { DonationStatus } from '@athar/contract/constants';
import { paymentReturnEndpoint } from '@athar/contract/payments/payment-return';
import {
  scheduleReturnEndpoint,
  type ScheduleReturnFailure,
} from '@athar/contract/payments/schedule-checkout';
import type { SettledStatus } from '@athar/contract/payments/save-payment';

/**
 * Where the payment host sends a browser: back to itself from the bank (Response.aspx,
 * ScheduleResponse.aspx), and on to the web app's pages once a return is read. The routes of the
 * bank's and the gateway's returns share them (payment-return.ts, gateway-response.ts,
 * schedule-return.ts), as does the payments error handler in app.ts.
 */

/** Where the bank sends the browser back after a card payment: PAY_PUBLIC_URL/Response.aspx. */
export const paymentReturnUrl = (payPublicUrl: string, donationId: number) =>
  `${payPublicUrl}${paymentReturnEndpoint.path}?donationID=${donationId}`;

/** Where the bank sends the browser back after a schedule's card verification. */
export const scheduleReturnUrl = (payPublicUrl: string, scheduleId: number) =>
  `${payPublicUrl}${scheduleReturnEndpoint.path}?schedule=${scheduleId}`;

/**
 * Why a return from the bank's hosted page did not end in a paid donation, as /transactionfailed
 * reads it from `?reason=` and words it in Arabic:
 * - declined: the bank refused the card (or the donation had failed already);
 * - insufficient: the gateway said the wallet's or card's balance was too low;
 * - cancelled: the donor left the bank's page without paying (or the donation was cancelled);
 * - timeout: the bank or the api did not answer pay's check in time;
 * - unconfirmed: the bank has no final answer for this browser yet (the reconciliation settles it).
 */
export type ReturnFailure = 'declined' | 'insufficient' | 'cancelled' | 'timeout' | 'unconfirmed';

/** How the donor paid, for the failure page's words («رفضت المحفظة…»): the gateway's methods and the card. */
export type FailedMethod = 'card' | 'wallet' | 'meeza';

export interface ReturnFacts {
  /** the bank sent the browser back with a resultIndicator at all (its cancel sends none) */
  indicatorGiven: boolean;
  /** and it matched the stored hash */
  genuine: boolean;
  /** the donation's status before this return */
  statusBefore: DonationStatus;
  /** what asking the bank settled; null when the bank or the api did not answer */
  settled: SettledStatus | null;
}

/** A return's outcome: paid (the campaign page's success), or the reason it failed. */
export function returnOutcome(facts: ReturnFacts): 'paid' | ReturnFailure {
  const { indicatorGiven, genuine, statusBefore, settled } = facts;
  if (settled === null) return 'timeout';
  // confirmed, but not through this browser's proof: it learns nothing more than "not confirmed here"
  if (settled === 'confirmed') return genuine ? 'paid' : 'unconfirmed';
  if (settled === 'failed') return statusBefore === 'cancelled' ? 'cancelled' : 'declined';
  return indicatorGiven ? 'unconfirmed' : 'cancelled';
}

/** PRODUCT.md §2: the campaign's name in the return's query, spaces as underscores. */
export function underscoredName(title: string): string {
  return title.trim().replace(/\s+/g, '_');
}

/**
 * /transactionfailed with the reason and, when the donation is known, its campaign (the same
 * campaignID and campaignName as a successful return), so the page can lead back to it, and how the
 * donor paid, so it can say who refused.
 */
export function failedReturnUrl(
  publicUrl: string,
  reason: ReturnFailure | null,
  campaign?: { id: number; title: string },
  method?: FailedMethod,
): string {
  const target = new URL(`${publicUrl}/transactionfailed`);
  if (reason) target.searchParams.set('reason', reason);
  if (campaign) {
    target.searchParams.set('campaignID', String(campaign.id));
    target.searchParams.set('campaignName', underscoredName(campaign.title));
  }
  if (method) target.searchParams.set('method', method);
  return target.toString();
}

/**
 * The campaign's successful return (PRODUCT.md §2) with the receipt key: the browser that proved the
 * payment may open its receipt; the web page checks the status with it.
 */
export function paidReturnUrl(
  publicUrl: string,
  donation: { id: number; campaign_id: number; campaign_title: string; receipt_key: string },
): string {
  const target = new URL(`${publicUrl}/TransactionDonation/${donation.id}`);
  target.searchParams.set('Status', '1');
  target.searchParams.set('donationID', String(donation.id));
  target.searchParams.set('campaignName', underscoredName(donation.campaign_title));
  target.searchParams.set('campaignID', String(donation.campaign_id));
  target.searchParams.set('key', donation.receipt_key);
  return target.toString();
}

/**
 * The web app's page for a verification that did not end in an active schedule; `raise` when it was
 * the verification of a raise (docs/decisions/027): the schedule goes on at its amount before.
 */
export function scheduleFailedUrl(
  publicUrl: string,
  reason: ScheduleReturnFailure | null,
  raise = false,
): string {
  const target = new URL(`${publicUrl}/GivingSchedule/failed`);
  if (reason) target.searchParams.set('reason', reason);
  if (raise) target.searchParams.set('raise', '1');
  return target.toString();
}
