import { describe, expect, it } from 'vitest';
import { LOCAL_PAY_WEBHOOK_SECRET } from '@athar/server-kit/config';
import { testEngines } from '@athar/api/test/test-database';
import { campaignTotals, confirmedSums } from './support/donations';
import { recordResult } from './support/results';
import {
  confirmDonation,
  createDonation,
  planDonations,
  runUntilDone,
  type Answer,
  type PlannedDonation,
} from './support/retrying-client';
import { serveOnEngine } from './support/serve-on-engine';

/**
 * R1: 1,000 donations stream over real HTTP into a real `scripts/serve.ts` process (its own data
 * directory, its own database) from 16 clients that retry whatever got no answer with the same
 * Idempotency-Key. The process is killed with SIGKILL mid-stream and started again; then all are
 * confirmed, with a second SIGKILL mid-way. Every donation a client saw acknowledged exists exactly
 * once under the id it was given, replays after the restart answer that same id, every one is
 * confirmed once, and the campaign's stored totals equal the sums.
 */
const COUNT = 1_000;
const CLIENTS = 16;
const PORTS = { pglite: 4510, postgres: 4512 } as const;

const ok = (answer: Answer): answer is Extract<Answer, { kind: 'answered' }> =>
  answer.kind === 'answered' && answer.status === 200;

describe.each(testEngines)('R1 kill -9 while donations stream in, on %s', (engine) => {
  const served = serveOnEngine(engine, { name: 'r1', port: PORTS[engine] });

  /** Kills the process once `count` reaches `at`, then starts it again; the clients keep retrying. */
  function killOnce(at: number) {
    let restarted: Promise<number> | null = null;
    return {
      tick(count: number) {
        if (restarted || count < at) return;
        restarted = (async () => {
          const started = Date.now();
          await served.athar.kill9();
          await served.athar.start();
          return Date.now() - started;
        })();
      },
      downtime: () => restarted ?? Promise.resolve(Number.NaN),
    };
  }

  it(`keeps exactly one of each of ${COUNT} acknowledged donations, all confirmed once, across two kill -9`, async () => {
    const started = Date.now();
    const plan = planDonations(COUNT);
    const serverErrors: string[] = [];
    /** No answer or a 5xx is retried (only a 503, "database away", is an acceptable 5xx); a 4xx is a bug. */
    const retryable = (answer: Answer): false => {
      if (answer.kind === 'answered' && answer.status < 500)
        throw new Error(`refused: ${JSON.stringify(answer.body)}`);
      if (answer.kind === 'answered' && answer.status !== 503)
        serverErrors.push(`${answer.status} ${JSON.stringify(answer.body).slice(0, 120)}`);
      return false;
    };
    const acknowledged = new Map<string, number>();
    const mismatches: string[] = [];
    const kill = killOnce(COUNT * 0.4);

    const creating = await runUntilDone(
      plan,
      { concurrency: CLIENTS, deadlineMs: 240_000 },
      async (donation) => {
        const answer = await createDonation(served.athar.baseUrl, served.campaign, donation);
        if (!ok(answer)) return retryable(answer);
        const id = (answer.body as { data: { donation_id: number }[] }).data[0]!.donation_id;
        const earlier = acknowledged.get(donation.key);
        if (earlier !== undefined && earlier !== id)
          mismatches.push(`${donation.key}: ${earlier} then ${id}`);
        acknowledged.set(donation.key, id);
        kill.tick(acknowledged.size);
        return true;
      },
    );
    const firstDowntime = await kill.downtime();
    expect(acknowledged.size).toBe(COUNT);

    // replays after the restart: the same key answers the same donation
    const replayed = plan.filter((_, i) => i % 5 === 0);
    await runUntilDone(replayed, { concurrency: CLIENTS, deadlineMs: 60_000 }, async (donation) => {
      const answer = await createDonation(served.athar.baseUrl, served.campaign, donation);
      if (!ok(answer)) return false;
      const id = (answer.body as { data: { donation_id: number }[] }).data[0]!.donation_id;
      if (id !== acknowledged.get(donation.key)) mismatches.push(`replay of ${donation.key} gave ${id}`);
      return true;
    });
    expect(mismatches).toEqual([]);

    const confirmed = new Set<string>();
    const confirmKill = killOnce(COUNT * 0.5);
    const confirming = await runUntilDone(
      plan,
      { concurrency: CLIENTS, deadlineMs: 240_000 },
      async (donation) => {
        const answer = await confirmDonation(
          served.athar.baseUrl,
          LOCAL_PAY_WEBHOOK_SECRET,
          acknowledged.get(donation.key)!,
          donation,
        );
        if (!ok(answer)) return retryable(answer);
        confirmed.add(donation.key);
        confirmKill.tick(confirmed.size);
        return true;
      },
    );
    const secondDowntime = await confirmKill.downtime();
    await served.athar.stop();
    expect(serverErrors).toEqual([]);

    const store = await served.openStore();
    try {
      const rows = await store.db
        .selectFrom('donations')
        .select(['id', 'idempotency_key', 'status', 'amount'])
        .where(
          'idempotency_key',
          'in',
          plan.map((donation) => donation.key),
        )
        .execute();
      expect(rows).toHaveLength(COUNT);
      const byKey = new Map(rows.map((row) => [row.idempotency_key!, row]));
      const wrong = plan.filter((donation: PlannedDonation) => {
        const row = byKey.get(donation.key);
        return (
          !row ||
          row.id !== acknowledged.get(donation.key) ||
          row.status !== 'confirmed' ||
          row.amount !== donation.piasters
        );
      });
      expect(wrong.map((donation) => donation.key)).toEqual([]);
      const sum = plan.reduce((total, donation) => total + donation.piasters, 0);
      const after = await campaignTotals(store.db, served.campaign.id);
      expect(after).toEqual({
        collected: served.before.collected + sum,
        donors_count: served.before.donors_count + COUNT,
      });
      expect(after).toEqual(await confirmedSums(store.db, served.campaign.id));
    } finally {
      await store.close();
    }
    recordResult(
      'R1',
      engine,
      true,
      `${COUNT} donations from ${CLIENTS} clients, ${creating.retries} creations and ${confirming.retries} ` +
        `confirmations retried, restarts took ${(firstDowntime / 1000).toFixed(1)} s and ${(secondDowntime / 1000).toFixed(1)} s; ` +
        `${COUNT} rows, each once, all confirmed, totals = sums`,
      Date.now() - started,
    );
  });
});
