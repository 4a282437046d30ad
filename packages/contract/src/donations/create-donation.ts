import { z } from 'zod';
import { egp } from '../amount-fields';
import { email, personName, phone, publicText } from '../accounts/fields';
import { ADDRESS_MIN, MIN_DONATION_PIASTERS, PAYMENT_TYPE } from '../constants';
import { egpToPiasters } from '../money';
import { DECIMAL_DIGITS, decimalNumber, readDecimalAmount } from '../decimal';
import { envelope } from '../envelope';
import { defineEndpoint } from '../endpoint';
import { createDonationRoute } from '../routes/donations';
import { apiMessages, validationMessages } from '../messages';
import { requestConsentField } from '../privacy/consent';
import { DONATION_VISIBILITIES, visibilityOfHideData } from './visibility';

/** One donation may not exceed 1,000,000 EGP (a typo guard, far above any real gift). */
export const MAX_DONATION_EGP = 1_000_000;

/**
 * An amount in EGP typed by a person: a number, or text in Western or Arabic-Indic decimal digits
 * with an optional fraction and thousands separators in their places (`1,000`, `١٬٠٠٠`, `١٠٠٫٥`);
 * `0x64`, `1e3`, `+150`, `1,00` or `Infinity` are not amounts.
 */
const amountEgp = z
  .union([z.number(), z.string()], validationMessages.amountNotNumber)
  .transform((value) => (typeof value === 'number' ? value : readDecimalAmount(value)))
  // checks rather than a nested z.number(): a NaN there would abort the donation's other rules
  .superRefine((egp, ctx) => {
    const issue = (message: string) => ctx.addIssue({ code: 'custom', message });
    if (!Number.isFinite(egp)) issue(validationMessages.amountNotNumber);
    else if (egp > MAX_DONATION_EGP) issue(validationMessages.amountTooLarge);
    // a negative amount never reaches the conversion, which takes only amounts that fit in piasters
    else if (egp < 0 || egpToPiasters(egp) < MIN_DONATION_PIASTERS) issue(validationMessages.amountMin);
  });

const optionalId = z
  .union([decimalNumber(z.coerce.number().int().positive()), z.literal(''), z.null()])
  .optional();

