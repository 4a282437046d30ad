import type { Kysely } from 'kysely';
import type { SettlementOutcome } from '@athar/contract/settlement/settlement-endpoints';
import type { SettlementProvider } from '@athar/contract/settlement/settlement-files';
import {
  cardDonationsByReference,
  gatewayDonationsByReference,
  type MatchedDonation,
} from '../../db/queries/settlement-matching';
import type { Database } from '../../db/schema';
import type { ProviderLine } from './provider-lines';

export interface MatchedLine {
  line: ProviderLine;
  outcome: SettlementOutcome;
  donationId: number | null;
}

/** The outcome of one payment line against the donation it names (undefined: none of this account). */
function outcomeOf(line: ProviderLine, donation: MatchedDonation | undefined): MatchedLine {
  if (!donation) return { line, outcome: 'not_confirmed', donationId: null };
  const outcome: SettlementOutcome =
    donation.status !== 'confirmed'
      ? 'not_confirmed'
      : Number(donation.amount) !== line.amount
        ? 'amount_mismatch'
        : 'matched';
  return { line, outcome, donationId: donation.id };
}

/**
 * Each line of a batch matched on its own, never by totals: a fee line is a fee; a payment line is
 * looked up by Athar's reference (the bank: the order id recorded on the donation; the gateway: the
 * donation's `athar-<id>`) within the file's account, and for the gateway its transaction id or
 * order id must be the donation's too. Then: matched, settled but not confirmed here, or amount mismatch.
 */
export async function matchBatch(
  db: Kysely<Database>,
  provider: SettlementProvider,
  account: string,
  lines: readonly ProviderLine[],
): Promise<MatchedLine[]> {
  const payments = lines.filter((line) => line.kind === 'payment');
  const references = [...new Set(payments.map((line) => line.reference))];
  if (provider === 'bank') {
    const found = await cardDonationsByReference(db, account, references);
    return lines.map((line) =>
      line.kind === 'fee'
        ? { line, outcome: 'fee', donationId: null }
        : outcomeOf(line, found.get(line.reference)),
    );
  }
  const { donations, transactions } = await gatewayDonationsByReference(
    db,
    account,
    references,
    payments.map((line) => line.transactionId),
  );
  return lines.map((line) => {
    if (line.kind === 'fee') return { line, outcome: 'fee', donationId: null };
    const donation = donations.get(line.reference);
    const recorded = transactions.get(line.transactionId);
    // the gateway's ids must be this donation's: its transaction as recorded here, or its order
    const same =
      donation !== undefined &&
      (recorded === donation.id || (recorded === undefined && donation.order_ref === line.providerOrderId));
    return outcomeOf(line, same ? donation : undefined);
  });
}
