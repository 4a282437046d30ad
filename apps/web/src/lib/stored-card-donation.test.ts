import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearStoredCardDonation, readStoredCardDonation, storeCardDonation } from './stored-card-donation';

/** The browser's localStorage, in memory. */
function memoryStorage(): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

describe('the card donation kept across the bank’s page', () => {
  beforeEach(() => vi.stubGlobal('localStorage', memoryStorage()));
  afterEach(() => vi.unstubAllGlobals());

  it('keeps the receipt key and the payment token beside the donation and campaign ids', () => {
    const stored = { donationId: 7, campaignId: 6, receiptKey: 'k-123', paymentToken: 't'.repeat(43) };
    storeCardDonation(stored);
    expect(readStoredCardDonation()).toEqual(stored);
    clearStoredCardDonation();
    expect(readStoredCardDonation()).toBeNull();
  });

  it('reads an entry stored without a key (an older tab) with a null key', () => {
    localStorage.setItem('athar.cardDonation', JSON.stringify({ donationId: 7, campaignId: 6 }));
    expect(readStoredCardDonation()).toEqual({
      donationId: 7,
      campaignId: 6,
      receiptKey: null,
      paymentToken: null,
    });
  });

  it('ignores a malformed entry', () => {
    localStorage.setItem('athar.cardDonation', '{"donationId":"7"}');
    expect(readStoredCardDonation()).toBeNull();
    localStorage.setItem('athar.cardDonation', 'not json');
    expect(readStoredCardDonation()).toBeNull();
  });

  it('still works when storage is refused (private browsing)', () => {
    vi.stubGlobal('localStorage', {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    });
    expect(() =>
      storeCardDonation({ donationId: 7, campaignId: 6, receiptKey: null, paymentToken: null }),
    ).not.toThrow();
    expect(readStoredCardDonation()).toBeNull();
  });
});
