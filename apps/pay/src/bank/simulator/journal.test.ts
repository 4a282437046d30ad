import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { GATEWAY_API_VERSION } from '../gateway-client';
import { JOURNAL_FILE, openSimulatorState, SIMULATOR_DIRECTORY } from './journal';
import { JournalDamaged } from './journal-records';
import { bankSimulator } from './simulator';
import {
  createSimulatorState,
  orderKey,
  type BankSimulatorState,
  type SimulatedOrder,
  type SimulatedSession,
} from './state';

const dirs: string[] = [];
const opened: BankSimulatorState[] = [];
afterEach(async () => {
  for (const state of opened.splice(0)) await state.store.close();
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function dataDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'athar-bank-journal-'));
  dirs.push(dir);
  return dir;
}

async function open(dir: string, compactAfter?: number) {
  const state = await openSimulatorState({ dataDir: dir, compactAfter });
  opened.push(state);
  return state;
}

async function close(state: BankSimulatorState) {
  opened.splice(opened.indexOf(state), 1);
  await state.store.close();
}

const journalOf = (dir: string) => path.join(dir, SIMULATOR_DIRECTORY, JOURNAL_FILE);
const linesOf = (dir: string) => fs.readFileSync(journalOf(dir), 'utf8').split('\n').filter(Boolean);

function order(id: string, outcome: SimulatedOrder['outcome'] = null): SimulatedOrder {
  return {
    merchantId: 'TESTATHAR01',
    id,
    amount: '150.00',
    currency: 'EGP',
    description: `تبرع ${id}`,
    outcome,
  };
}

function session(id: string, orderId: string): SimulatedSession {
  return {
    id,
    merchantId: 'TESTATHAR01',
    merchantName: 'جمعية الأمل',
    orderId,
    returnUrl: 'http://127.0.0.1:3001/Response.aspx?donationID=7',
    successIndicator: `indicator-${id}`,
    finished: false,
  };
}

/** What a route does: change the maps, hand the change to the store in the same tick, await it. */
async function put(state: BankSimulatorState, orders: SimulatedOrder[], sessions: SimulatedSession[] = []) {
  for (const o of orders) state.orders.set(orderKey(o.merchantId, o.id), o);
  for (const s of sessions) state.sessions.set(s.id, s);
  await state.store.write({ orders, sessions });
}

const contents = (state: BankSimulatorState) => ({
  orders: Object.fromEntries(state.orders),
  sessions: Object.fromEntries(state.sessions),
});

