import { describe, expect, it } from 'vitest';
import { parseCsv } from '../test/parse-csv';
import { csvField, csvLine, csvPhoneNumber } from './csv';

describe('csv', () => {
  it('quotes only what RFC 4180 needs quoted, doubling quotes', () => {
    expect(csvField('سارة محمود')).toBe('سارة محمود');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('قال "نعم"')).toBe('"قال ""نعم"""');
    expect(csvField('سطر\r\nثان')).toBe('"سطر\r\nثان"');
    expect(csvField(null)).toBe('');
    expect(csvField(42)).toBe('42');
    expect(csvLine(['a', 1, null])).toBe('a,1,\r\n');
  });

  it('keeps text that a spreadsheet would run as a formula as text', () => {
    for (const text of ['=1+1', '+2010', '-5', '@SUM(A1)', '\tx', '\rx']) {
      expect(csvField(text).replace(/^"/, '')).toMatch(/^'/);
    }
    expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvField(-5)).toBe('-5');
  });

  it('writes a phone number as text a spreadsheet keeps, leading 0 included, with no visible mark', () => {
    expect(csvField(csvPhoneNumber('01012345678'))).toBe('\u200E01012345678');
    expect(csvField(csvPhoneNumber('+201001234567'))).toBe('\u200E+201001234567');
    expect(Number.isNaN(Number(csvPhoneNumber('01012345678')))).toBe(true);
    expect(csvPhoneNumber(null)).toBeNull();
    // anything but digits is left to the formula guard, never shielded by the mark
    expect(csvField(csvPhoneNumber('=1+1'))).toBe(`'=1+1`);
    expect(csvField(csvPhoneNumber('-5'))).toBe(`'-5`);
    expect(csvPhoneNumber('010 1234')).toBe('010 1234');
  });

  it('reads back what it writes', () => {
    const rows = [
      ['رقم', 'اسم، "لقب"', ''],
      ['1', 'سطر\r\nثان', '=x'],
    ];
    expect(parseCsv(rows.map(csvLine).join(''))).toEqual([rows[0], ['1', 'سطر\r\nثان', "'=x"]]);
  });
});
