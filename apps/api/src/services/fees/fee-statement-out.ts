import type { Kysely } from 'kysely';
import type { FeeStatement } from '@athar/contract/fees/fee-statements';
import { piastersToEgp } from '@athar/contract/money';
import { piasters } from '@athar/contract/piasters';
import { lineSums, type FeeStatementRow } from '../../db/queries/fee-statements';
import type { Database } from '../../db/schema';
import { channelShares } from './fee-arithmetic';
import { sumsByChannel, type ComputedStatement } from './compute-statement';

const iso = (at: Date | string | null) => (at === null ? null : new Date(at).toISOString());

/** Channel totals as the answer gives them (EGP). */
export const channelsOut = (byChannel: ComputedStatement['byChannel']) =>
  byChannel.map((sum) => ({
    channel: sum.channel,
    donations_count: sum.count,
    donations_total: piastersToEgp(sum.total),
    fee: piastersToEgp(sum.fee),
  }));

/** The channel totals of a stored statement, read back from its lines. */
export async function storedChannels(db: Kysely<Database>, row: FeeStatementRow) {
  const sums = sumsByChannel((await lineSums(db, row.id)).map((sum) => ({ ...sum, amount: sum.total })));
  const shares = channelShares(sums, row.fee_amount, row.rate_basis_points);
  return sums.map((sum, index) => ({ ...sum, fee: shares[index]! }));
}

/** A stored statement or credit note as the consoles read it. */
export async function feeStatementOut(db: Kysely<Database>, row: FeeStatementRow): Promise<FeeStatement> {
  return {
    id: Number(row.id),
    kind: row.kind,
    ngo_id: row.ngo_id,
    ngo_name: row.ngo_name,
    month: row.month,
    status: row.status,
    number: row.number,
    donations_count: row.donations_count,
    donations_total: piastersToEgp(row.donations_total),
    fee: piastersToEgp(row.fee_amount),
    carried_in: piastersToEgp(row.carried_in),
    vat: piastersToEgp(row.vat_amount),
    total_due: piastersToEgp(row.total_due),
    by_channel: row.kind === 'statement' ? channelsOut(await storedChannels(db, row)) : [],
    credits_number: row.credits_number,
    credited: piastersToEgp(piasters(Number(row.credited))),
    reason: row.reason,
    issued_at: row.status === 'carried' ? null : iso(row.issued_at),
    paid_at: iso(row.paid_at),
    paid_reference: row.paid_reference,
  };
}
