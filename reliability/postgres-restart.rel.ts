import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_API_SIGNATURE } from '@athar/contract/config-defaults';
import { loadConfig } from '@athar/api/config';
import { prepareDatabase } from '@athar/api/runtime/database';
import { atharProcess, type AtharProcess } from './support/athar-process';
import {
  campaignTotals,
  confirmedSums,
  findPaymentCampaign,
  type PaymentCampaign,
} from './support/donations';
import {
  createPrivatePostgres,
  privatePostgresAvailable,
  type PrivatePostgres,
} from './support/private-postgres';
import { ARABIC_LETTERS } from './support/refusals';
import { recordResult } from './support/results';
import {
  createDonation,
  planDonations,
  runUntilDone,
  send,
  type Answer,
  type PlannedDonation,
} from './support/retrying-client';

/**
 * PostgreSQL stopped and started under load, twice (a clean "fast" shutdown, then an "immediate" one,
 * as if it crashed), on a private cluster (port 5499) so the machine's shared server is untouched.
 * Meanwhile the api (a real `scripts/serve.ts` process) answers 503 with an Arabic message and a
 * Retry-After (its /readyz a bare 503) — never a 500, never silence — and never exits; once PostgreSQL is back it serves
 * again by itself, and the donations the clients retried exist exactly once.
 */
const PG_PORT = 5499;
const PORT = 4520;
const CLIENTS = 8;
const RECOVERY_LIMIT_MS = 30_000;

interface Seen {
  at: number;
  what: string;
  status: number | 'no answer';
  message: string;
  retryAfter: boolean;
}

