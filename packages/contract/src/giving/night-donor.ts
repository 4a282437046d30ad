import { z } from 'zod';
import { egp } from '../amount-fields';
import { decimalNumber } from '../decimal';
import { defineEndpoint } from '../endpoint';
import { envelope } from '../envelope';
import { nightDonorRoute } from '../routes/giving';

/**
 * Who a night's one-tap link gives as (docs/decisions/027, amendment): enough for the donation form to
 * say «تبرع باسم … (h•••@example.com)» instead of asking, and never the whole e-mail or phone — the link
 * may be forwarded. The server fills the donation's name, e-mail and wallet phone from the schedule
 * itself when the form sends none of them with the night's token.
 */
export const nightDonor = z.object({
  donor_name: z.string(),
  /** the schedule's e-mail, its first character and its domain only: «h•••@example.com» */
  email_masked: z.string(),
  /** the last three digits of the schedule's phone; null when it has none */
  phone_ending: z.string().nullable(),
  /** the night's amount, whole EGP: what gives the night */
  amount: egp,
  /** the Cairo day whose evening the gift is given, YYYY-MM-DD */
  night: z.string(),
  /** «ليلة 27 رمضان 1448 هـ», «الجمعة 5 مارس» */
  night_label: z.string(),
});
export type NightDonor = z.infer<typeof nightDonor>;

const campaignId = decimalNumber(z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER));

/**
 * GET /api/giving-schedules/night?token&campid — no login, limited per address as the schedule's other
 * no-login calls. 404, saying nothing, for a token that is forged or altered, names a night of another
 * campaign's schedule, a night already given or being charged, or one never sent.
 */
export const nightDonorEndpoint = defineEndpoint({
  ...nightDonorRoute,
  query: z.object({ token: z.string().max(200), campid: campaignId }),
  response: envelope(nightDonor),
});
