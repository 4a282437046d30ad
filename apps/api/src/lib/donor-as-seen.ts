import { ANONYMOUS_DONOR_NAME } from '@athar/contract/constants';
import type { DonationVisibility } from '@athar/contract/donations/visibility';
import type { Piasters } from '@athar/contract/piasters';

/** Who looks at a donation outside the charity: anyone (the public pages), or the campaign's creator. */
export type DonorViewer = 'public' | 'family';

/** What deciding how a donation is seen needs of it and of its donor's account. */
export interface DonationSeen {
  donor_name: string;
  amount: Piasters;
  visibility: DonationVisibility;
  user_id: number | null;
  /** the donor's profile hides their data on every donation */
  user_hidden: boolean | null;
  user_deleted_at: Date | null;
}

/**
 * The donor's name and amount as `viewer` may see them (docs/decisions/018): `family` donations are the
 * creator's alone; `amount_hidden` hides the amount from everyone; `anonymous` hides the name from
 * everyone. A profile that hides its data, or a deleted account, hides the name everywhere. The
 * charity's own records never go through here: it always knows its donor.
 */
export function donorAsSeen(
  donation: DonationSeen,
  viewer: DonorViewer,
): { name: string; amount: Piasters | null } {
  const familyOnly = donation.visibility === 'family' && viewer !== 'family';
  const accountHidden =
    donation.user_hidden === true || (donation.user_id !== null && donation.user_deleted_at !== null);
  const nameHidden = accountHidden || familyOnly || donation.visibility === 'anonymous';
  const amountHidden = familyOnly || donation.visibility === 'amount_hidden';
  return {
    name: nameHidden ? ANONYMOUS_DONOR_NAME : donation.donor_name,
    amount: amountHidden ? null : donation.amount,
  };
}