describe('the bank simulator journal', () => {
  it('reads back after a reopen exactly the orders and sessions written, in their last state', async () => {
    const dir = dataDir();
    const first = await open(dir);
    expect(first.directory).toBe(path.join(dir, SIMULATOR_DIRECTORY));
    const a = order('athar-1-aaaa');
    const b = order('athar-2-bbbb');
    const s1 = session('SESSION1', a.id);
    await put(first, [a, b], [s1]);
    // the payment: both changes kept together
    s1.finished = true;
    a.outcome = 'approved';
    await first.store.write({ orders: [a], sessions: [s1] });
    b.outcome = 'timeout';
    await Promise.all([first.store.write({ orders: [b] }), first.store.settled()]);
    const written = structuredClone(contents(first));
    await close(first);

    const second = await open(dir);
    expect(contents(second)).toEqual(written);
    expect(second.orders.get(orderKey('TESTATHAR01', a.id))).toMatchObject({ outcome: 'approved' });
    expect(second.sessions.get('SESSION1')).toMatchObject({
      finished: true,
      successIndicator: 'indicator-SESSION1',
    });
    expect(linesOf(dir)).toHaveLength(6);
    expect(fs.statSync(journalOf(dir)).mode & 0o777).toBe(0o600);
  });

  it('creates DATA_DIR and its directory when they do not exist yet', async () => {
    const dir = path.join(dataDir(), 'not', 'yet');
    const state = await open(dir);
    await put(state, [order('athar-2-zzzz')]);
    expect(fs.statSync(state.directory!).mode & 0o777).toBe(0o700);
    expect(linesOf(dir)).toHaveLength(1);
  });

  it('keeps nothing but order and session fields: no card data can reach the file', async () => {
    const dir = dataDir();
    const state = await open(dir);
    const o = Object.assign(order('athar-3-cccc'), { cardNumber: '5123450000000008', csc: '123' });
    await put(state, [o]);
    expect(fs.readFileSync(journalOf(dir), 'utf8')).not.toMatch(/5123450000000008|csc|cardNumber/);
  });

  it('cuts off a torn last line (a crash in mid-write) and goes on appending after it', async () => {
    const dir = dataDir();
    const first = await open(dir);
    await put(first, [order('athar-4-dddd', 'approved'), order('athar-5-eeee')]);
    const before = structuredClone(contents(first));
    await close(first);
    const whole = fs.statSync(journalOf(dir)).size;

    // half a record, no newline
    const next = JSON.stringify({ v: 1, kind: 'order', ...order('athar-6-ffff', 'approved') });
    fs.appendFileSync(journalOf(dir), next.slice(0, 40));
    const second = await open(dir);
    expect(contents(second)).toEqual(before);
    expect(fs.statSync(journalOf(dir)).size).toBe(whole);
    await put(second, [order('athar-7-gggg')]);
    await close(second);

    // a whole line of garbage at the end (zeros a crash left behind), then a record cut before its newline
    fs.appendFileSync(journalOf(dir), `${'\0'.repeat(30)}\n${next}`);
    const third = await open(dir);
    expect([...third.orders.values()].map((o) => o.id).sort()).toEqual([
      'athar-4-dddd',
      'athar-5-eeee',
      'athar-7-gggg',
    ]);
    await put(third, [order('athar-8-hhhh', 'declined')]);
    await close(third);
    const fourth = await open(dir);
    expect(fourth.orders.get(orderKey('TESTATHAR01', 'athar-8-hhhh'))?.outcome).toBe('declined');
    expect(linesOf(dir).every((text) => JSON.parse(text).v === 1)).toBe(true);
  });

  it('refuses to start on a damaged line followed by whole records (not a crash: a damaged disk)', async () => {
    const dir = dataDir();
    const first = await open(dir);
    await put(first, [order('athar-9-iiii', 'approved')]);
    await close(first);
    const [good] = linesOf(dir);
    fs.writeFileSync(journalOf(dir), `${good}\n{"v":1,"kind":"ord\n${good}\n`);
    await expect(openSimulatorState({ dataDir: dir })).rejects.toThrow(JournalDamaged);
    await expect(openSimulatorState({ dataDir: dir })).rejects.toThrow(/line 2/);
  });

  it('compacts the journal to one line per order and session, keeping the same state', async () => {
    const dir = dataDir();
    const state = await open(dir, 20);
    const o = order('athar-10-jjjj');
    const s = session('SESSION10', o.id);
    await put(state, [o], [s]);
    for (let i = 0; i < 100; i++) {
      o.description = `نسخة ${i}`;
      await state.store.write({ orders: [o] });
    }
    // 102 lines written, compacted to 2 whenever it reached 20
    expect(linesOf(dir).length).toBeLessThan(20);
    await Promise.all(
      Array.from({ length: 50 }, (_, i) => put(state, [order(`athar-11-${i}`, i % 2 ? 'approved' : null)])),
    );
    // never more than twice what the state needs (52 records) plus one group of writes
    expect(linesOf(dir).length).toBeLessThanOrEqual(2 * 52 + 50);
    const written = structuredClone(contents(state));
    await close(state);
    expect(fs.existsSync(`${journalOf(dir)}.tmp`)).toBe(false);
    const reopened = await open(dir, 20);
    expect(contents(reopened)).toEqual(written);
    expect(reopened.orders.get(orderKey('TESTATHAR01', o.id))?.description).toBe('نسخة 99');
  });

  it('is opened by one process at a time; a lock left by a killed process is taken over', async () => {
    const dir = dataDir();
    const state = await open(dir);
    await expect(openSimulatorState({ dataDir: dir })).rejects.toThrow(/already open/);
    await close(state);

    const lock = path.join(dir, SIMULATOR_DIRECTORY, 'LOCK');
    // a live process of someone else (this test's parent)
    fs.writeFileSync(lock, `${process.ppid}\n`);
    await expect(openSimulatorState({ dataDir: dir })).rejects.toThrow(/in use by process/);
    // a process that is gone
    const gone = spawnSync(process.execPath, ['-e', 'process.exit(0)']).pid;
    fs.writeFileSync(lock, `${gone}\n`);
    const again = await open(dir);
    expect(fs.readFileSync(lock, 'utf8').trim()).toBe(String(process.pid));
    await close(again);
    expect(fs.existsSync(lock)).toBe(false);
  });

  it('settled() waits for the writes handed over before it', async () => {
    const dir = dataDir();
    const state = await open(dir);
    const o = order('athar-12-kkkk');
    state.orders.set(orderKey(o.merchantId, o.id), o);
    let written = false;
    void state.store.write({ orders: [o] }).then(() => (written = true));
    await state.store.settled();
    expect(written).toBe(true);
    expect(linesOf(dir)).toHaveLength(1);
  });

  it('without a directory the state lives in memory, as before', async () => {
    const state = createSimulatorState();
    expect(state.directory).toBeNull();
    await put(state, [order('athar-13-llll')]);
    await state.store.settled();
    expect(state.orders.size).toBe(1);
  });
});

