import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Engine } from '../../db/connect';
import { createCreatorCampaign, type CreatorCampaign } from '../../test/campaign-factories';
import { createDonation } from '../../test/donation-factories';
import { createTestDatabase, oneEngine, testEngines, type TestDatabase } from '../../test/test-database';
import { retryDelayMs } from '../outbox-runner';
import { createSmsOutbox, MAX_SMS_ATTEMPTS } from './dispatcher';
import { createSchedule } from '../../test/giving-factories';
import { phoneCodeKey, textPhoneCode } from '../giving/phone-codes';
import { enqueueSmsReceipt } from './enqueue-receipt';

const TOKEN = 'stub-aggregator-token-123';
const PUBLIC_URL = 'https://athar.example';
const later = (ms: number) => new Date(Date.now() + ms);

interface Received {
  authorization: string | undefined;
  body: { to: string; text: string; reference: string };
}
type Answer = { status: number; body?: unknown } | 'hang';

/** A real HTTP server standing in for the aggregator: answers from a script, then 200 with an id. */
async function startStubAggregator() {
  const received: Received[] = [];
  const script: Answer[] = [];
  const server = http.createServer((request, response) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
    request.on('end', () => {
      received.push({ authorization: request.headers.authorization, body: JSON.parse(text) });
      const answer = script.shift() ?? { status: 200, body: { message_id: `stub-${received.length}` } };
      if (answer === 'hang') return;
      response.writeHead(answer.status, { 'content-type': 'application/json' });
      response.end(answer.body === undefined ? '' : JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1/messages`,
    received,
    script,
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** A logger keeping what it was told, to check no full phone number reaches the logs. */
function recordingLogger() {
  const lines: string[] = [];
  const record = (...args: unknown[]) => void lines.push(JSON.stringify(args));
  const log = { info: record, warn: record, error: record, debug: record, trace: record, fatal: record };
  return { lines, log: { ...log, child: () => log } as unknown as FastifyBaseLogger };
}

/** A database with a campaign, and a stub aggregator, for one describe below. */
async function smsOutboxSetUp(engine: Engine) {
  const database = await createTestDatabase(engine);
  const stub = await startStubAggregator();
  const campaign = await createCreatorCampaign(database.handle.db);
  return { database, stub, campaign };
}

/** A confirmed donation with only a phone, its receipt queued as the confirmation queues it. */
async function queuedReceiptOn(database: TestDatabase, campaign: CreatorCampaign, msisdn: string) {
  const db = database.handle.db;
  const id = await createDonation(db, campaign, { status: 'confirmed', msisdn, email: null });
  await db.transaction().execute((trx) => enqueueSmsReceipt(trx, id));
  return id;
}

describe.each(oneEngine)('the SMS outbox against a stub aggregator on %s', (engine) => {
  let database: TestDatabase;
  let stub: Awaited<ReturnType<typeof startStubAggregator>>;
  let campaign: CreatorCampaign;
  const logs = recordingLogger();

  beforeAll(async () => {
    ({ database, stub, campaign } = await smsOutboxSetUp(engine));
  });
  afterAll(async () => {
    await stub.close();
    await database.dispose();
  });
  beforeEach(async () => {
    await database.handle.db.deleteFrom('sms_outbox').execute();
    stub.received.length = 0;
    stub.script.length = 0;
  });

  const db = () => database.handle.db;
  const outbox = (url = stub.url, timeoutMs?: number) =>
    createSmsOutbox({ db: db(), url, publicUrl: PUBLIC_URL, token: TOKEN, log: logs.log, timeoutMs });
  /** A confirmed donation with only a phone, its receipt queued as the confirmation queues it. */
  const queuedReceipt = (msisdn = '01012345678') => queuedReceiptOn(database, campaign, msisdn);
  const rowOf = (donationId: number) =>
    db().selectFrom('sms_outbox').selectAll().where('donation_id', '=', donationId).executeTakeFirstOrThrow();

  it('retries after a 500 and sends once, with the bearer token and the same reference', async () => {
    const id = await queuedReceipt();
    stub.script.push({ status: 500, body: { error: 'busy' } });
    const sms = outbox();

    expect(await sms.drain()).toBe(0);
    expect(await rowOf(id)).toMatchObject({ attempts: 1, sent_at: null });
    expect((await rowOf(id)).last_error).toContain('HTTP 500');
    // not due again before its backoff
    expect(await sms.drain()).toBe(0);
    expect(stub.received).toHaveLength(1);

    expect(await sms.drain(later(retryDelayMs(1) + 1000))).toBe(1);
    const row = await rowOf(id);
    expect(row.sent_at).not.toBeNull();
    expect(row).toMatchObject({ attempts: 2, provider_message_id: 'stub-2', last_error: null });
    expect(stub.received).toHaveLength(2);
    for (const request of stub.received) {
      expect(request.authorization).toBe(`Bearer ${TOKEN}`);
      expect(request.body).toEqual({ to: '201012345678', text: row.body, reference: `receipt-${id}` });
    }
    expect(await sms.drain(later(365 * 24 * 60 * 60_000))).toBe(0);
    expect(stub.received).toHaveLength(2);
    expect(logs.lines.join('\n')).not.toContain('201012345678');
  });

  it('retries a 429, a timeout, a refused connection and a 2xx without an id', async () => {
    const id = await queuedReceipt();
    stub.script.push({ status: 429 }, 'hang', { status: 202, body: { accepted: true } });
    const closed = await startStubAggregator();
    await closed.close();
    let attempt = 0;
    const at = () => later(++attempt * 7 * 60 * 60_000);

    expect(await outbox().drain(at())).toBe(0);
    expect(await outbox(stub.url, 300).drain(at())).toBe(0);
    expect((await rowOf(id)).last_error).toMatch(/network/);
    expect(await outbox(closed.url).drain(at())).toBe(0);
    expect((await rowOf(id)).last_error).toMatch(/network/);
    expect(await outbox().drain(at())).toBe(0);
    expect((await rowOf(id)).last_error).toContain('no message_id');
    expect(await outbox().drain(at())).toBe(1);
    expect(await rowOf(id)).toMatchObject({ attempts: 5, last_error: null });
    expect(stub.received.map((request) => request.body.reference)).toEqual(Array(4).fill(`receipt-${id}`));
  });

  it('gives a message up at once on a 4xx refusal, keeping the reason', async () => {
    const id = await queuedReceipt();
    stub.script.push({ status: 400, body: { error: 'invalid number' } });
    const sms = outbox();
    expect(await sms.drain()).toBe(0);
    const row = await rowOf(id);
    expect(row).toMatchObject({ attempts: MAX_SMS_ATTEMPTS, sent_at: null });
    expect(row.last_error).toContain('invalid number');
    expect(await sms.drain(later(365 * 24 * 60 * 60_000))).toBe(0);
    expect(stub.received).toHaveLength(1);
  });

  it(`stops after ${MAX_SMS_ATTEMPTS} failed attempts`, async () => {
    const id = await queuedReceipt();
    stub.script.push(...Array<Answer>(MAX_SMS_ATTEMPTS + 2).fill({ status: 503 }));
    const sms = outbox();
    for (let attempt = 1; attempt <= MAX_SMS_ATTEMPTS + 2; attempt++)
      await sms.drain(later(attempt * 7 * 60 * 60_000));
    expect(stub.received).toHaveLength(MAX_SMS_ATTEMPTS);
    expect(await rowOf(id)).toMatchObject({ attempts: MAX_SMS_ATTEMPTS, sent_at: null });
  });

  it('sends nothing to a donor whose phone was erased since (a deleted account)', async () => {
    const id = await queuedReceipt();
    await db().updateTable('donations').set({ msisdn: null }).where('id', '=', id).execute();
    expect(await outbox().drain()).toBe(0);
    expect(stub.received).toHaveLength(0);
    expect(await rowOf(id)).toMatchObject({ last_error: 'no recipient', provider_message_id: null });
  });

  it('queues no message for a phone no text can reach, and one per donation however often asked', async () => {
    const landline = await queuedReceipt('0223456789');
    expect(await db().selectFrom('sms_outbox').where('donation_id', '=', landline).execute()).toHaveLength(0);
    const id = await queuedReceipt();
    await db()
      .transaction()
      .execute((trx) => enqueueSmsReceipt(trx, id));
    expect(await db().selectFrom('sms_outbox').where('donation_id', '=', id).execute()).toHaveLength(1);
  });

  it('sends each code text of a schedule as a message of its own: a new code is no repeat to drop', async () => {
    const scheduleId = await createSchedule(db(), campaign, { type: 'wallet', msisdn: '01012345670' });
    const key = phoneCodeKey('a-server-secret-of-at-least-32-characters');
    for (const at of [later(0), later(60_000)])
      await db()
        .transaction()
        .execute((trx) => textPhoneCode(trx, { id: scheduleId, msisdn: '01012345670' }, key, at));
    expect(await outbox().drain()).toBe(2);
    const references = stub.received.map((message) => message.body.reference);
    expect(new Set(references).size).toBe(2);
    for (const reference of references) expect(reference).toMatch(/^schedule_phone_code-\d+$/);
    expect(stub.received.map((message) => message.body.to)).toEqual(['201012345670', '201012345670']);
  });
});

/** Where the engine can change the answer: dispatchers claiming the same rows at once (SKIP LOCKED). */
describe.each(testEngines)('the SMS outbox, drained at once, on %s', (engine) => {
  let database: TestDatabase;
  let stub: Awaited<ReturnType<typeof startStubAggregator>>;
  let campaign: CreatorCampaign;
  const logs = recordingLogger();

  beforeAll(async () => {
    ({ database, stub, campaign } = await smsOutboxSetUp(engine));
  });
  afterAll(async () => {
    await stub.close();
    await database.dispose();
  });
  beforeEach(async () => {
    await database.handle.db.deleteFrom('sms_outbox').execute();
    stub.received.length = 0;
    stub.script.length = 0;
  });

  const outbox = () =>
    createSmsOutbox({
      db: database.handle.db,
      url: stub.url,
      publicUrl: PUBLIC_URL,
      token: TOKEN,
      log: logs.log,
    });
  const queuedReceipt = (msisdn = '01012345678') => queuedReceiptOn(database, campaign, msisdn);

  it('sends each message once when two dispatchers drain at the same time', async () => {
    const ids = [await queuedReceipt(), await queuedReceipt('+201112345678'), await queuedReceipt()];
    const counts = await Promise.all([outbox().drain(), outbox().drain()]);
    expect(counts[0]! + counts[1]!).toBe(3);
    expect(stub.received.map((request) => request.body.reference).sort()).toEqual(
      ids.map((id) => `receipt-${id}`).sort(),
    );
  });
});
