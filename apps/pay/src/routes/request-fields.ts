import { paymentHostRequest, type PaymentHostRequest } from '@athar/contract/payments/payment-host';

/** A donation id as the bank's return carries it (`Response.aspx?donationID=`): decimal digits. */
export function readDonationId(value: unknown): number | null {
  const text = typeof value === 'string' ? value.trim() : '';
  if (!/^\d{1,15}$/.test(text)) return null;
  const id = Number(text);
  return id > 0 ? id : null;
}

/** The donation id and its payment token from a payment call's JSON body, or null when malformed. */
export function readPaymentRequest(body: unknown): PaymentHostRequest | null {
  const parsed = paymentHostRequest.safeParse(body);
  return parsed.success ? parsed.data : null;
}
