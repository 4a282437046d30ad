import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearStoredCardDonation, readStoredCardDonation, storeCardDonation } from './payment-host';

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

  it('keeps the receipt key beside the donation and campaign ids', () => {
    storeCardDonation({ donationId: 7, campaignId: 6, receiptKey: 'k-123' });
    expect(readStoredCardDonation()).toEqual({ donationId: 7, campaignId: 6, receiptKey: 'k-123' });
    clearStoredCardDonation();
    expect(readStoredCardDonation()).toBeNull();
  });

  it('reads an entry stored without a key (an older tab) with a null key', () => {
    localStorage.setItem('athar.cardDonation', JSON.stringify({ donationId: 7, campaignId: 6 }));
    expect(readStoredCardDonation()).toEqual({ donationId: 7, campaignId: 6, receiptKey: null });
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
    expect(() => storeCardDonation({ donationId: 7, campaignId: 6, receiptKey: null })).not.toThrow();
    expect(readStoredCardDonation()).toBeNull();
  });
});
