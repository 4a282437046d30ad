import { z } from 'zod';

/**
 * How a donor chose to be seen (docs/decisions/018): `public` name and amount; `amount_hidden` name without
 * the amount; `family` name and amount for the campaign's family only (its creator and co-administrators),
 * «فاعل خير» to everyone else;
 * `anonymous` «فاعل خير» to everyone. The charity that receives the money always knows its donor.
 */
export const DONATION_VISIBILITIES = ['public', 'amount_hidden', 'family', 'anonymous'] as const;
export type DonationVisibility = (typeof DONATION_VISIBILITIES)[number];
export const donationVisibility = z.enum(DONATION_VISIBILITIES);

/** What an older client's `hide_data` meant: the name hidden from everyone. */
export function visibilityOfHideData(hideData: boolean): DonationVisibility {
  return hideData ? 'anonymous' : 'public';
}
