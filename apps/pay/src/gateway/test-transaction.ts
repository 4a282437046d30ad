import type { PaymobTransaction } from '@athar/contract/paymob/transaction';

/** A paid wallet transaction of order 30000001 (`athar-7`) as the gateway reports it, for tests. */
export function testTransaction(overrides: Partial<PaymobTransaction> = {}): PaymobTransaction {
  return {
    id: 50000001,
    pending: false,
    amount_cents: 15_000,
    success: true,
    is_auth: false,
    is_capture: false,
    is_standalone_payment: true,
    is_voided: false,
    is_refunded: false,
    is_3d_secure: false,
    integration_id: 480101,
    has_parent_transaction: false,
    error_occured: false,
    owner: 123456,
    created_at: '2026-11-25T20:00:00.000Z',
    currency: 'EGP',
    order: { id: 30000001, merchant_order_id: 'athar-7' },
    source_data: { pan: '01000000001', type: 'wallet', sub_type: 'wallet' },
    ...overrides,
  };
}
