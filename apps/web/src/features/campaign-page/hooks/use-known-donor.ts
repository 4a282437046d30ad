import { useState } from 'react';
import type { NightDonor } from '@athar/contract/giving/night-donor';
import { useNightDonor } from '../api/get-night-donor';
import type { RetryValues } from '../retry-donation';

/** The form fields a known donor's line stands for, focused when the donor types their own. */
export type KnownField = 'user_name' | 'msisdn';

/** What the donation form leaves out, the server filling it from the night's schedule. */
export interface FromSchedule {
  donor: boolean;
  phone: boolean;
}

/**
 * A night's one-tap link gives as its schedule's donor (docs/decisions/027, amendment): the form shows
 * «تبرع باسم … (h•••@example.com) — تغيير» in place of the name and e-mail, and by wallet the phone's
 * last digits in place of its field, and sends none of them. Asked only for a guest whose form opens
 * with the link's token and nothing typed (a «try again» after «تغيير» keeps what was typed). «تغيير»
 * brings the fields back, empty, for good; a line the api does not answer is never shown.
 */
export function useKnownDonor(
  campaignId: number,
  initial: Partial<RetryValues> | null | undefined,
  loggedIn: boolean,
) {
  const [token] = useState(() =>
    !loggedIn && initial?.schedule_night && !initial.user_name && !initial.email
      ? initial.schedule_night
      : '',
  );
  const answer = useNightDonor(campaignId, token);
  const [own, setOwn] = useState<{ donor: boolean; phone: boolean; focus: KnownField | null }>({
    donor: false,
    phone: false,
    focus: null,
  });
  const donor: NightDonor | null = own.donor ? null : (answer.data ?? null);
  const phoneEnding = own.phone ? null : (donor?.phone_ending ?? null);
  return {
    /** the schedule's donor, shown in place of the name and e-mail fields; null: the fields */
    donor,
    /** the wallet phone's last digits, shown in place of its field; null: the field */
    phoneEnding,
    /** the answer is awaited: neither the line nor the fields yet */
    waiting: answer.isLoading,
    fromSchedule: { donor: donor !== null, phone: phoneEnding !== null } satisfies FromSchedule,
    /** the field «تغيير» brought back last, for the form to focus */
    focus: own.focus,
    /** «تغيير»: the donor types their own (the name's brings the phone's field back too) */
    typeOwn: (field: KnownField) =>
      setOwn((was) => ({ donor: was.donor || field === 'user_name', phone: true, focus: field })),
  };
}
