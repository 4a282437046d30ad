import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { scheduleOutboxRetry, type OutboxTable } from '../db/queries/outbox-claim';
import type { Database } from '../db/schema';

/** An outbox's dispatcher as the app drives it (app.outbox for mail, app.smsOutbox for text messages). */
export interface Outbox {
  /** sends every row due at `now` (default: when it runs) and resolves with how many went out */
  drain(now?: Date): Promise<number>;
  /** once started, sends what is due right away in this process, e.g. after a confirmation commits */
  kick(): void;
  /** lets kicks send (and sends what is due now); the periodic sweep is a scheduled job (services/jobs) */
  start(): void;
  /** stops kicks and waits for a send in progress */
  stop(): Promise<void>;
}

/** 30 s, 2 min, 8 min, 32 min, about 2 h, then every 6 h: about a day before giving up. */
export function retryDelayMs(attempts: number): number {
  return Math.min(30_000 * 4 ** Math.max(attempts - 1, 0), 6 * 60 * 60_000);
}

/**
 * Puts a claimed row of `table` whose send failed back in the queue for its next try (retryDelayMs
 * after `now`), with the failure's message as its last error; answers that message.
 */
export async function retryOutboxRow(
  db: Kysely<Database>,
  table: OutboxTable,
  row: { id: number; attempts: number },
  now: Date,
  error: unknown,
): Promise<string> {
  const message = error instanceof Error ? error.message : String(error);
  await scheduleOutboxRetry(
    db,
    table,
    row.id,
    new Date(now.getTime() + retryDelayMs(row.attempts)),
    message.slice(0, 1000),
  );
  return message;
}

export interface OutboxRunnerOptions<Row> {
  /** claims the rows due at `now` (FOR UPDATE SKIP LOCKED, then a lease); none left ends a pass */
  claimDue(now: Date): Promise<Row[]>;
  /** sends one claimed row and records how it went; true when it went out. Never throws. */
  deliver(row: Row, now: Date): Promise<boolean>;
  log: FastifyBaseLogger;
  /** named in the log line of a failed pass, e.g. 'mail outbox' */
  name: string;
}

/**
 * The loop both outboxes share: a pass claims and delivers until nothing is due; passes run one after
 * the other, so one instance never overlaps itself (the claim keeps several instances apart); a kick
 * while a pass is queued adds nothing. Nothing here throws into a request. What a kick leaves (mail
 * queued by an instance that stopped, retries coming due) goes with the every-minute sweep job that
 * pg-boss runs on one instance (services/jobs/scheduled-jobs.ts), which calls drain().
 */
export function createOutboxRunner<Row>(options: OutboxRunnerOptions<Row>): Outbox {
  let chain: Promise<unknown> = Promise.resolve();
  let kickQueued = false;
  let started = false;

  async function sendDue(now: Date): Promise<number> {
    let sent = 0;
    for (;;) {
      const claimed = await options.claimDue(now);
      if (claimed.length === 0) return sent;
      for (const row of claimed) if (await options.deliver(row, now)) sent++;
    }
  }

  function queue(run: () => Promise<number>): Promise<number> {
    const next = chain.then(run);
    chain = next.catch(() => undefined);
    return next;
  }

  function kick() {
    if (!started || kickQueued) return;
    kickQueued = true;
    queue(() => {
      kickQueued = false;
      return sendDue(new Date());
    }).catch((error: unknown) => options.log.error({ err: error }, `${options.name} pass failed`));
  }

  return {
    drain: (now) => queue(() => sendDue(now ?? new Date())),
    kick,
    start() {
      if (started) return;
      started = true;
      kick();
    },
    async stop() {
      started = false;
      await chain;
    },
  };
}
