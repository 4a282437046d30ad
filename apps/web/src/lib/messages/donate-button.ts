import type { SadaqaKind } from '@athar/contract/projects/labels';

/**
 * The campaign page's donate panel and the bar that keeps it in reach: its own module, so the page's
 * first chunk carries these words and not the whole donation step's (./donation, loaded with the form).
 */
export const donateButtonMessages = {
  donate: 'تبرّع الآن',
  /**
   * what this campaign's charity takes (campaign details' CashCollection and EPayment); no pronoun
   * for the deceased, whose gender the page's own texts follow (docs/decisions/013)
   */
  donateLead: {
    both: (gift: string) => `تبرّع ${gift} نقدًا من منزلك أو بالبطاقة البنكية.`,
    cash: (gift: string) =>
      `تبرّع ${gift} نقدًا: يحصّله مندوب الجمعية من منزلك. لا تقبل هذه الجمعية الدفع بالبطاقة.`,
    card: (gift: string) =>
      `تبرّع ${gift} بالبطاقة البنكية عبر صفحة البنك الآمنة. لا تحصّل هذه الجمعية تبرعات نقدية.`,
  },
  /** any other set of methods (wallet, kiosk code, Meeza among them): each said in a few words */
  donateLeadMethods: (gift: string, ways: readonly string[]) => `تبرّع ${gift} ${ways.join('، أو ')}.`,
  /**
   * what the gift is called: صدقة جارية only for a lasting asset (the project's honest label,
   * docs/decisions/018)
   */
  donateLeadGift: { jariya: 'صدقةً جارية', sadaqa: 'صدقةً' } satisfies Record<SadaqaKind, string>,
  donateLeadWays: {
    cash: 'نقدًا من منزلك',
    card: 'بالبطاقة البنكية',
    wallet: 'من محفظة هاتفك',
    kiosk: 'برمز دفع في منافذ فوري أو أمان',
    meeza: 'ببطاقة ميزة',
  },
  /** the bar that keeps the donate action in reach on a phone */
  donateBar: 'تبرّع للحملة',
  donateBarMethods: { both: 'نقدًا أو بالبطاقة', cash: 'نقدًا من المنزل فقط', card: 'بالبطاقة البنكية فقط' },
  donateBarWays: (ways: readonly string[]) => ways.join('، '),
  donateBarWay: { cash: 'نقدًا', card: 'بطاقة', wallet: 'محفظة', kiosk: 'رمز فوري', meeza: 'ميزة' },
} as const;
