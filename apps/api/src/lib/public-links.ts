import { KHATMA_READ_LINK_PARAM } from '@athar/contract/remembrance/khatma-messages';

/** Addresses of the web app's pages that the server puts in mails. */

/**
 * The campaign's short link `/<code>` (PRODUCT.md §2: a single-segment path is a campaign short name): what
 * the family shares and what their mails show, instead of the long percent-encoded address.
 */
export function campaignShortUrl(publicUrl: string, code: number): string {
  return `${publicUrl}/${code}`;
}

/** The printable receipt; the key opens it without logging in. */
export function receiptUrl(publicUrl: string, donationId: number, key: string): string {
  return `${publicUrl}/Receipt/${donationId}?key=${encodeURIComponent(key)}`;
}

/**
 * A reservation's «read» link (issue 35): the campaign's page (it moves to its full address), whose
 * button marks the reservation read with the opaque token; opening it changes nothing.
 */
export function khatmaReadUrl(publicUrl: string, campaignId: number, token: string): string {
  return `${publicUrl}/Campaign/${campaignId}?${KHATMA_READ_LINK_PARAM}=${encodeURIComponent(token)}`;
}
