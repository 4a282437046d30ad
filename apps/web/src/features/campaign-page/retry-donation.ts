import { paymentChoices, type DonationFormValues } from '@athar/contract/donations/donation-form';
import { DONATION_VISIBILITIES } from '@athar/contract/donations/visibility';
import { keptRetryDonation } from './retry-state';

/** Why a card payment did not go through, as the failure page words it. */
export type CardFailureReason = 'declined' | 'cancelled' | 'timeout';

/** What the donor typed, kept across /TransactionFailed so that "try again" opens the form filled in. */
export type RetryValues = Omit<DonationFormValues, 'campaign_id' | 'user_id'>;

const TEXT_FIELDS = [
  'user_name',
  'email',
  'msisdn',
  'amount',
  'city',
  'area',
  'address',
  'comment',
  // a night link's token (docs/decisions/020): "try again" still pays for that night
  'schedule_night',
] as const;
const CHOICES: readonly string[] = paymentChoices;

/**
 * The navigation state /TransactionFailed receives (it hands `retryDonation` back untouched on its
 * link to the campaign): the reason, the way back, and the form's values.
 */
export function failureState(reason: CardFailureReason, campaignPath: string, values: RetryValues | null) {
  return { failure: { reason, campaignPath, retryDonation: values } };
}

/**
 * The form values in a navigation state, or null. History state outlives this code's versions and
 * can be written by anyone on the origin: only the known text fields are read back.
 */
export function readRetryValues(state: unknown): RetryValues | null {
  const record = keptRetryDonation(state);
  if (!record) return null;
  const text = (key: string) => (typeof record[key] === 'string' ? record[key] : '');
  const values = Object.fromEntries(TEXT_FIELDS.map((key) => [key, text(key)])) as Pick<
    RetryValues,
    (typeof TEXT_FIELDS)[number]
  >;
  const type = CHOICES.includes(text('type')) ? (text('type') as RetryValues['type']) : '';
  const visibility = DONATION_VISIBILITIES.find((choice) => choice === record.visibility) ?? 'public';
  return { ...values, type, visibility };
}
