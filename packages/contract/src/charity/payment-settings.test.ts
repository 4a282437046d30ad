import { describe, expect, it } from 'vitest';
import { PAYMENT_SETTING_FIELDS, describeChanges, type PaymentSettings } from './payment-settings';

// every way of giving off: each test turns on what it needs
const none = Object.fromEntries(PAYMENT_SETTING_FIELDS.map((field) => [field, null])) as PaymentSettings;

describe('a payment settings change in words', () => {
  it('isolates each value, so two Latin values keep old before new in an Arabic line', () => {
    const lines = describeChanges(
      { ...none, merchant_id: 'TESTATHAR01' },
      { ...none, merchant_id: 'TESTATHAR02', bank: 'misr' },
    );
    expect(lines).toEqual([
      'رقم التاجر للبطاقات: \u2068TESTATHAR01\u2069 ← \u2068TESTATHAR02\u2069',
      'البنك: \u2068لا يوجد\u2069 ← \u2068بنك مصر\u2069',
    ]);
  });
});
