import type { Kysely } from 'kysely';
import { settlementMessages as messages } from '@athar/contract/settlement/settlement-messages';
import {
  closeDepositsNotShown,
  depositsByReference,
  reconcileDeposits,
  statementCharity,
} from '../../db/queries/statement-deposits';
import type { Database } from '../../db/schema';
import { AppError } from '@athar/server-kit/errors';
import type { MatchedLine } from './match-lines';
import type { ProviderLine } from './provider-lines';

/** The account of a bank statement: the id of the charity the importer names (the file names none). */
export async function statementAccount(db: Kysely<Database>, charity: string | undefined) {
  if (charity === undefined || charity.trim() === '')
    throw new AppError('BAD_REQUEST', messages.statementNeedsCharity, {
      charity: messages.statementNeedsCharity,
    });
  const ngoId = await statementCharity(db, charity.trim());
  if (ngoId === null)
    throw new AppError('BAD_REQUEST', messages.charityNotFound, { charity: messages.charityNotFound });
  return String(ngoId);
}

/**
 * Each credit of the charity's statement against its own recorded deposit of that bank reference:
 * the same amount is matched; another amount, an amount mismatch; no deposit of that reference, a
 * credit with no recorded deposit. Another charity's deposit is never looked at.
 */
export async function matchStatement(
  db: Kysely<Database>,
  ngoId: number,
  lines: readonly ProviderLine[],
): Promise<MatchedLine[]> {
  const deposits = await depositsByReference(db, ngoId, [...new Set(lines.map((line) => line.reference))]);
  return lines.map((line) => {
    const deposit = deposits.get(line.reference);
    if (!deposit) return { line, outcome: 'credit_unknown', donationId: null, ngoId };
    const outcome = Number(deposit.amount) === line.amount ? 'matched' : 'amount_mismatch';
    return { line, outcome, donationId: null, ngoId, depositId: deposit.id };
  });
}

/**
 * After a statement's batch is written: its matched deposits reconciled, and any deposit it shows
 * (matched or not) no longer listed as not shown.
 */
export async function settleStatementBatch(
  db: Kysely<Database>,
  importId: number,
  matched: readonly { outcome: string; depositId?: number | null }[],
) {
  const shown = matched.flatMap((m) => (m.depositId ? [{ id: m.depositId, outcome: m.outcome }] : []));
  await reconcileDeposits(
    db,
    shown.filter((m) => m.outcome === 'matched').map((m) => m.id),
  );
  await closeDepositsNotShown(
    db,
    shown.map((m) => m.id),
    messages.depositShownNote(importId),
  );
}
