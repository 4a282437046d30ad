import type { Kysely, SelectExpression, Selection } from 'kysely';
import type { Database } from '../schema';

/** The tables written now and sent later by a dispatcher (services/outbox-runner.ts). */
export type OutboxTable = 'mail_outbox' | 'sms_outbox';

/** How much one claim takes: at most `batch` rows under `maxAttempts`, each leased until `leaseUntil`. */
export interface OutboxClaim {
  batch: number;
  maxAttempts: number;
  leaseUntil: Date;
}

/**
 * Claims up to `claim.batch` rows of `table` due at `now` (FOR UPDATE SKIP LOCKED, so several
 * instances never take the same row), counting the attempt and leasing each row until
 * `claim.leaseUntil`; answers `columns` of each row claimed, typed as the table has them.
 */
export function claimDueOutboxRows<T extends OutboxTable, C extends SelectExpression<Database, T>>(
  db: Kysely<Database>,
  table: T,
  columns: readonly C[],
  now: Date,
  claim: OutboxClaim,
): Promise<Selection<Database, T, C>[]> {
  // Both tables have these columns with the same types; Kysely cannot see that through a type
  // parameter, so the statement is built on their union and the rows are typed by the caller's T.
  const outbox: OutboxTable = table;
  // A row's time has microseconds (DEFAULT now()), a Date only milliseconds: a row queued in the same
  // millisecond as `now` is due, so the bound is the end of that millisecond, not its start.
  const endOfNow = new Date(now.getTime() + 1);
  const due = db
    .selectFrom(outbox)
    .select('id')
    .where('sent_at', 'is', null)
    .where('attempts', '<', claim.maxAttempts)
    .where('next_attempt_at', '<', endOfNow)
    .orderBy('next_attempt_at')
    .limit(claim.batch)
    .forUpdate()
    .skipLocked();
  return db
    .updateTable(outbox)
    .set((eb) => ({
      attempts: eb('attempts', '+', 1),
      next_attempt_at: claim.leaseUntil,
    }))
    .where('id', 'in', due)
    .returning(columns as readonly SelectExpression<Database, OutboxTable>[])
    .execute() as Promise<Selection<Database, T, C>[]>;
}

/** Puts a row that failed back in the queue until `nextAttemptAt`, with why it failed. */
export async function scheduleOutboxRetry(
  db: Kysely<Database>,
  table: OutboxTable,
  id: number,
  nextAttemptAt: Date,
  lastError: string,
): Promise<void> {
  await db
    .updateTable(table)
    .set({ next_attempt_at: nextAttemptAt, last_error: lastError })
    .where('id', '=', id)
    .execute();
}
