import type { FastifyBaseLogger } from 'fastify';

/** An outbox's dispatcher as the app drives it (app.outbox for mail, app.smsOutbox for text messages). */
export interface Outbox {
  /** sends every row due at `now` (default: when it runs) and resolves with how many went out */
  drain(now?: Date): Promise<number>;
  /** asks the running dispatcher to send soon, e.g. right after a confirmation commits */
  kick(): void;
  /** sends what is due every few seconds until stop() */
  start(): void;
  /** stops the timer and waits for a send in progress */
  stop(): Promise<void>;
}

/** 30 s, 2 min, 8 min, 32 min, about 2 h, then every 6 h: about a day before giving up. */
export function retryDelayMs(attempts: number): number {
  return Math.min(30_000 * 4 ** Math.max(attempts - 1, 0), 6 * 60 * 60_000);
}

export interface OutboxRunnerOptions<Row> {
  /** claims the rows due at `now` (FOR UPDATE SKIP LOCKED, then a lease); none left ends a pass */
  claimDue(now: Date): Promise<Row[]>;
  /** sends one claimed row and records how it went; true when it went out. Never throws. */
  deliver(row: Row, now: Date): Promise<boolean>;
  log: FastifyBaseLogger;
  /** named in the log line of a failed pass, e.g. 'mail outbox' */
  name: string;
  intervalMs: number;
}

/**
 * The loop both outboxes share: a pass claims and delivers until nothing is due; passes run one after
 * the other, so one instance never overlaps itself (the claim keeps several instances apart); a kick
 * while a pass is queued adds nothing. Nothing here throws into a request.
 */
export function createOutboxRunner<Row>(options: OutboxRunnerOptions<Row>): Outbox {
  let chain: Promise<unknown> = Promise.resolve();
  let kickQueued = false;
  let timer: NodeJS.Timeout | undefined;

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
    if (!timer || kickQueued) return;
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
      if (timer) return;
      timer = setInterval(kick, options.intervalMs);
      timer.unref();
      kick();
    },
    async stop() {
      clearInterval(timer);
      timer = undefined;
      await chain;
    },
  };
}
