import { z } from 'zod';
import { decimalNumber } from '../decimal';
import { defineEndpoint } from '../endpoint';
import { envelope } from '../envelope';
import {
  cashDepositSlipRoute,
  cashDepositsRoute,
  overdueCashDepositsRoute,
  recordCashDepositRoute,
  undepositedCashRoute,
} from '../routes/settlement';
import { cashDepositMessages as messages } from './cash-deposit-messages';

/** The multipart field of the deposit slip's photo. */
export const DEPOSIT_SLIP_FIELD = 'slip';
/** How many donations one deposit may carry (and the console offers at once). */
export const DEPOSIT_DONATIONS_MAX = 500;
/** Cash collected and not deposited after this many days is listed to the operators (issue 39). */
export const CASH_DEPOSIT_DAYS = 7;

/** A bank's reference as printed on the slip: no control or invisible formatting character (bidi). */
const REFERENCE = /^[^\p{C}]{1,80}$/u;

/** The deposit form's text fields (its slip is the file part `slip`); `donation_ids` repeats. */
export const cashDepositFields = z.object({
  amount: z.coerce
    .number(messages.amountRequired)
    .int(messages.amountRequired)
    .positive(messages.amountRequired)
    .max(Number.MAX_SAFE_INTEGER, messages.amountRequired),
  deposited_on: z.string(messages.dayRequired).regex(/^\d{4}-\d{2}-\d{2}$/, messages.dayRequired),
  bank_reference: z.string(messages.referenceRequired).trim().regex(REFERENCE, messages.referenceRequired),
  donation_ids: z
    .array(
      z.coerce
        .number(messages.donationsRequired)
        .int(messages.donationsRequired)
        .positive(messages.donationsRequired)
        .max(Number.MAX_SAFE_INTEGER, messages.donationsRequired),
      messages.donationsRequired,
    )
    .min(1, messages.donationsRequired)
    .max(DEPOSIT_DONATIONS_MAX, messages.donationsTooMany),
});
export type CashDepositFields = z.infer<typeof cashDepositFields>;

/** A collected cash donation of the charity that no deposit carries yet. */
export const undepositedDonation = z.object({
  id: z.number().int(),
  donor_name: z.string(),
  /** piasters */
  amount: z.number().int(),
  collected_at: z.string(),
  /** the staff member who recorded the collection; null when `npm run cash` did */
  collected_by: z.string().nullable(),
});
export type UndepositedDonation = z.infer<typeof undepositedDonation>;

export const cashDeposit = z.object({
  id: z.number().int(),
  /** piasters */
  amount: z.number().int(),
  deposited_on: z.string(),
  bank_reference: z.string(),
  /** the slip's call (cashDepositSlipRoute): a private file, fetched with the staff's session */
  slip_url: z.string(),
  donation_ids: z.array(z.number().int()),
  recorded_by: z.string(),
  recorded_at: z.string(),
});
export type CashDeposit = z.infer<typeof cashDeposit>;

/** GET — the charity's collected cash not yet deposited, oldest first (at most DEPOSIT_DONATIONS_MAX). */
export const undepositedCashEndpoint = defineEndpoint({
  ...undepositedCashRoute,
  response: envelope(z.array(undepositedDonation)),
});

/** GET — the charity's deposits, newest first (the latest 100). */
export const cashDepositsEndpoint = defineEndpoint({
  ...cashDepositsRoute,
  response: envelope(z.array(cashDeposit)),
});

/** POST — a multipart form (cashDepositFields and the slip), so it has no JSON body schema here. */
export const recordCashDepositEndpoint = defineEndpoint({
  ...recordCashDepositRoute,
  response: envelope(z.array(cashDeposit)),
});

/** GET …/:id/slip — the slip's picture (image/webp), to the charity's finance staff and admins only. */
export const cashDepositSlipEndpoint = defineEndpoint({
  ...cashDepositSlipRoute,
  params: z.object({ id: decimalNumber(z.coerce.number().int().positive()) }),
  response: z.unknown(),
});

/** Per charity and representative: cash collected more than CASH_DEPOSIT_DAYS ago, not deposited. */
export const overdueCashRow = z.object({
  ngo_id: z.number().int(),
  ngo_name: z.string(),
  /** the staff member who recorded the collections; null: by `npm run cash` */
  representative_id: z.number().int().nullable(),
  representative_name: z.string().nullable(),
  donations: z.number().int(),
  /** piasters */
  amount: z.number().int(),
  oldest_collected_at: z.string(),
});
export type OverdueCashRow = z.infer<typeof overdueCashRow>;

export const overdueCashDepositsEndpoint = defineEndpoint({
  ...overdueCashDepositsRoute,
  response: envelope(z.array(overdueCashRow)),
});
