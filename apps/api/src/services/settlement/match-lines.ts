import type { Kysely } from 'kysely';
import type { SettlementOutcome } from '@athar/contract/settlement/settlement-endpoints';
import type { SettlementProvider } from '@athar/contract/settlement/settlement-files';
import {
  cardDonationsByReference,
  gatewayDonationsByReference,
  smsDonationsByMessage,
  type MatchedDonation,
} from '../../db/queries/settlement-matching';
import type { Database } from '../../db/schema';
import { matchStatement } from './match-deposits';
import type { ProviderLine } from './provider-lines';

export interface MatchedLine {
  line: ProviderLine;
  outcome: SettlementOutcome;
  donationId: number | null;
  /** the charity of the donation it names (null when it names none) */
  ngoId: number | null;
  /** an SMS reversal of a donation confirmed here: the import gives it back (docs/decisions/048) */
  reverses?: true;
  /** a bank statement's credit: the charity's deposit of its reference (docs/decisions/052) */
  depositId?: number;
}

/**
 * The outcome of one payment or refund line against the donation it names (undefined: none of this
 * account). A payment counts when the donation is confirmed here, or was and Athar recorded its money
 * given back (the capture was real); a refund counts only when Athar recorded that reversal — but an
 * SMS reversal of a confirmed donation of its amount is matched and reverses it.
 */
function outcomeOf(line: ProviderLine, donation: MatchedDonation | undefined): MatchedLine {
  const refund = line.kind === 'refund';
  if (!donation)
    return { line, outcome: refund ? 'refund_unknown' : 'not_confirmed', donationId: null, ngoId: null };
  const amount = refund ? -line.amount : line.amount;
  // the aggregator's report is the first Athar hears of a reversal: it names a donation confirmed here
  if (refund && line.method === 'sms' && donation.status === 'confirmed' && !donation.reversed)
    return Number(donation.amount) === amount
      ? { line, outcome: 'refund_matched', donationId: donation.id, ngoId: donation.ngo_id, reverses: true }
      : { line, outcome: 'amount_mismatch', donationId: donation.id, ngoId: donation.ngo_id };
  const known = refund ? donation.reversed : donation.status === 'confirmed' || donation.reversed;
  const outcome: SettlementOutcome = !known
    ? refund
      ? 'refund_unknown'
      : 'not_confirmed'
    : Number(donation.amount) !== amount
      ? 'amount_mismatch'
      : refund
        ? 'refund_matched'
        : 'matched';
  return { line, outcome, donationId: donation.id, ngoId: donation.ngo_id };
}

const fee = (line: ProviderLine): MatchedLine => ({ line, outcome: 'fee', donationId: null, ngoId: null });

/**
 * Each line of a batch matched on its own, never by totals: a fee line is a fee; a payment or refund
 * line is looked up by Athar's reference within the file's account (the bank: the order id recorded on
 * the donation; the gateway: the donation's `athar-<id>`, and its transaction id or order id must be
 * the donation's too; the SMS aggregator: the message id it delivered). Then: matched, settled but not
 * confirmed here, amount mismatch, a refund matched or one Athar does not know.
 */
export async function matchBatch(
  db: Kysely<Database>,
  provider: SettlementProvider,
  account: string,
  lines: readonly ProviderLine[],
): Promise<MatchedLine[]> {
  if (provider === 'statement') return matchStatement(db, Number(account), lines);
  const named = lines.filter((line) => line.kind !== 'fee');
  const references = [...new Set(named.map((line) => line.reference))];
  if (provider === 'bank' || provider === 'sms') {
    const found =
      provider === 'bank'
        ? await cardDonationsByReference(db, account, references)
        : await smsDonationsByMessage(db, account, references);
    return lines.map((line) =>
      line.kind === 'fee' ? fee(line) : outcomeOf(line, found.get(line.reference)),
    );
  }
  const { donations, transactions } = await gatewayDonationsByReference(
    db,
    account,
    references,
    named.map((line) => line.transactionId),
  );
  return lines.map((line) => {
    if (line.kind === 'fee') return fee(line);
    const donation = donations.get(line.reference);
    const recorded = transactions.get(line.transactionId);
    // the gateway's ids must be this donation's: its transaction as recorded here, or its order
    const same =
      donation !== undefined &&
      (recorded === donation.id || (recorded === undefined && donation.order_ref === line.providerOrderId));
    return outcomeOf(line, same ? donation : undefined);
  });
}