describe('the simulator on its journal, over HTTP', () => {
  const PASSWORD = 'test-password';
  const merchant = 'TESTATHAR01';
  const auth = `Basic ${Buffer.from(`merchant.${merchant}:${PASSWORD}`).toString('base64')}`;
  const base = `/bank/api/rest/version/${GATEWAY_API_VERSION}/merchant/${merchant}`;

  async function bank(dir: string) {
    const state = await openSimulatorState({ dataDir: dir });
    const app = Fastify({ logger: false });
    await app.register(bankSimulator, {
      state,
      passwords: new Map([[merchant, PASSWORD]]),
      parentOrigin: 'http://127.0.0.1:3000',
    });
    await app.ready();
    return { app, state };
  }

  const openSession = (app: Awaited<ReturnType<typeof bank>>['app'], orderId: string) =>
    app.inject({
      method: 'POST',
      url: `${base}/session`,
      headers: { authorization: auth },
      payload: {
        apiOperation: 'INITIATE_CHECKOUT',
        interaction: {
          operation: 'PURCHASE',
          returnUrl: 'http://127.0.0.1:3001/Response.aspx?donationID=5',
          merchant: { name: 'جمعية' },
        },
        order: { id: orderId, amount: '350.00', currency: 'EGP', description: 'تبرع' },
      },
    });
  const pay = (app: Awaited<ReturnType<typeof bank>>['app'], sessionId: string, expiry: string) =>
    app.inject({
      method: 'POST',
      url: `/bank/checkout/${sessionId}/pay`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      payload: new URLSearchParams({
        mode: 'lightbox',
        cardNumber: '5123450000000008',
        expiry,
        csc: '123',
      }).toString(),
    });
  const retrieve = (app: Awaited<ReturnType<typeof bank>>['app'], orderId: string) =>
    app.inject({ method: 'GET', url: `${base}/order/${orderId}`, headers: { authorization: auth } });

  it('remembers sessions, payments and late answers across a restart', async () => {
    const dir = dataDir();
    let { app } = await bank(dir);
    const paid = (await openSession(app, 'athar-20-aaaa')).json();
    const late = (await openSession(app, 'athar-21-bbbb')).json();
    const unpaid = (await openSession(app, 'athar-22-cccc')).json();
    expect((await pay(app, paid.session.id, '01/39')).json()).toEqual({
      event: 'complete',
      resultIndicator: paid.successIndicator,
    });
    expect((await pay(app, late.session.id, '08/28')).json().event).toBe('complete');
    await app.close();

    ({ app } = await bank(dir));
    expect((await retrieve(app, 'athar-20-aaaa')).json()).toMatchObject({
      result: 'SUCCESS',
      amount: '350.00',
      totalCapturedAmount: '350.00',
    });
    expect((await pay(app, paid.session.id, '01/39')).statusCode).toBe(409);
    expect((await retrieve(app, 'athar-21-bbbb')).json()).toMatchObject({ result: 'PENDING' });
    await app.close();

    const third = await bank(dir);
    app = third.app;
    const { state } = third;
    // the acquirer's late answer, given once, is not taken back by the restart
    expect((await retrieve(app, 'athar-21-bbbb')).json()).toMatchObject({ result: 'SUCCESS' });
    // a session opened before the restart can still be paid, with the successIndicator given then
    expect(state.sessions.get(unpaid.session.id)?.successIndicator).toBe(unpaid.successIndicator);
    expect((await pay(app, unpaid.session.id, '01/39')).json()).toEqual({
      event: 'complete',
      resultIndicator: unpaid.successIndicator,
    });
    await app.close();
  });

  it('answers 503 and undoes the payment when it cannot be written', async () => {
    const dir = dataDir();
    const { app, state } = await bank(dir);
    const opened = (await openSession(app, 'athar-23-dddd')).json();
    // the disk goes away under the journal
    await (state.store as unknown as { handle: { close(): Promise<void> } }).handle.close();
    const answer = await pay(app, opened.session.id, '01/39');
    expect(answer.statusCode).toBe(503);
    expect(answer.json().event).toBe('error');
    expect(state.sessions.get(opened.session.id)?.finished).toBe(false);
    expect(state.orders.get(orderKey(merchant, 'athar-23-dddd'))?.outcome).toBeNull();
    expect((await openSession(app, 'athar-24-eeee')).statusCode).toBe(503);
    expect(state.orders.has(orderKey(merchant, 'athar-24-eeee'))).toBe(false);
    await app.close();
    // what was acknowledged before is still there
    const reopened = await open(dir);
    expect(reopened.sessions.get(opened.session.id)?.successIndicator).toBe(opened.successIndicator);
  });
});
