import { charityDonationsQuery, type DonationChannel } from '@athar/contract/charity/records';

/** The records filter as the inputs hold it: empty strings for "any". */
export interface RecordsFilterInput {
  from: string;
  to: string;
  type: DonationChannel | '';
  /** list the donations refunded or voided at the gateway too */
  include_refunded: boolean;
}

const cairoDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Cairo' });

/** The records open on this month so far, by Cairo's calendar (the charities' own). */
export function thisMonth(now: Date = new Date()): RecordsFilterInput {
  const today = cairoDay.format(now);
  return { from: `${today.slice(0, 8)}01`, to: today, type: '', include_refunded: false };
}

/**
 * The filter checked by the contract's own rules: the query to send, or the Arabic message of the
 * first refused field (a day that does not exist, or a range ending before it starts).
 */
export function checkRecordsFilter(input: RecordsFilterInput) {
  const query = {
    from: input.from || undefined,
    to: input.to || undefined,
    type: input.type || undefined,
    // sent only when on: the server's default is confirmed donations only
    include_refunded: input.include_refunded ? ('true' as const) : undefined,
  };
  const parsed = charityDonationsQuery.safeParse(query);
  if (parsed.success) return { query, errors: {} };
  const errors: Partial<Record<'from' | 'to', string>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if ((field === 'from' || field === 'to') && !errors[field]) errors[field] = issue.message;
  }
  return { query: null, errors };
}
