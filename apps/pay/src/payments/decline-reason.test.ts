import { describe, expect, it } from 'vitest';
import { PAYMENT_TYPE } from '@athar/contract/constants';
import { declineReason, failedMethod } from './decline-reason';

describe('why the gateway refused a payment', () => {
  it('tells a balance too low apart from any other refusal', () => {
    expect(declineReason('Insufficient balance')).toBe('insufficient');
    expect(declineReason('INSUFFICIENT FUNDS')).toBe('insufficient');
    expect(declineReason('Do not honour')).toBe('declined');
    expect(declineReason('')).toBe('declined');
    expect(declineReason(null)).toBe('declined');
  });

  it('names the method of a wallet, Meeza or card payment, and none for a kiosk code', () => {
    expect(failedMethod(PAYMENT_TYPE.wallet)).toBe('wallet');
    expect(failedMethod(PAYMENT_TYPE.meeza)).toBe('meeza');
    expect(failedMethod(PAYMENT_TYPE.card)).toBe('card');
    expect(failedMethod(PAYMENT_TYPE.kiosk)).toBeUndefined();
  });
});
