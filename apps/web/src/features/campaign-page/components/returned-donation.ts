import { readStoredCardDonation } from '../../../lib/stored-card-donation';
import type { DonationSuccess } from './donation-success-dialog';

/**
 * The donation id the payment return page (/TransactionDonation) hands over in the navigation state,
 * with its receipt key when this browser started that payment.
 */
export function returnedDonation(state: unknown): DonationSuccess | null {
  if (typeof state !== 'object' || state === null) return null;
  const donationId = (state as { paidDonationId?: unknown }).paidDonationId;
  if (typeof donationId !== 'number') return null;
  const stored = readStoredCardDonation();
  const receiptKey = stored?.donationId === donationId ? stored.receiptKey : null;
  return { donationId, outcome: 'card', receiptKey };
}
