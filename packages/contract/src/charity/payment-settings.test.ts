import { describe, expect, it } from 'vitest';
import { describeChanges, type PaymentSettings } from './payment-settings';

const none: PaymentSettings = {
  merchant_id: null,
  merchant_name: null,
  paymob_account: null,
  wallet_integration_id: null,
  kiosk_integration_id: null,
  meeza_integration_id: null,
  sms_short_number: null,
  bank: null,
  account_holder: null,
  iban: null,
};

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
