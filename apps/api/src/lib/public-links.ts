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
