import type { Kysely } from 'kysely';
import { feeMessages } from '@athar/contract/fees/fee-messages';
import type { IssueResult } from '@athar/contract/fees/fee-statements';
import { sumPiasters } from '@athar/contract/piasters';
import { AppError } from '@athar/server-kit/errors';
import {
  charitiesToBill,
  lockSeries,
  monthStatementExists,
  openCarriedMonths,
  takeNumber,
  unbilledDonations,
} from '../../db/queries/fee-statements';
import type { AuditRecord } from '../../db/queries/audit-log';
import { insertFeeLines, insertFeeStatement, rollCarriedInto } from '../../db/queries/fee-statement-writes';
import type { Database } from '../../db/schema';
import { cairoDay } from '../../lib/cairo-time';
import { recordAudit } from '../audit/audit-trail';
import { computeStatement, sumsByChannel } from './compute-statement';
import { monthClosed, monthDay } from './fee-month';
import type { FeeSettings } from './fee-settings';

/** Who issues: the audit entry of one statement, its actor filled in (operator, command or job). */
export type AuditAs = (
  act: Omit<AuditRecord, 'actor_kind' | 'actor_id' | 'ip' | 'user_agent'>,
) => AuditRecord;

type Outcome = { kind: 'issued'; number: string } | { kind: 'carried' } | { kind: 'existing' };

/**
 * One charity's statement of the month, in one transaction: the series' counter is locked first, so
 * issuers on every instance take turns and numbers follow each other; a statement the month already
 * has (another instance's, a rerun's) is left as it is.
 */
async function issueOne(
  db: Kysely<Database>,
  ngoId: number,
  month: string,
  now: Date,
  settings: FeeSettings,
  auditAs: AuditAs,
): Promise<Outcome> {
  const year = Number(cairoDay(now).slice(0, 4));
  return db.transaction().execute(async (trx) => {
    await lockSeries(trx, 'ATH', year);
    if (await monthStatementExists(trx, ngoId, month)) return { kind: 'existing' };
    const donations = await unbilledDonations(trx, ngoId, month);
    if (donations.length === 0) return { kind: 'existing' };
    const carriedMonths = await openCarriedMonths(trx, ngoId, month, true);
    const carriedIn = sumPiasters(carriedMonths.map((row) => row.fee_amount));
    const computed = computeStatement(sumsByChannel(donations), carriedIn, settings);
    const number = computed.carried ? null : await takeNumber(trx, 'ATH', year);
    const id = await insertFeeStatement(trx, {
      ngo_id: ngoId,
      kind: 'statement',
      month: monthDay(month),
      status: computed.carried ? 'carried' : 'issued',
      number,
      rate_basis_points: settings.rateBasisPoints,
      donations_count: computed.donationsCount,
      donations_total: computed.donationsTotal,
      fee_amount: computed.fee,
      carried_in: computed.carriedIn,
      vat_basis_points: computed.carried ? 0 : settings.vatBasisPoints,
      vat_amount: computed.vat,
      total_due: computed.totalDue,
      issued_at: now,
    });
    await insertFeeLines(trx, id, donations);
    if (!computed.carried)
      await rollCarriedInto(
        trx,
        carriedMonths.map((row) => row.id),
        id,
      );
    await recordAudit(
      trx,
      auditAs({
        action: computed.carried ? 'fee_statement.carried' : 'fee_statement.issued',
        object_kind: 'fee_statement',
        object_id: id,
        ngo_id: ngoId,
        changes: {
          month: [null, month],
          number: [null, number],
          donations_count: [null, computed.donationsCount],
          fee_amount: [null, computed.fee],
          carried_in: [null, computed.carriedIn],
          total_due: [null, computed.totalDue],
        },
      }),
    );
    return computed.carried ? { kind: 'carried' } : { kind: 'issued', number: number! };
  });
}

/**
 * Issues every charity's statement of a closed Cairo month (the 1st's job, the console, the command):
 * safe to run again and on several instances at once; each statement is issued once.
 */
export async function issueMonth(
  db: Kysely<Database>,
  month: string,
  now: Date,
  settings: FeeSettings,
  auditAs: AuditAs,
): Promise<IssueResult> {
  if (!monthClosed(month, now))
    throw new AppError('BAD_REQUEST', feeMessages.monthNotClosed, { month: feeMessages.monthNotClosed });
  const result: IssueResult = { month, issued: 0, carried: 0, existing: 0, numbers: [] };
  for (const ngoId of await charitiesToBill(db, month)) {
    const outcome = await issueOne(db, ngoId, month, now, settings, auditAs);
    if (outcome.kind === 'issued') {
      result.issued += 1;
      result.numbers.push(outcome.number);
    } else result[outcome.kind] += 1;
  }
  return result;
}
