import { describe, expect, it } from 'vitest';
import { donationIdOfReference, gatewayOutcome, gatewayReference, kioskReferenceOf } from './gateway-outcome';
import { testTransaction } from './test-transaction';

const transaction = testTransaction;

describe('gatewayOutcome', () => {
  it('reads a successful, final transaction as paid', () => {
    expect(gatewayOutcome(transaction())).toBe('paid');
  });

  it('never reads a voided or refunded transaction as paid, though it still says success', () => {
    expect(gatewayOutcome(transaction({ is_voided: true }))).toBe('voided');
    expect(gatewayOutcome(transaction({ is_refunded: true }))).toBe('refunded');
    expect(gatewayOutcome(transaction({ is_voided: true, is_refunded: true }))).toBe('voided');
    expect(gatewayOutcome(transaction({ is_refunded: true, pending: true }))).toBe('refunded');
  });

  it('reads a pending transaction as pending, whatever its success flag', () => {
    expect(gatewayOutcome(transaction({ pending: true, success: false }))).toBe('pending');
    expect(gatewayOutcome(transaction({ pending: true, success: true }))).toBe('pending');
  });

  it('reads a failed or erroneous transaction as declined', () => {
    expect(gatewayOutcome(transaction({ success: false }))).toBe('declined');
    expect(gatewayOutcome(transaction({ success: true, error_occured: true }))).toBe('declined');
  });
});

describe('kioskReferenceOf', () => {
  it('gives the bill reference as text and the due time as an ISO instant', () => {
    const pending = transaction({
      pending: true,
      success: false,
      data: { bill_reference: 12345678, due_at: '2026-11-27T20:00:00+02:00' },
    });
    expect(kioskReferenceOf(pending)).toEqual({
      kiosk_reference: '12345678',
      kiosk_expires_at: '2026-11-27T18:00:00.000Z',
    });
  });

  it('gives nothing without a reference, a due time, or with an unreadable one', () => {
    expect(kioskReferenceOf(transaction())).toBeNull();
    expect(kioskReferenceOf(transaction({ data: { bill_reference: 12345678 } }))).toBeNull();
    expect(
      kioskReferenceOf(transaction({ data: { bill_reference: 'x1', due_at: '2026-11-27' } })),
    ).toBeNull();
    expect(
      kioskReferenceOf(transaction({ data: { bill_reference: '12345678', due_at: 'soon' } })),
    ).toBeNull();
  });
});

describe('the gateway order reference', () => {
  it('names the donation both ways', () => {
    expect(gatewayReference(42)).toBe('athar-42');
    expect(donationIdOfReference('athar-42')).toBe(42);
  });

  it('finds no donation in anything else', () => {
    for (const other of [
      'athar-0',
      'athar-042',
      'athar-42-x',
      'ATHAR-42',
      'x-athar-42',
      'athar-',
      '',
      null,
      undefined,
    ])
      expect(donationIdOfReference(other)).toBeNull();
    expect(donationIdOfReference(`athar-${'9'.repeat(16)}`)).toBeNull();
  });
});
