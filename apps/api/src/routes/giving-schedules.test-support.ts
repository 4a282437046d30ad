import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { Engine } from '../db/connect';
import { cairoDay } from '../lib/cairo-time';
import { createCreatorCampaign, type CreatorCampaign } from '../test/campaign-factories';
import { createCharity } from '../test/charity-factories';
import { createGatewayCampaign } from '../test/gateway-factories';
import { createTestApp, type TestApp } from '../test/test-app';

/**
 * The set-up the tests of setting a giving schedule up share (giving-schedules.test.ts, the
 * preview; giving-schedules.create.test.ts, the set-up itself): their app and campaigns, and the
 * calls they make. `context` gives the test app and campaigns once a test's beforeAll made them,
 * and the test's number, which names its caller and address.
 */

export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

export const today = () => cairoDay(new Date());

/** The test app with a campaign of each kind of charity these tests set schedules up for. */
export async function createScheduleTestApp(engine: Engine) {
  const t = await createTestApp(engine);
  /** a charity with a merchant (card), no gateway */
  const cardCampaign = await createCreatorCampaign(t.db, { card: true });
  /** a charity with wallet and kiosk, no card */
  const walletCampaign = await createGatewayCampaign(t.db, ['wallet', 'kiosk']);
  /** a charity without a fundraising permit in force: its donations are paused */
  const pausedCampaign = await createCreatorCampaign(t.db, {
    charity: await createCharity(t.db, { card: true, permit: false }),
  });
  return { t, cardCampaign, walletCampaign, pausedCampaign };
}

/**
 * A test file's app and campaigns (createScheduleTestApp), made before its tests and closed after them,
 * and its test's number: every test from its own address and caller, so the per-address limits never
 * join two tests. Read its fields inside the tests.
 */
export function scheduleTestFile(engine: Engine) {
  const file = { counter: 0 } as Awaited<ReturnType<typeof createScheduleTestApp>> & { counter: number };
  beforeAll(async () => {
    Object.assign(file, await createScheduleTestApp(engine));
  });
  afterAll(() => file.t.close());
  beforeEach(() => {
    file.counter += 1;
  });
  return file;
}

export function scheduleCalls(
  context: () => { t: TestApp; walletCampaign: CreatorCampaign; counter: number },
) {
  const db = () => context().t.db;
  const ip = () => `198.51.100.${context().counter}`;
  const body = (overrides: Record<string, unknown> = {}) => ({
    campaign_id: context().walletCampaign.id,
    pattern: 'last_ten',
    amount: 150,
    type: 4,
    donor_name: 'هالة منصور',
    email: `hala-${context().counter}@example.com`,
    // a phone of its own for each test: one phone is named by at most 3 schedules (docs/decisions/026)
    msisdn: `01098${String(context().counter).padStart(6, '0')}`,
    consent: true,
    ...overrides,
  });
  const create = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
    context().t.call({ method: 'POST', url: '/api/giving-schedules', payload, headers, remoteAddress: ip() });
  const preview = (query: Record<string, string | number>) =>
    context().t.call({
      method: 'GET',
      url: `/api/giving-schedules/preview?${new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]))}`,
    });
  const schedule = (id: number) =>
    db().selectFrom('giving_schedules').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const endsOn = async (id: number) =>
    (
      await db()
        .selectFrom('giving_schedules')
        .select(sql<string>`to_char(ends_on, 'YYYY-MM-DD')`.as('ends_on'))
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).ends_on;
  const mailsOf = async (scheduleId: number) =>
    (await db().selectFrom('mail_outbox').select(['kind', 'payload']).execute())
      .map((row) => ({
        kind: row.kind,
        payload: typeof row.payload === 'string' ? JSON.parse(row.payload) : row.payload,
      }))
      .filter((row) => row.payload.schedule_id === scheduleId);

  return { ip, body, create, preview, schedule, endsOn, mailsOf };
}
