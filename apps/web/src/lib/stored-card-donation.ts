/** PRODUCT.md §4 Card flow: the donation and campaign being paid for, kept across the bank's page. */
const STORED_CARD_DONATION = 'athar.cardDonation';

export interface StoredCardDonation {
  donationId: number;
  campaignId: number;
  /** so the success dialog after the bank's page can link to the receipt */
  receiptKey: string | null;
  /** what lets this browser save the payment after the bank's page (null from an older tab) */
  paymentToken: string | null;
}

export function storeCardDonation(donation: StoredCardDonation): void {
  try {
    localStorage.setItem(STORED_CARD_DONATION, JSON.stringify(donation));
  } catch {
    // private browsing may refuse storage; the flow still has the ids in memory
  }
}

export function readStoredCardDonation(): StoredCardDonation | null {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(STORED_CARD_DONATION) ?? 'null');
    if (typeof value !== 'object' || value === null) return null;
    const { donationId, campaignId, receiptKey, paymentToken } = value as Record<string, unknown>;
    return typeof donationId === 'number' && typeof campaignId === 'number'
      ? {
          donationId,
          campaignId,
          receiptKey: typeof receiptKey === 'string' ? receiptKey : null,
          paymentToken: typeof paymentToken === 'string' ? paymentToken : null,
        }
      : null;
  } catch {
    return null;
  }
}

export function clearStoredCardDonation(): void {
  try {
    localStorage.removeItem(STORED_CARD_DONATION);
  } catch {
    // nothing was stored
  }
}
