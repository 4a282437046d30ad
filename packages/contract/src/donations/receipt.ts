import { z } from 'zod';
import { egp } from '../amount-fields';
import { DONATION_STATUSES } from '../constants';
import { envelope } from '../envelope';
import { charityLicence } from '../charity/licence';
import { DONATION_CHANNELS } from '../charity/records';
import { decimalNumber } from '../decimal';
import { defineEndpoint } from '../endpoint';
import { receiptRoute } from '../routes/donations';

/**
 * GET /api/receipts/:id?key — a donation's receipt. The key (receipt_key, returned when the donation
 * is created and listed in the donor's own /MyDonations) lets a guest open it; the logged-in owner
 * may leave it out. Anyone else gets a 404, as if it did not exist.
 */
export const receiptParams = z.object({ id: decimalNumber(z.coerce.number().int().positive()) });
export const receiptQuery = z.object({ key: z.string().max(100).optional() });

export const receipt = z.object({
  donation_id: z.number().int(),
  status: z.enum(DONATION_STATUSES),
  /** EGP */
  amount: egp,
  /** the amount in Arabic words, pounds and piasters («مائة جنيه مصري لا غير»: amount-in-words.ts) */
  amount_in_words: z.string(),
  /**
   * The charity's receipt number: given when the donation is confirmed, one increasing sequence per
   * charity; null while it is not confirmed. A refunded donation keeps the number of its voided receipt.
   */
  receipt_serial: z.number().int().positive().nullable(),
  channel: z.enum(DONATION_CHANNELS),
  /** «فاعل خير» when the donor chose not to be named, their profile hides them, or the account is gone */
  donor_name: z.string(),
  ngo_name: z.string(),
  /**
   * The charity as registered with the Ministry, and the permit under which this donation was
   * collected: approved, online, covering the Cairo day of its confirmation and not revoked before it
   * (a later revocation does not undo a lawful collection). permit is null while unconfirmed.
   */
  licence: charityLicence,
  campaign_id: z.number().int(),
  /** the campaign title, i.e. the deceased's name */
  deceased_name: z.string(),
  project_ar_name: z.string(),
  created_at: z.string(),
  /** null until confirmed; a receipt proper exists only then */
  confirmed_at: z.string().nullable(),
  /** a pending kiosk payment's reference code and until when it can be paid; null otherwise */
  kiosk_reference: z.string().nullable(),
  kiosk_expires_at: z.string().nullable(),
});
export type Receipt = z.infer<typeof receipt>;
export const receiptResponse = envelope(z.array(receipt));

export const receiptEndpoint = defineEndpoint({
  ...receiptRoute,
  params: receiptParams,
  query: receiptQuery,
  response: receiptResponse,
});
