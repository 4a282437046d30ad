import { z } from 'zod';
import { piastersNumber } from '../amount-fields';
import { DONATION_STATUSES } from '../constants';
import { decimalNumber } from '../decimal';

/**
 * What the api's signed internal calls (/api/internal/*) share. They are made by the payment host
 * and the cash, charity and reconciliation scripts; amounts are integer piasters here: nothing of
 * this reaches a browser.
 */
export const internalEnvelope = <T extends z.ZodType>(item: T) =>
  z.object({ status: z.literal(1), message: z.string(), data: z.array(item) });

export const BANK_CURRENCY = 'EGP';

/** A card, wallet, kiosk or Meeza donation as the payment host settles it. */
export const paymentDonation = z.object({
  id: z.number().int(),
  amount: piastersNumber,
  currency: z.literal(BANK_CURRENCY),
  status: z.enum(DONATION_STATUSES),
  type: z.number().int(),
  campaign_id: z.number().int(),
  campaign_title: z.string(),
  ngo_id: z.number().int(),
  ngo_name: z.string(),
  merchant_id: z.string().nullable(),
  merchant_name: z.string().nullable(),
  /** the bank's order id (donations.payment_ref), kept from the first session on */
  order_id: z.string().nullable(),
  payment_session_id: z.string().nullable(),
  payment_session_at: z.string().nullable(),
  /** SHA-256 hex of the bank's successIndicator */
  success_indicator_hash: z.string().nullable(),
  /** SHA-256 hex of the payment token its creating browser holds, and when the token stops working */
  payment_token_hash: z.string().nullable(),
  payment_token_expires_at: z.string().nullable(),
  /** opens the donation's receipt; Response.aspx hands it to the browser that proved the payment */
  receipt_key: z.string(),
  /** the charity's account at the Paymob-protocol gateway; null when it takes no wallet, kiosk or Meeza */
  paymob_account: z.string().nullable(),
  /** the gateway integration of this donation's method (wallet, kiosk or Meeza); null for other types */
  paymob_integration_id: z.number().int().nullable(),
  /** the gateway's order id of the intention opened for this donation */
  gateway_order_id: z.string().nullable(),
  gateway_order_at: z.string().nullable(),
  /** the unified checkout's key to the donation's intention: reopening the checkout reuses it */
  gateway_client_secret: z.string().nullable(),
  /** a kiosk payment's reference code and until when it can be paid, once the gateway issued it */
  kiosk_reference: z.string().nullable(),
  kiosk_expires_at: z.string().nullable(),
  /** the donor, for the gateway's billing data (it requires a name, an e-mail and a phone) */
  donor_name: z.string(),
  email: z.string().nullable(),
  msisdn: z.string().nullable(),
  /**
   * the charity has no fundraising permit in force today (docs/decisions/018): no new payment may start (a
   * bank session, a gateway checkout); what was started before still settles
   */
  donations_paused: z.boolean(),
  /**
   * the permit in force when the donor was asked to pay was revoked since (docs/decisions/026): the
   * donation is never confirmed, and money taken for it is given back
   */
  permit_revoked: z.boolean(),
});
export type PaymentDonation = z.infer<typeof paymentDonation>;
export const paymentDonationResponse = internalEnvelope(paymentDonation);

/** `:id` of /api/internal/donations/:id/… */
export const donationIdParams = z.object({
  id: decimalNumber(
    z.coerce
      .number()
      .int()
      .positive()
      .max(2 ** 53 - 1),
  ),
});
