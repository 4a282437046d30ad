import type { DonationStatus } from '@athar/contract/constants';

/** The donation as the receipt and /MyDonations carry it: its status and a pending kiosk code, if any. */
export interface KioskFields {
  status: DonationStatus;
  kiosk_reference: string | null;
  kiosk_expires_at: string | null;
}

/** A kiosk reference code still to be paid, or one whose time has run out while still pending. */
export interface KioskPayment {
  reference: string;
  /** ISO time; null when the api did not say (then it is not treated as expired) */
  expiresAt: string | null;
  expired: boolean;
}

/**
 * The kiosk code of a pending donation, or null. A code past its expiry is expired here already,
 * before the reconciliation closes the donation: it can no longer be paid.
 */
export function kioskPayment(donation: KioskFields, now: number = Date.now()): KioskPayment | null {
  if (donation.status !== 'pending' || !donation.kiosk_reference) return null;
  const expiry = donation.kiosk_expires_at ? Date.parse(donation.kiosk_expires_at) : NaN;
  return {
    reference: donation.kiosk_reference,
    expiresAt: Number.isNaN(expiry) ? null : donation.kiosk_expires_at,
    expired: !Number.isNaN(expiry) && expiry <= now,
  };
}

const cairoDateTime = new Intl.DateTimeFormat('ar-EG-u-nu-latn', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'Africa/Cairo',
});

const cairoShort = new Intl.DateTimeFormat('ar-EG-u-nu-latn', {
  day: 'numeric',
  month: 'long',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'Africa/Cairo',
});

/**
 * `الجمعة 27 نوفمبر 2026 في 9:05 م` in Cairo's time whatever the browser's zone: the kiosks a code is
 * paid at keep Cairo's clock. `short` leaves out the weekday and the year, for a list row.
 */
export function formatCairoTime(iso: string, short = false): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return (short ? cairoShort : cairoDateTime).format(date);
}