/** PRODUCT.md §3 Donation as the form sends it; the server derives the charity and what it allows. */
export const donationFields = z
  .object({
    user_id: z
      .union([z.number().int(), z.literal(''), z.string().regex(DECIMAL_DIGITS), z.null()])
      .optional(),
    /**
     * left out only with a night link's token: the server then gives as the schedule's donor (name,
     * e-mail and, by wallet, phone), which the form showed masked (docs/decisions/027, amendment)
     */
    user_name: personName.optional(),
    email: email.optional(),
    msisdn: z.union([z.string(), z.null()]).optional(),
    amount: amountEgp,
    channel: z.union([z.literal(1), z.literal('1')]).optional(),
    campaign_id: decimalNumber(z.coerce.number(validationMessages.invalidValue).int().positive()),
    city: optionalId,
    area: optionalId,
    address: z.union([z.string(), z.null()]).optional(),
    comment: z.union([publicText(500, validationMessages.invalidValue), z.null()]).optional(),
    /** kept for older clients: true alone means `anonymous`; `visibility`, when sent, decides */
    hide_data: z.boolean().optional().default(false),
    /**
     * optional (docs/decisions/025): a donation is processed because the donor asked for it; `true`
     * from a newer client is kept as explicit consent
     */
    consent: requestConsentField,
    /** how the donor chose to be seen (donations/visibility.ts); absent → what hide_data meant */
    visibility: z.enum(DONATION_VISIBILITIES, validationMessages.visibilityInvalid).optional(),
    /** 1 cash, 2 card, 4 mobile wallet, 5 kiosk reference code, 6 Meeza card; false while none was chosen */
    type: z
      .union([
        z.literal(PAYMENT_TYPE.cash),
        z.literal(PAYMENT_TYPE.card),
        z.literal(PAYMENT_TYPE.wallet),
        z.literal(PAYMENT_TYPE.kiosk),
        z.literal(PAYMENT_TYPE.meeza),
        z.literal(false),
      ])
      .optional(),
    payment_status: z.unknown().optional(),
    /** a schedule's night link (docs/decisions/020): the signed token of the night this gift pays for */
    schedule_night: z.union([z.string().max(200, validationMessages.invalidValue), z.null()]).optional(),
    /** sent by the legacy client; ignored: the campaign decides the charity */
    ngoId: z.unknown().optional(),
  })
  .superRefine((donation, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (!donation.schedule_night) {
      if (donation.user_name === undefined) issue('user_name', validationMessages.nameShort);
      if (donation.email === undefined) issue('email', validationMessages.emailInvalid);
    }
    if (donation.type === false || donation.type === undefined) {
      issue('type', validationMessages.paymentRequired);
      return;
    }
    const cash = donation.type === PAYMENT_TYPE.cash;
    const phoneGiven = typeof donation.msisdn === 'string' && donation.msisdn.trim() !== '';
    if ((cash || phoneGiven) && !phone.safeParse(donation.msisdn ?? '').success) {
      issue('msisdn', validationMessages.phoneInvalid);
    }
    if (!cash) return;
    if (!donation.city) issue('city', validationMessages.cityRequired);
    if (!donation.area) issue('area', validationMessages.areaRequired);
    if ((donation.address ?? '').trim().length < ADDRESS_MIN)
      issue('address', validationMessages.addressShort);
  })
  .transform(({ visibility, ...donation }) => {
    const chosen = visibility ?? visibilityOfHideData(donation.hide_data);
    return {
      ...donation,
      // the choice decides; hide_data says what every older reader knows: the name is hidden from the public
      hide_data: chosen === 'family' || chosen === 'anonymous',
      visibility: chosen,
      // left out (undefined) is not «no phone»: a night link's wallet gift takes the schedule's
      msisdn:
        donation.msisdn === undefined
          ? undefined
          : typeof donation.msisdn === 'string' && donation.msisdn.trim() !== ''
            ? phone.parse(donation.msisdn)
            : null,
      address: donation.address?.trim() || null,
      comment: donation.comment?.trim() || null,
      city: donation.city || null,
      area: donation.area || null,
      schedule_night: donation.schedule_night || null,
    };
  });
export type DonationFields = z.output<typeof donationFields>;
export type DonationInput = z.input<typeof donationFields>;

/** POST /api/donations — body `{ donation: {...} }`; honours an `Idempotency-Key` header. */
export const createDonationBody = z.object({ donation: donationFields });

/** An Idempotency-Key: 8–200 visible ASCII characters (a UUID is typical). */
export const createDonationHeaders = z.object({
  'idempotency-key': z
    .string()
    .regex(/^[\x21-\x7e]{8,200}$/, apiMessages.badRequest)
    .optional(),
});

export const createdDonation = z.object({
  donation_id: z.number().int(),
  /**
   * 'Cash' for cash collection, 'Card' for a card payment (the client then opens the bank's page),
   * 'Wallet', 'Kiosk' or 'Meeza' for the gateway's (the client then asks the payment host for its checkout)
   */
  donation_type: z.enum(['Cash', 'Card', 'Wallet', 'Kiosk', 'Meeza']),
  amount: egp,
  campaign_id: z.number().int(),
  /** opens the donation's receipt (/Receipt/:id?key=) without logging in; only its donor gets it */
  receipt_key: z.string(),
  /**
   * card, wallet, kiosk and Meeza only: the one key to this donation's payment, sent to the payment host as `paymentToken`;
   * it is given only in this answer (a replay of the request gives a new one) and expires
   */
  payment_token: z.string().nullable(),
});
export type CreatedDonation = z.infer<typeof createdDonation>;
export const createDonationResponse = envelope(z.array(createdDonation));

/** The Idempotency-Key header (createDonationHeaders) travels beside the body. */
export const createDonationEndpoint = defineEndpoint({
  ...createDonationRoute,
  body: createDonationBody,
  response: createDonationResponse,
});
