import { describe, expect, it } from 'vitest';
import { piasters } from '@athar/contract/piasters';
import { loadConfig } from '../../config';
import { composeReceiptSms, fitUnits, SMS_RECEIPT_MAX_UNITS } from './compose-receipt';
import { maskNumber, toSmsNumber } from './sms-number';

const BIDI_AND_INVISIBLE = /[\u061C\u200B-\u200F\u202A-\u202E\u2066-\u2069\uFEFF\u00AD\n\r\t]/;

describe('the receipt text message', () => {
  it('tells the amount, the charity, the deceased and the donation id in Arabic', () => {
    const text = composeReceiptSms({
      donationId: 4217,
      amount: piasters(500),
      deceasedName: 'محمود عبد الرحمن',
      ngoName: 'جمعية رسالة',
    });
    expect(text).toBe(
      'أثر: وصل تبرعك بمبلغ 5 ج.م إلى جمعية رسالة في ذكرى محمود عبد الرحمن. رقم التبرع 4217. جزاك الله خيرًا.',
    );
    expect(text.length).toBeLessThanOrEqual(SMS_RECEIPT_MAX_UNITS);
  });

  it('writes large amounts with Western digits and thousands separators', () => {
    const text = composeReceiptSms({
      donationId: 1,
      amount: piasters(100_000_000),
      deceasedName: 'آمنة',
      ngoName: 'مصر الخير',
    });
    expect(text).toContain('بمبلغ 1,000,000 ج.م');
  });

  it('cleans hostile names and keeps the whole within three UCS-2 parts', () => {
    const text = composeReceiptSms({
      donationId: 9_999_999_999,
      amount: piasters(100_000_000),
      deceasedName: `\u202Eمحمد\u200F $& $1 =cmd|' /C calc'!A0\n\u2066علي\u2069 ${'طويل '.repeat(80)}`,
      ngoName: `\uFEFFجمعية\u00AD\u200B ${'الخير '.repeat(30)}\r\n`,
    });
    expect(text.length).toBeLessThanOrEqual(SMS_RECEIPT_MAX_UNITS);
    expect(text).not.toMatch(BIDI_AND_INVISIBLE);
    // a replacement pattern in a name stays text, and the message never starts with a formula
    expect(text).toContain("محمد $& $1 =cmd|' /C calc'!A0 علي طويل");
    expect(text.startsWith('أثر: ')).toBe(true);
    expect(text).toContain('…');
    expect(text.endsWith('رقم التبرع 9999999999. جزاك الله خيرًا.')).toBe(true);
    expect(text).toContain('إلى جمعية الخير');
  });

  it('never cuts inside a character made of two UTF-16 units', () => {
    expect(fitUnits('ab🌹🌹🌹', 5)).toBe('ab🌹…');
    expect(fitUnits('ab🌹🌹🌹', 4)).toBe('ab…');
    expect(fitUnits('short', 5)).toBe('short');
    expect(fitUnits('عبد الله محمد', 11)).toBe('عبد الله…');
    const text = composeReceiptSms({
      donationId: 1,
      amount: piasters(500),
      deceasedName: '🌹'.repeat(200),
      ngoName: 'جمعية',
    });
    expect(text.length).toBeLessThanOrEqual(SMS_RECEIPT_MAX_UNITS);
    expect(text).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/);
  });
});

describe('phone numbers for the aggregator', () => {
  it('writes Egyptian mobiles as 20XXXXXXXXXX however they were typed', () => {
    for (const typed of [
      '01012345678',
      '+201012345678',
      '00201012345678',
      '201012345678',
      '1012345678',
      '٠١٠١٢٣٤٥٦٧٨',
      '010 1234 5678',
    ]) {
      expect(toSmsNumber(typed)).toBe('201012345678');
    }
    expect(toSmsNumber('01512345678')).toBe('201512345678');
  });

  it('keeps another country’s number written with its code, and refuses what a message cannot reach', () => {
    expect(toSmsNumber('+966501234567')).toBe('966501234567');
    expect(toSmsNumber('00447700900123')).toBe('447700900123');
    for (const unusable of [
      '0223456789',
      '+20223456789',
      '01312345678',
      '12345',
      '',
      'abc',
      '966501234567',
    ]) {
      expect(toSmsNumber(unusable)).toBeNull();
    }
  });

  it('masks all but the last three digits in logs', () => {
    expect(maskNumber('201012345678')).toBe('*********678');
  });
});

describe('the outbound SMS settings', () => {
  const production = {
    NODE_ENV: 'production',
    PAY_WEBHOOK_SECRET: 'a-long-production-secret-1',
    SMS_WEBHOOK_SECRET: 'a-long-production-secret-2',
    OPERATOR_FACTOR_KEY: 'a-production-factor-key-of-32-chars',
    API_SIGNATURE: 'Basic cHJvZHVjdGlvbi1zaWduYXR1cmU=',
  };

  it('defaults to the built-in simulator with a local token', () => {
    const config = loadConfig({ NODE_ENV: 'test' });
    expect(config.SMS_OUTBOUND_URL).toBeUndefined();
    expect(config.SMS_OUTBOUND_TOKEN.length).toBeGreaterThanOrEqual(16);
  });

  it('refuses the local token in production once a real aggregator is set', () => {
    expect(() => loadConfig({ ...production, SMS_OUTBOUND_URL: 'https://sms.example/v1/messages' })).toThrow(
      /SMS_OUTBOUND_TOKEN/,
    );
    expect(() =>
      loadConfig({
        ...production,
        SMS_OUTBOUND_URL: 'https://sms.example/v1/messages',
        SMS_OUTBOUND_TOKEN: 'a-real-aggregator-token',
      }),
    ).not.toThrow(/SMS_OUTBOUND/);
    expect(() => loadConfig({ NODE_ENV: 'test', SMS_OUTBOUND_URL: 'ftp://sms.example' })).toThrow(
      /SMS_OUTBOUND_URL/,
    );
  });
});
