import { describe, expect, it } from 'vitest';
import { donationMessages } from '../../lib/messages/donation';
import { donateBarText, donateLead, donateMethods } from './donate-methods';

const text = donationMessages.donation;
const none = { CashCollection: false, EPayment: false, Wallet: false, Kiosk: false, Meeza: false };

describe('the methods a campaign’s charity takes', () => {
  it('lists them in the form’s order, or none at all', () => {
    expect(donateMethods(none)).toBeNull();
    expect(donateMethods({ ...none, Meeza: true, CashCollection: true, Kiosk: true })).toEqual([
      'cash',
      'kiosk',
      'meeza',
    ]);
  });

  it('keeps the words for cash and card, and names every method of any other set', () => {
    expect(donateLead(['cash', 'card'], 'jariya')).toBe(text.donateLead.both('صدقةً جارية'));
    expect(donateLead(['cash'], 'jariya')).toBe(text.donateLead.cash('صدقةً جارية'));
    expect(donateBarText(['card'])).toBe(text.donateBarMethods.card);
    expect(donateLead(['wallet'], 'jariya')).toBe(`تبرّع صدقةً جارية ${text.donateLeadWays.wallet}.`);
    const lead = donateLead(['cash', 'card', 'wallet', 'kiosk', 'meeza'], 'jariya');
    for (const way of Object.values(text.donateLeadWays)) expect(lead).toContain(way);
    expect(donateBarText(['card', 'wallet', 'meeza'])).toBe('بطاقة، محفظة، ميزة');
  });

  it('calls the gift صدقة جارية only for a lasting asset', () => {
    expect(donateLead(['cash', 'card'], 'sadaqa')).toBe('تبرّع صدقةً نقدًا من منزلك أو بالبطاقة البنكية.');
    expect(donateLead(['wallet'], 'sadaqa')).not.toContain('جارية');
  });
});
