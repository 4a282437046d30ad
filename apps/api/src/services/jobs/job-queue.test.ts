import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { openDatabase, type DatabaseHandle, type Engine } from '../../db/connect';
import { createCreatorCampaign } from '../../test/campaign-factories';
import { createTestDatabase, testEngines, type TestDatabase } from '../../test/test-database';
import type { OutgoingMail } from '../mailer';
import type { JobQueueSettings } from './job-queue';
import { scheduledJobs, type ScheduledJob } from './scheduled-jobs';

/** pg-boss's shortest intervals, so a test waits a second or two rather than half a minute. */
const FAST: JobQueueSettings = {
  pollingIntervalSeconds: 0.5,
  cronMonitorIntervalSeconds: 1,
  cronWorkerIntervalSeconds: 1,
};
/** Only on 1 January at midnight: a queue whose jobs the test sends itself. */
const NEVER_BY_ITSELF = '0 0 1 1 *';

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});
function tempDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'athar-jobs-'));
  dirs.push(dir);
  return dir;
}

/** An api instance on `handle`, as server.ts builds one, with its mail kept in `mails`. */
async function instance(handle: DatabaseHandle, settings: JobQueueSettings, mails: OutgoingMail[] = []) {
  const dataDir = tempDir();
  return buildApp({
    config: loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir }),
    db: handle.db,
    logLevel: process.env.JOBS_TEST_LOG ?? false,
    webDistDir: path.join(dataDir, 'no-web'),
    mailer: { send: async (mail) => void mails.push(mail) },
    jobQueue: { executeSql: handle.executeSql, ...FAST, ...settings },
  });
}

/**
 * Opens `database` again, as a restarting process would: on PostgreSQL a new pool each time; on
 * PGlite (one connection, in memory here) the same handle, left open when an instance closes it.
 */
async function reopener(engine: Engine, database: TestDatabase): Promise<() => Promise<DatabaseHandle>> {
  if (engine === 'pglite') {
    const shared: DatabaseHandle = { ...database.handle, close: async () => {} };
    return async () => shared;
  }
  const { rows } = await sql<{ name: string }>`SELECT current_database() AS name`.execute(database.handle.db);
  const url = new URL(process.env.DATABASE_URL!);
  url.pathname = `/${rows[0]!.name}`;
  return () => openDatabase({ databaseUrl: url.toString(), poolSize: 3 });
}

