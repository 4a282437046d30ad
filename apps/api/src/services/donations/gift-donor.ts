import { PAYMENT_TYPE } from '@athar/contract/constants';
import type { DonationFields } from '@athar/contract/donations/create-donation';
import { validationMessages } from '@athar/contract/messages';
import { AppError } from '@athar/server-kit/errors';
import type { LinkNight } from '../giving/night-donor';

/** Field errors name the body path, as the schema's own do (`donation.<field>`). */
export const donationFieldError = (field: string, message: string) =>
  new AppError('BAD_REQUEST', message, { [`donation.${field}`]: message });

/**
 * Who a donation is from: what the form sent and, for what it left out, the schedule of the night's
 * link it came from (docs/decisions/027, amendment: the form showed that donor masked and the donor
 * kept it) — the name, the e-mail and, by wallet, the phone. A logged-in donor's e-mail is their
 * account's. Without a night open to its link there is nothing to fill from: a 400 in Arabic.
 */
export function giftDonor(
  fields: Pick<DonationFields, 'user_name' | 'email' | 'msisdn' | 'type'>,
  accountEmail: string | null,
  night: LinkNight | null,
): { name: string; email: string; msisdn: string | null } {
  const name = fields.user_name ?? night?.donor_name;
  const email = accountEmail ?? fields.email ?? night?.email ?? undefined;
  if (name === undefined || email === undefined) {
    const missing = {
      ...(name === undefined ? { 'donation.user_name': validationMessages.nameShort } : {}),
      ...(email === undefined ? { 'donation.email': validationMessages.emailInvalid } : {}),
    };
    throw new AppError('BAD_REQUEST', Object.values(missing)[0]!, missing);
  }
  const schedulePhone = fields.type === PAYMENT_TYPE.wallet ? (night?.msisdn ?? null) : null;
  return { name, email, msisdn: fields.msisdn === undefined ? schedulePhone : fields.msisdn };
}
