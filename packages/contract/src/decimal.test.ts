import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { campaignDetailsQuery } from './campaigns/details';
import { donationActionParams } from './charity/donation-action';
import { decimalNumber, readDecimalAmount, readDecimalId } from './decimal';
import { pagingQuery } from './envelope';

const NOT_DECIMAL = [
  '0x10',
  '0X10',
  '0b10000',
  '0o20',
  '1e1',
  '16e0',
  'Infinity',
  ' 16',
  '16 ',
  '+16',
  '',
  '١٦',
  '16.0',
];

describe('numbers in decimal digits only', () => {
  it('reads a typed amount as Number() would, but only when it is decimal', () => {
    expect(readDecimalAmount('100')).toBe(100);
    expect(readDecimalAmount('١٠٠.٥')).toBe(100.5);
    expect(readDecimalAmount('.5')).toBe(0.5);
    for (const text of ['0x64', '1e2', '+100', '-100', 'Infinity', 'NaN', '', ' ', '1 00', '100,5', '100..5'])
      expect(readDecimalAmount(text), text).toBeNaN();
  });

  it('reads thousands separators, Western and Arabic, only where thousands are grouped', () => {
    expect(readDecimalAmount('1,000')).toBe(1000);
    expect(readDecimalAmount('١٬٠٠٠')).toBe(1000);
    expect(readDecimalAmount('١,٠٠٠')).toBe(1000);
    expect(readDecimalAmount('١٠٠٫٥')).toBe(100.5);
    expect(readDecimalAmount('١٬٢٣٤٫٥')).toBe(1234.5);
    expect(readDecimalAmount('12,345,678.25')).toBe(12_345_678.25);
    const misplaced = ['1,00', '10,00', '1,0000', ',100', '100,', '1,,000', '1000,000', '1.000,5', '1٬00'];
    const hostile = ['0x1,000', '1,000e3', '+1,000', '-1,000', '1, 000', '1 ,000', '٬١٠٠', '1٫000٫5'];
    for (const text of [...misplaced, ...hostile]) expect(readDecimalAmount(text), text).toBeNaN();
  });

  it('refuses ids and counts in query strings and paths that Number() would read', () => {
    const id = decimalNumber(z.coerce.number().int().positive());
    expect(id.parse('16')).toBe(16);
    expect(id.parse('0016')).toBe(16);
    expect(id.parse(16)).toBe(16);
    for (const text of [...NOT_DECIMAL, true]) expect(id.safeParse(text).success, String(text)).toBe(false);
    expect(donationActionParams.safeParse({ id: '0x10' }).success).toBe(false);
    expect(campaignDetailsQuery.parse({ campid: '42' }).campid).toBe(42);
    expect(campaignDetailsQuery.safeParse({ campid: '0x2a' }).success).toBe(false);
    expect(campaignDetailsQuery.safeParse({ after: '1e3' }).success).toBe(false);
  });

  it('reads an id from a URL in decimal digits only', () => {
    expect(readDecimalId('42')).toBe(42);
    for (const text of [...NOT_DECIMAL, '0', '-1', null, undefined, '9'.repeat(20)])
      expect(readDecimalId(text), String(text)).toBeNull();
  });

  it('keeps defaults and optional fields as they were', () => {
    const paging = z.object(pagingQuery);
    expect(paging.parse({})).toEqual({ offset: 0, rowscount: 20 });
    expect(paging.parse({ offset: '40', rowscount: '10' })).toEqual({ offset: 40, rowscount: 10 });
    expect(paging.safeParse({ rowscount: '0x10' }).success).toBe(false);
    expect(campaignDetailsQuery.parse({}).campid).toBeUndefined();
    expect(z.toJSONSchema(decimalNumber(z.coerce.number().int().positive()), { io: 'input' })).toMatchObject({
      type: 'integer',
      exclusiveMinimum: 0,
    });
  });
});
