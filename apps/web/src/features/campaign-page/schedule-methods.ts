import { PAYMENT_TYPE } from '@athar/contract/constants';
import type { DonateMethod } from './donate-methods';

/**
 * No zod here: the campaign page and /MyDonations use these, and zod arrives only with the form.
 */

/** The methods a schedule can be paid by, in the form's order, and each one's PAYMENT_TYPE as text. */
export const SCHEDULE_METHODS = ['card', 'wallet', 'kiosk'] as const;
export type ScheduleMethod = (typeof SCHEDULE_METHODS)[number];
export const SCHEDULE_METHOD_CHOICE = {
  card: String(PAYMENT_TYPE.card),
  wallet: String(PAYMENT_TYPE.wallet),
  kiosk: String(PAYMENT_TYPE.kiosk),
} as const satisfies Record<ScheduleMethod, string>;

/** The schedule methods among those the campaign's charity takes (cash and Meeza cannot be scheduled). */
export function scheduleMethods(offered: readonly DonateMethod[] | null): ScheduleMethod[] {
  return SCHEDULE_METHODS.filter((method) => offered?.includes(method));
}
