import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiMessages } from '@athar/contract/messages';
import type { KhatmaView } from '@athar/contract/remembrance/khatma';
import { loadConfig } from '../config';
import { createTestClock } from '../lib/test-clock';
import { createSession } from '../services/accounts/sessions';
import type { ScheduledJob } from '../services/jobs/scheduled-jobs';
import { createCreatorCampaign } from '../test/campaign-factories';
import { createTestApp, type TestApp } from '../test/test-app';
import { oneEngine, testEngines } from '../test/test-database';

const DAY_MS = 24 * 60 * 60 * 1000;
/** a cron slot that never comes during a test: the probe runs only when sent */
const NEVER_BY_ITSELF = '0 0 1 1 *';

async function until(done: () => boolean, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (!done()) {
    if (Date.now() > deadline) throw new Error(`not done within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('the TEST_CLOCK setting', () => {
  const productionSecrets = {
    NODE_ENV: 'production',
    SMS_WEBHOOK_SECRET: 'a-long-production-secret',
    PAY_WEBHOOK_SECRET: 'another-production-secret',
    OPERATOR_FACTOR_KEY: 'a-production-factor-key-of-32-chars',
  };

  it('is off unless set, and refused in production', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).TEST_CLOCK).toBe('off');
    expect(loadConfig({ NODE_ENV: 'test', TEST_CLOCK: 'on' }).TEST_CLOCK).toBe('on');
    expect(loadConfig(productionSecrets).TEST_CLOCK).toBe('off');
    expect(() => loadConfig({ ...productionSecrets, TEST_CLOCK: 'on' })).toThrow(
      /TEST_CLOCK: must not be on in production/,
    );
    expect(() => loadConfig({ NODE_ENV: 'test', TEST_CLOCK: 'yes' })).toThrow(/TEST_CLOCK/);
  });
});

describe('the test clock', () => {
  it('reads the real time until set, then runs on from the instant set, until reset', () => {
    let real = Date.parse('2026-01-10T10:00:00Z');
    const clock = createTestClock(() => real);
    expect(clock.now().toISOString()).toBe('2026-01-10T10:00:00.000Z');
    expect(clock.isSet).toBe(false);
    clock.set(new Date('2027-03-01T18:30:00Z'));
    expect(clock.isSet).toBe(true);
    expect(clock.now().toISOString()).toBe('2027-03-01T18:30:00.000Z');
    real += 90_000;
    expect(clock.now().toISOString()).toBe('2027-03-01T18:31:30.000Z');
    clock.set(new Date('2020-01-01T00:00:00Z'));
    expect(clock.now().toISOString()).toBe('2020-01-01T00:00:00.000Z');
    clock.reset();
    expect(clock.isSet).toBe(false);
    expect(clock.now().getTime()).toBe(real);
  });
});

describe.each(oneEngine)('the test-only routes on %s', (engine) => {
  describe('without TEST_CLOCK', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(engine);
    });
    afterAll(async () => {
      await t.close();
    });

    it('answers 404 to both, signed or not set, and the jobs read the real time', async () => {
      const clock = await t.call({
        method: 'POST',
        url: '/api/test/clock',
        payload: { at: '2027-03-01T18:30:00Z' },
      });
      expect(clock.statusCode).toBe(404);
      expect(clock.json()).toMatchObject({ status: 0 });
      const run = await t.call({ method: 'POST', url: '/api/test/jobs/khatma-releases/run' });
      expect(run.statusCode).toBe(404);
      const before = Date.now();
      const now = t.app.clock.now().getTime();
      expect(now).toBeGreaterThanOrEqual(before);
      expect(now).toBeLessThan(before + 5_000);
    });
  });

  describe('with TEST_CLOCK=on', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(engine, { settings: { TEST_CLOCK: 'on' } });
    });
    afterAll(async () => {
      await t.close();
    });

    const setClock = (payload: Record<string, unknown>) =>
      t.call({ method: 'POST', url: '/api/test/clock', payload });
    const runJob = (name: string) => t.call({ method: 'POST', url: `/api/test/jobs/${name}/run` });

    it('needs the API signature like every /api call', async () => {
      const clock = await t.app.inject({
        method: 'POST',
        url: '/api/test/clock',
        payload: { at: '2027-03-01T18:30:00Z' },
      });
      expect(clock.statusCode).toBe(401);
      expect(clock.json().message).toBe(apiMessages.badSignature);
      const run = await t.app.inject({ method: 'POST', url: '/api/test/jobs/khatma-releases/run' });
      expect(run.statusCode).toBe(401);
      expect(t.app.clock.now().getUTCFullYear()).not.toBe(2027);
    });

    it('sets the scheduled work’s now to an instant (with its offset), and back to the real time', async () => {
      const set = await setClock({ at: '2027-03-01T20:30:00+02:00' });
      expect(set.statusCode).toBe(200);
      expect(set.json().data).toMatchObject({ set: true });
      expect(Date.parse(set.json().data.now) - Date.parse('2027-03-01T18:30:00Z')).toBeLessThan(2_000);
      expect(t.app.clock.now().getTime() - Date.parse('2027-03-01T18:30:00Z')).toBeLessThan(2_000);

      const reset = await setClock({ reset: true });
      expect(reset.statusCode).toBe(200);
      expect(reset.json().data.set).toBe(false);
      expect(Math.abs(t.app.clock.now().getTime() - Date.now())).toBeLessThan(1_000);
    });

    it('refuses a malformed instant with an Arabic 400 and leaves the clock as it was', async () => {
      for (const payload of [
        { at: 'tomorrow' },
        { at: '2027-03-01' },
        { at: '2027-03-01T20:30:00' },
        { at: 5 },
        { reset: false },
        {},
        { at: '2027-03-01T18:30:00Z', reset: true },
      ]) {
        const response = await setClock(payload);
        expect(response.statusCode, JSON.stringify(payload)).toBe(400);
        expect(response.json().message).toMatch(/[\u0600-\u06FF]/);
      }
      expect(Math.abs(t.app.clock.now().getTime() - Date.now())).toBeLessThan(1_000);
    });

    it('runs a scheduled job at the test clock’s now and answers its output', async () => {
      // a juz reserved now is released by the khatma job only once 7 days have passed: the job's now
      const own = await createCreatorCampaign(t.db);
      const auth = { authorization: `Bearer ${await createSession(t.db, own.creator.id)}` };
      const opened = await t.call({
        method: 'POST',
        url: '/api/campaigns/khatma',
        payload: { campid: own.id },
        headers: auth,
      });
      const khatmaId = (opened.json().data as KhatmaView).khatma!.id;
      expect(
        (await t.call({ method: 'POST', url: `/api/khatmas/${khatmaId}/parts/3`, payload: {} })).statusCode,
      ).toBe(200);
      const partState = async () => {
        const view = await t.call({ method: 'GET', url: `/api/campaigns/khatma?campid=${own.id}` });
        return (view.json().data as KhatmaView).khatma!.parts[2]!.state;
      };

      const today = await runJob('khatma-releases');
      expect(today.statusCode).toBe(200);
      expect(today.json().data).toMatchObject({ name: 'khatma-releases', output: { released: 0 } });
      expect(await partState()).toBe('reserved');

      const eightDaysOn = new Date(Date.now() + 8 * DAY_MS);
      expect((await setClock({ at: eightDaysOn.toISOString() })).statusCode).toBe(200);
      const later = await runJob('khatma-releases');
      expect(later.statusCode).toBe(200);
      const data = later.json().data as { name: string; now: string; output: { released: number } };
      expect(Math.abs(Date.parse(data.now) - eightDaysOn.getTime())).toBeLessThan(5_000);
      expect(data.output.released).toBeGreaterThanOrEqual(1);
      expect(await partState()).toBe('free');
      await setClock({ reset: true });
    });

    it('answers an Arabic 404 for a job that does not exist', async () => {
      const response = await runJob('no-such-job');
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ status: 0, message: apiMessages.notFound });
    });
  });
});

/** Where the engine can change the answer: the job queue (pg-boss) on each engine. */
describe.each(testEngines)('the test clock and the job queue on %s', (engine) => {
  it('gives the queue’s scheduled runs the test clock’s now', async () => {
    const runs: Date[] = [];
    const probe: ScheduledJob = {
      name: 'clock-probe',
      cron: NEVER_BY_ITSELF,
      run: async (_app, now) => {
        runs.push(now);
        return { ran: true };
      },
    };
    const t = await createTestApp(engine, {
      settings: { TEST_CLOCK: 'on' },
      jobQueue: { scheduled: [probe] },
    });
    try {
      await t.app.listen({ host: '127.0.0.1', port: 0 });
      const at = Date.parse('2027-03-02T18:30:00Z');
      expect(
        (
          await t.call({
            method: 'POST',
            url: '/api/test/clock',
            payload: { at: new Date(at).toISOString() },
          })
        ).statusCode,
      ).toBe(200);
      await t.app.jobs!.send('clock-probe');
      await until(() => runs.length > 0, 30_000);
      expect(runs[0]!.getTime() - at).toBeGreaterThanOrEqual(0);
      expect(runs[0]!.getTime() - at).toBeLessThan(30_000);
    } finally {
      await t.close();
    }
  }, 90_000);
});
