import { describe, expect, it } from 'vitest';
import { charityMessages } from '@athar/contract/charity/messages';
import { checkRecordsFilter, thisMonth } from './records-range';

describe('the records date range', () => {
  it('opens on this month by the Cairo calendar', () => {
    // 23:30 UTC on 30 November is already 1 December in Cairo
    expect(thisMonth(new Date('2026-11-30T23:30:00Z'))).toEqual({
      from: '2026-12-01',
      to: '2026-12-01',
      type: '',
      include_refunded: false,
    });
    expect(thisMonth(new Date('2026-11-23T10:00:00Z'))).toEqual({
      from: '2026-11-01',
      to: '2026-11-23',
      type: '',
      include_refunded: false,
    });
  });

  it('sends empty inputs as "any"', () => {
    expect(checkRecordsFilter({ from: '', to: '', type: '', include_refunded: false })).toEqual({
      query: { from: undefined, to: undefined, type: undefined, include_refunded: undefined },
      errors: {},
    });
    expect(
      checkRecordsFilter({ from: '2026-11-01', to: '2026-11-30', type: 'cash', include_refunded: false })
        .query,
    ).toEqual({
      from: '2026-11-01',
      to: '2026-11-30',
      type: 'cash',
      include_refunded: undefined,
    });
  });

  it('sends the gateway channels and asks for refunded donations only when the box is ticked', () => {
    expect(
      checkRecordsFilter({ from: '2026-11-01', to: '', type: 'kiosk', include_refunded: true }).query,
    ).toEqual({ from: '2026-11-01', to: undefined, type: 'kiosk', include_refunded: 'true' });
  });

  it('refuses a range that ends before it starts, with the contract message under "to"', () => {
    expect(
      checkRecordsFilter({ from: '2026-11-20', to: '2026-11-01', type: '', include_refunded: false }),
    ).toEqual({
      query: null,
      errors: { to: charityMessages.dateRangeInverted },
    });
  });

  it('refuses a day that does not exist', () => {
    expect(
      checkRecordsFilter({ from: '2026-02-30', to: '', type: '', include_refunded: false }).errors,
    ).toEqual({
      from: charityMessages.dateInvalid,
    });
  });
});
