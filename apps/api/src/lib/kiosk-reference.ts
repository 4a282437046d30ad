import { PAYMENT_TYPE } from '@athar/contract/constants';

/**
 * The reference code of a kiosk donation and until when it can be paid, as receipts and the donor's
 * list show them: only while the donation waits for its payment (null otherwise, and null until the
 * gateway issued the code).
 */
export function shownKioskReference(donation: {
  type: number;
  status: string;
  kiosk_reference: string | null;
  kiosk_expires_at: Date | null;
}): { kiosk_reference: string | null; kiosk_expires_at: string | null } {
  const waiting =
    donation.type === PAYMENT_TYPE.kiosk &&
    donation.status === 'pending' &&
    donation.kiosk_reference !== null;
  return {
    kiosk_reference: waiting ? donation.kiosk_reference : null,
    kiosk_expires_at: waiting ? (donation.kiosk_expires_at?.toISOString() ?? null) : null,
  };
}
