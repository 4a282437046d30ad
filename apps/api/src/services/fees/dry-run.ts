import type { Kysely } from 'kysely';
import type { FeeStatement } from '@athar/contract/fees/fee-statements';
import { piastersToEgp } from '@athar/contract/money';
import { sumPiasters } from '@athar/contract/piasters';
import {
  charitiesToBill,
  ngoForStatement,
  openCarriedMonths,
  unbilledDonations,
} from '../../db/queries/fee-statements';
import type { Database } from '../../db/schema';
import { computeStatement, sumsByChannel } from './compute-statement';
import { channelsOut } from './fee-statement-out';
import type { FeeSettings } from './fee-settings';

/** What issuing the month would bill each charity now (any month, even the current one); nothing stored. */
export async function dryRun(
  db: Kysely<Database>,
  month: string,
  settings: FeeSettings,
): Promise<FeeStatement[]> {
  const drafts: FeeStatement[] = [];
  for (const ngoId of await charitiesToBill(db, month)) {
    const [ngo, donations, carriedMonths] = await Promise.all([
      ngoForStatement(db, ngoId),
      unbilledDonations(db, ngoId, month),
      openCarriedMonths(db, ngoId, month, false),
    ]);
    const carriedIn = sumPiasters(carriedMonths.map((row) => row.fee_amount));
    const computed = computeStatement(sumsByChannel(donations), carriedIn, settings);
    drafts.push({
      id: null,
      kind: 'statement',
      ngo_id: ngoId,
      ngo_name: ngo.ar_name,
      month,
      status: computed.carried ? 'carried' : 'draft',
      number: null,
      donations_count: computed.donationsCount,
      donations_total: piastersToEgp(computed.donationsTotal),
      fee: piastersToEgp(computed.fee),
      carried_in: piastersToEgp(computed.carriedIn),
      vat: piastersToEgp(computed.vat),
      total_due: piastersToEgp(computed.totalDue),
      by_channel: channelsOut(computed.byChannel),
      credits_number: null,
      credited: 0,
      reason: null,
      issued_at: null,
      paid_at: null,
      paid_reference: null,
    });
  }
  return drafts;
}
