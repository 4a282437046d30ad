import { z } from 'zod';
import { PAYMENT_TYPE } from '../constants';
import { donationFields, type DonationInput } from './create-donation';
import { donationVisibility } from './visibility';

/**
 * The payment method radio: '' until the donor chooses (PRODUCT.md §4: it starts unchosen), then the
 * PAYMENT_TYPE as text: 1 cash, 2 card, 4 mobile wallet, 5 kiosk reference code, 6 Meeza card.
 */
export const paymentChoices = ['', '1', '2', '4', '5', '6'] as const;
export type PaymentChoice = (typeof paymentChoices)[number];

const choiceTypes = {
  '': false,
  '1': PAYMENT_TYPE.cash,
  '2': PAYMENT_TYPE.card,
  '4': PAYMENT_TYPE.wallet,
  '5': PAYMENT_TYPE.kiosk,
  '6': PAYMENT_TYPE.meeza,
} as const satisfies Record<PaymentChoice, DonationInput['type']>;

/**
 * The donation modal's values as the inputs hold them (text, select values, a radio choice),
 * checked by exactly the rules of `donationFields` so that the form's inline errors and the
 * server's 400 say the same words. The field names are the donation's, so issue paths match.
 */
export const donationForm = z
  .object({
    campaign_id: z.number().int(),
    /** the logged-in donor's id; null for a guest */
    user_id: z.number().int().nullable(),
    /** left out (undefined) where a night's link gives as its schedule's donor: the server fills them in */
    user_name: z.string().optional(),
    email: z.string().optional(),
    msisdn: z.string().optional(),
    /** typed text: Western or Arabic-Indic digits */
    amount: z.string(),
    type: z.enum(paymentChoices),
    city: z.string(),
    area: z.string(),
    address: z.string(),
    comment: z.string(),
    /** how the donor chose to be seen: the radio of the four choices (donations/visibility.ts) */
    visibility: donationVisibility,
    /** a schedule's night link's token, carried unseen (night-link.ts in the web app) */
    schedule_night: z.string().optional(),
  })
  .transform(({ type, ...values }): DonationInput => ({
    ...values,
    type: choiceTypes[type],
  }))
  .pipe(donationFields);

export type DonationFormValues = z.input<typeof donationForm>;
export type DonationFormOutput = z.output<typeof donationForm>;
