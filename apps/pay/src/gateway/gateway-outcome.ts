import type { GatewayOutcome } from '@athar/contract/internal/gateway-transaction';
import type { PaymobTransaction } from '@athar/contract/paymob/transaction';

/**
 * What a gateway transaction means for its donation. Voided and refunded come first: such a
 * transaction may still say `success`, and it must never confirm.
 */
export function gatewayOutcome(transaction: PaymobTransaction): GatewayOutcome {
  if (transaction.is_voided) return 'voided';
  if (transaction.is_refunded) return 'refunded';
  if (transaction.pending) return 'pending';
  if (transaction.success && !transaction.error_occured) return 'paid';
  return 'declined';
}

/** A pending kiosk payment's reference code and due time, when the gateway issued them. */
export function kioskReferenceOf(
  transaction: PaymobTransaction,
): { kiosk_reference: string; kiosk_expires_at: string } | null {
  const reference = transaction.data?.bill_reference;
  const dueAt = transaction.data?.due_at;
  if (reference === null || reference === undefined || !dueAt) return null;
  const code = String(reference).trim();
  const due = new Date(dueAt);
  if (!/^[0-9]{4,20}$/.test(code) || Number.isNaN(due.getTime())) return null;
  return { kiosk_reference: code, kiosk_expires_at: due.toISOString() };
}

/** Our own order reference at the gateway (the intention's special_reference). */
export const gatewayReference = (donationId: number) => `athar-${donationId}`;

/** The donation a merchant order id names, or null when it is not one of ours. */
export function donationIdOfReference(reference: string | null | undefined): number | null {
  const match = /^athar-([1-9][0-9]{0,14})$/.exec(reference ?? '');
  return match ? Number(match[1]) : null;
}
