import type { CampaignDetails } from '@athar/contract/campaigns/details';
import type { SadaqaKind } from '@athar/contract/projects/labels';
import { donateButtonMessages } from '../../lib/messages/donate-button';

const text = donateButtonMessages;

/**
 * The ways to give, in the order the form lists them (PRODUCT.md §3 EPayment, CashCollection;
 * docs/decisions/017).
 */
export const DONATE_METHODS = ['cash', 'card', 'wallet', 'kiosk', 'meeza'] as const;
export type DonateMethod = (typeof DONATE_METHODS)[number];

type MethodFlags = Pick<CampaignDetails, 'CashCollection' | 'EPayment' | 'Wallet' | 'Kiosk' | 'Meeza'>;

/** The campaign details' flag saying the charity takes a method. */
export const METHOD_FLAG = {
  cash: 'CashCollection',
  card: 'EPayment',
  wallet: 'Wallet',
  kiosk: 'Kiosk',
  meeza: 'Meeza',
} as const satisfies Record<DonateMethod, keyof MethodFlags>;

/** What the campaign's charity takes, in the form's order. */
export type DonateMethods = readonly [DonateMethod, ...DonateMethod[]];

/** null when it takes none: then there is no donate button at all (PRODUCT.md §2 Campaign donation page). */
export function donateMethods(campaign: MethodFlags): DonateMethods | null {
  const offered = DONATE_METHODS.filter((method) => campaign[METHOD_FLAG[method]]);
  return offered.length > 0 ? (offered as unknown as DonateMethods) : null;
}

/** The legacy words for cash and card alone, both or either (PRODUCT.md §2), or null for any other set. */
function legacyKey(methods: DonateMethods): 'both' | 'cash' | 'card' | null {
  const set = methods.join(',');
  return set === 'cash,card' ? 'both' : set === 'cash' ? 'cash' : set === 'card' ? 'card' : null;
}

/** The sentence above the donate button saying how this campaign can be given to. */
export function donateLead(methods: DonateMethods, kind: SadaqaKind): string {
  const legacy = legacyKey(methods);
  const gift = text.donateLeadGift[kind];
  return legacy
    ? text.donateLead[legacy](gift)
    : text.donateLeadMethods(
        gift,
        methods.map((m) => text.donateLeadWays[m]),
      );
}

/** The few words of the phone's sticky donate bar. */
export function donateBarText(methods: DonateMethods): string {
  const legacy = legacyKey(methods);
  return legacy
    ? text.donateBarMethods[legacy]
    : text.donateBarWays(methods.map((method) => text.donateBarWay[method]));
}