async function until(done: () => boolean | Promise<boolean>, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error(`not done within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const jobRows = (db: DatabaseHandle['db'], name: string) =>
  sql<{ state: string; output: unknown }>`
    SELECT state::text AS state, output FROM pgboss.job WHERE name = ${name}
    UNION ALL SELECT state::text, output FROM pgboss.archive WHERE name = ${name}`
    .execute(db)
    .then((result) => result.rows);

describe.each(testEngines)('one job queue (pg-boss) on %s', (engine) => {
  let database: TestDatabase;
  let open: () => Promise<DatabaseHandle>;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
    open = await reopener(engine, database);
  });
  afterAll(() => database.dispose());

  it('does not start while the app only answers inject(): no pgboss schema', async () => {
    const injected = await instance(database.handle, {});
    await injected.ready();
    expect((await injected.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
    await injected.close();
    const { rows } = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM information_schema.schemata WHERE schema_name = 'pgboss'`.execute(
      database.handle.db,
    );
    expect(rows[0]!.n).toBe(0);
  });

  it('sweeps the mail outbox on schedule: mail queued while no instance ran goes out', async () => {
    const { db } = database.handle;
    const campaign = await createCreatorCampaign(db, { collected: 5_000 });
    await db
      .insertInto('mail_outbox')
      .values({
        kind: 'campaign_visible',
        payload: JSON.stringify({ campaign_id: campaign.id, collected: 5_000 }),
      })
      .execute();

    const mails: OutgoingMail[] = [];
    const app = await instance(database.handle, {}, mails);
    try {
      // the queue alone, not listen(): the outbox's own kicks stay off, so only the scheduled sweep can send
      await app.jobs!.start(app);
      await until(() => mails.some((mail) => mail.to === campaign.creator.email), 30_000);
      await until(
        async () => (await jobRows(db, 'mail-outbox-sweep')).some((job) => job.state === 'completed'),
        5_000,
      );
      expect(mails.filter((mail) => mail.to === campaign.creator.email)).toHaveLength(1);
      expect(await jobRows(db, 'mail-outbox-sweep')).toContainEqual({
        state: 'completed',
        output: { sent: 1 },
      });
      const schedules = await app.jobs!.boss.getSchedules();
      expect(schedules.map((schedule) => [schedule.name, schedule.cron, schedule.options]).sort()).toEqual([
        ['daily-digests', '0 * * * *', { tz: 'Africa/Cairo' }],
        ['fee-reminders', '15 10 * * *', { tz: 'Africa/Cairo' }],
        ['fee-statements', '0 3-6 1 * *', { tz: 'Africa/Cairo' }],
        ['khatma-releases', '20 * * * *', { tz: 'Africa/Cairo' }],
        ['mail-outbox-sweep', '* * * * *', { tz: 'Africa/Cairo' }],
        ['permit-notices', '5 * * * *', { tz: 'Africa/Cairo' }],
        ['remembrance-reminders', '10 8-21 * * *', { tz: 'Africa/Cairo' }],
        ['report-escalations', '25 * * * *', { tz: 'Africa/Cairo' }],
        ['scheduled-giving', '30 19-23 * * *', { tz: 'Africa/Cairo' }],
        ['scheduled-giving-morning', '0 9-10 * * 5', { tz: 'Africa/Cairo' }],
        ['sms-outbox-sweep', '* * * * *', { tz: 'Africa/Cairo' }],
      ]);
    } finally {
      await app.close();
    }
  }, 120_000);

  it('runs a job sent before a restart, on the next instance of the same database', async () => {
    const runs: Date[] = [];
    const probe: ScheduledJob = {
      name: 'restart-probe',
      cron: NEVER_BY_ITSELF,
      run: async (_app, now) => {
        runs.push(now);
        return { ran: true };
      },
    };
    const firstHandle = await open();
    const first = await instance(firstHandle, { scheduled: [probe] });
    let id: string | null;
    try {
      await first.listen({ host: '127.0.0.1', port: 0 });
      id = await first.jobs!.send('restart-probe', { startAfter: 3 });
      expect(id).toEqual(expect.any(String));
    } finally {
      await first.close();
      await firstHandle.close();
    }
    expect(runs).toHaveLength(0);

    const secondHandle = await open();
    const second = await instance(secondHandle, { scheduled: [probe] });
    try {
      await second.listen({ host: '127.0.0.1', port: 0 });
      await until(() => runs.length > 0, 15_000);
      await until(
        async () => (await second.jobs!.boss.getJobById('restart-probe', id!))?.state === 'completed',
        5_000,
      );
      expect(runs).toHaveLength(1);
      expect(await jobRows(secondHandle.db, 'restart-probe')).toEqual([
        { state: 'completed', output: { ran: true } },
      ]);
    } finally {
      await second.close();
      await secondHandle.close();
    }
  }, 120_000);

  it("answers a worker's last statements after the stop quietly, not with an unhandled rejection", async () => {
    const handle = await open();
    const app = await instance(handle, {});
    await app.listen({ host: '127.0.0.1', port: 0 });
    const id = await app.jobs!.send('mail-outbox-sweep', { startAfter: 60 });
    await app.close();
    try {
      // what pg-boss's internal cron worker can still do once its graceful stop has returned
      await expect(app.jobs!.boss.complete('mail-outbox-sweep', id!)).resolves.toMatchObject({ affected: 0 });
      await expect(app.jobs!.boss.fetch('mail-outbox-sweep')).resolves.toEqual([]);
    } finally {
      await handle.close();
    }
  });

  it.runIf(engine === 'postgres')(
    'runs a scheduled job once across 3 instances listening on the same database',
    async () => {
      const runs: number[] = [];
      const handles = await Promise.all([0, 1, 2].map(() => open()));
      const apps = await Promise.all(
        handles.map((handle, index) =>
          instance(handle, {
            scheduled: [{ name: 'once-probe', cron: '* * * * *', run: async () => void runs.push(index) }],
          }),
        ),
      );
      try {
        // within one minute: an every-minute job rightly runs again in the next one
        const second = new Date().getSeconds();
        if (second > 45) await new Promise((resolve) => setTimeout(resolve, (61 - second) * 1000));
        await Promise.all(apps.map((app) => app.listen({ host: '127.0.0.1', port: 0 })));
        await until(() => runs.length > 0, 10_000);
        // several cron checks of each instance (every second here) after the first run
        await new Promise((resolve) => setTimeout(resolve, 4_000));
        expect(runs).toHaveLength(1);
        expect((await jobRows(handles[0]!.db, 'once-probe')).map((job) => job.state)).toEqual(['completed']);
      } finally {
        for (const app of apps) await app.close();
        for (const handle of handles) await handle.close();
      }
    },
    120_000,
  );
  it.runIf(engine === 'postgres')(
    'starts every instance of a cluster starting together on a database without pg-boss yet',
    async () => {
      const fresh = await createTestDatabase('postgres', { seed: false });
      const reopen = await reopener('postgres', fresh);
      const handles = await Promise.all([0, 1, 2, 3].map(() => reopen()));
      // as many queues as the api's own, each instance creating them at once
      const scheduled = scheduledJobs.map((job) => ({
        ...job,
        cron: NEVER_BY_ITSELF,
        run: async () => null,
      }));
      const apps = await Promise.all(handles.map((handle) => instance(handle, { scheduled })));
      try {
        const started = await Promise.allSettled(apps.map((app) => app.jobs!.start(app)));
        expect(started.filter((result) => result.status === 'rejected')).toEqual([]);
        const { rows } = await sql<{ name: string }>`SELECT name FROM pgboss.queue ORDER BY name`.execute(
          handles[0]!.db,
        );
        expect(rows.map((row) => row.name)).toEqual(
          expect.arrayContaining(scheduledJobs.map((job) => job.name)),
        );
      } finally {
        for (const app of apps) await app.close();
        for (const handle of handles) await handle.close();
        await fresh.dispose();
      }
    },
    120_000,
  );
  it.skipIf(engine === 'postgres')(
    'runs a scheduled job once across instances: PostgreSQL only, as PGlite is one connection in one process',
    () => {},
  );
});