describe.skipIf(!privatePostgresAvailable())('PostgreSQL restarted under load', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'athar-rel-pgrestart-'));
  let cluster: PrivatePostgres;
  let athar: AtharProcess;
  let campaign: PaymentCampaign;
  let databaseUrl: string;
  let exited: string | null = null;

  beforeAll(async () => {
    cluster = createPrivatePostgres(PG_PORT);
    cluster.start();
    await cluster.createDatabase('athar_reliability');
    databaseUrl = cluster.url('athar_reliability');
    const store = await prepareDatabase(
      loadConfig({ DATA_DIR: dataDir, DATABASE_URL: databaseUrl }),
      () => {},
    );
    campaign = await findPaymentCampaign(store.db);
    await store.close();
    athar = atharProcess({ port: PORT, payPort: PORT + 1, dataDir, databaseUrl });
    await athar.start();
    athar.child!.once('exit', (code, signal) => {
      exited = `exit code ${code}, signal ${signal}`;
    });
  });
  afterAll(async () => {
    await athar?.stop();
    cluster?.destroy();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers 503 in Arabic while it is down, recovers by itself, never crashes', async () => {
    const started = Date.now();
    const seen: Seen[] = [];
    const pending: PlannedDonation[] = planDonations(2_000);
    const acknowledged = new Map<string, PlannedDonation>();
    let running = true;

    function record(what: string, answer: Answer) {
      const body = answer.kind === 'answered' ? (answer.body as { message?: unknown }) : null;
      seen.push({
        at: Date.now(),
        what,
        status: answer.kind === 'answered' ? answer.status : 'no answer',
        message: typeof body?.message === 'string' ? body.message : '',
        retryAfter: answer.kind === 'answered' && answer.headers.get('retry-after') !== null,
      });
      return answer;
    }

    async function client(index: number) {
      for (let turn = 0; running; turn++) {
        const choice = (index + turn) % 3;
        if (choice === 0) {
          const signed = { headers: { 'x-api-signature': DEFAULT_API_SIGNATURE } };
          record('listing', await send(`${athar.baseUrl}/api/campaigns/details?rowscount=5`, signed));
        } else if (choice === 1) {
          record('readyz', await send(`${athar.baseUrl}/readyz`, {}));
        } else {
          const donation = pending.shift();
          if (!donation) continue;
          const answer = record('donation', await createDonation(athar.baseUrl, campaign, donation));
          if (answer.kind === 'answered' && answer.status === 200) acknowledged.set(donation.key, donation);
          else pending.push(donation);
        }
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    }

    const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    async function readyAgain(): Promise<number> {
      const deadline = Date.now() + RECOVERY_LIMIT_MS;
      while (Date.now() < deadline) {
        const ready = await send(`${athar.baseUrl}/readyz`, {});
        if (ready.kind === 'answered' && ready.status === 200) return Date.now();
        await sleep(100);
      }
      throw new Error(
        `not ready ${RECOVERY_LIMIT_MS} ms after PostgreSQL came back:\n${athar.output.join('')}`,
      );
    }

    const clients = Array.from({ length: CLIENTS }, (_, i) => client(i));
    const outages: { mode: string; down: number; up: number; ready: number }[] = [];
    await sleep(2_000);
    for (const mode of ['fast', 'immediate'] as const) {
      const down = Date.now();
      cluster.stop(mode);
      await sleep(4_000);
      const up = Date.now();
      cluster.start();
      const ready = await readyAgain();
      outages.push({ mode, down, up, ready });
      await sleep(3_000);
    }
    running = false;
    await Promise.all(clients);

    expect(exited).toBeNull();
    const clear503 = (entry: Seen) =>
      entry.what === 'readyz' || (ARABIC_LETTERS.test(entry.message) && entry.retryAfter);
    const wrong = seen.filter(
      (entry) =>
        entry.status === 'no answer' ||
        (entry.status !== 200 && entry.status !== 503) ||
        (entry.status === 503 && !clear503(entry)),
    );
    expect(wrong.slice(0, 10)).toEqual([]);
    for (const outage of outages) {
      const during = seen.filter((entry) => entry.at > outage.down + 500 && entry.at < outage.up);
      expect(during.length).toBeGreaterThan(0);
      expect(during.filter((entry) => entry.status === 200 && entry.what !== 'readyz')).toEqual([]);
      expect(during.some((entry) => entry.what === 'readyz' && entry.status === 503)).toBe(true);
      const afterwards = seen.filter(
        (entry) => entry.at > outage.ready + 1_000 && entry.at < outage.ready + 3_000,
      );
      expect(afterwards.length).toBeGreaterThan(0);
      expect(afterwards.filter((entry) => entry.status !== 200)).toEqual([]);
    }

    // the donations refused with 503 were retried with their keys: each exists once
    const retried = pending.splice(0, 100);
    await runUntilDone(retried, { concurrency: CLIENTS, deadlineMs: 60_000 }, async (donation) => {
      const answer = await createDonation(athar.baseUrl, campaign, donation);
      if (answer.kind === 'answered' && answer.status === 200) acknowledged.set(donation.key, donation);
      return answer.kind === 'answered' && answer.status === 200;
    });
    const store = await prepareDatabase(
      loadConfig({ DATA_DIR: dataDir, DATABASE_URL: databaseUrl }),
      () => {},
    );
    try {
      const keys = [...acknowledged.keys()];
      const rows = await store.db
        .selectFrom('donations')
        .select(['idempotency_key'])
        .where('idempotency_key', 'in', keys)
        .execute();
      expect(rows).toHaveLength(keys.length);
      expect(await campaignTotals(store.db, campaign.id)).toEqual(await confirmedSums(store.db, campaign.id));
    } finally {
      await store.close();
    }

    const refused = seen.filter((entry) => entry.status === 503).length;
    const recoveries = outages.map((o) => `${o.mode} ${((o.ready - o.up) / 1000).toFixed(1)} s`).join(', ');
    recordResult(
      'PG',
      'restart under load',
      true,
      `${seen.length} requests from ${CLIENTS} clients, ${refused} answered 503 in Arabic, 0 other failures; ` +
        `ready again after restart: ${recoveries}; ${acknowledged.size} donations once each`,
      Date.now() - started,
    );
  });
});
