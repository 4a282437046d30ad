import type { RetryValues } from './retry-donation';
import type { DonateMethod } from './donate-methods';

/** The methods a night's one-tap link may name, and the donation form's choice for each. */
const LINK_METHODS = { card: '2', wallet: '4', kiosk: '5' } as const satisfies Partial<
  Record<DonateMethod, string>
>;

/** What a night's link asks for: the amount in whole EGP, the method, and the night's token. */
export interface NightLink {
  amount: string;
  method: keyof typeof LINK_METHODS | null;
  /** sent as it came with the donation: the server checks it and ties the gift to its night */
  night: string;
}

/** `n.<schedule>.<YYYY-MM-DD>.<signature>`: anything else is not passed on. */
const NIGHT_TOKEN = /^n\.[1-9][0-9]{0,15}\.[0-9]{4}-[0-9]{2}-[0-9]{2}\.[A-Za-z0-9_-]{43}$/;

/**
 * The one-tap link of a schedule's night (docs/decisions/020):
 * /Campaign/<id>?give=<EGP>&method=wallet|kiosk|card&night=<token>. Null when the address asks for no
 * gift; an amount that is not whole digits is left out, like a method the link cannot name.
 */
export function readNightLink(search: string): NightLink | null {
  const params = new URLSearchParams(search);
  const give = params.get('give');
  if (give === null) return null;
  const method = params.get('method');
  const night = params.get('night') ?? '';
  return {
    amount: /^[1-9][0-9]{0,6}$/.test(give) ? give : '',
    method: method === 'card' || method === 'wallet' || method === 'kiosk' ? method : null,
    night: NIGHT_TOKEN.test(night) ? night : '',
  };
}

/**
 * The donation form's first values from a night's link: its amount, and its method when the campaign
 * still takes it (otherwise the donor chooses). The donor's own details come from the form itself.
 */
export function nightLinkValues(
  link: NightLink,
  offered: readonly DonateMethod[] | null,
): Partial<RetryValues> {
  const type = link.method && offered?.includes(link.method) ? LINK_METHODS[link.method] : '';
  return { amount: link.amount, type, schedule_night: link.night };
}
