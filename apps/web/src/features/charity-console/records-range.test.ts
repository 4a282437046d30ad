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
    });
    expect(thisMonth(new Date('2026-11-23T10:00:00Z'))).toEqual({
      from: '2026-11-01',
      to: '2026-11-23',
      type: '',
    });
  });

  it('sends empty inputs as "any"', () => {
    expect(checkRecordsFilter({ from: '', to: '', type: '' })).toEqual({
      query: { from: undefined, to: undefined, type: undefined },
      errors: {},
    });
    expect(checkRecordsFilter({ from: '2026-11-01', to: '2026-11-30', type: 'cash' }).query).toEqual({
      from: '2026-11-01',
      to: '2026-11-30',
      type: 'cash',
    });
  });

  it('refuses a range that ends before it starts, with the contract message under "to"', () => {
    expect(checkRecordsFilter({ from: '2026-11-20', to: '2026-11-01', type: '' })).toEqual({
      query: null,
      errors: { to: charityMessages.dateRangeInverted },
    });
  });

  it('refuses a day that does not exist', () => {
    expect(checkRecordsFilter({ from: '2026-02-30', to: '', type: '' }).errors).toEqual({
      from: charityMessages.dateInvalid,
    });
  });
});
