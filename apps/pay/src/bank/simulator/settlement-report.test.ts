import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { GATEWAY_API_VERSION } from '../gateway-client';
import { openSimulatorState } from './journal';
import { bankSettlementCsv } from './settlement-report';
import { bankSimulator } from './simulator';
import { orderKey, type BankSimulatorState, type SimulatedOrder } from './state';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

const order = (
  id: string,
  amount: string,
  capturedAt: string | undefined,
  extra: Partial<SimulatedOrder> = {},
) => ({
  merchantId: 'TESTATHAR01',
  id,
  amount,
  currency: 'EGP',
  description: '',
  outcome: capturedAt ? ('approved' as const) : ('declined' as const),
  ...(capturedAt ? { capturedAt } : {}),
  ...extra,
});

async function stateWith(orders: SimulatedOrder[]): Promise<{ state: BankSimulatorState; dir: string }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'athar-bank-settlement-'));
  dirs.push(dir);
  const state = await openSimulatorState({ dataDir: dir });
  for (const item of orders) state.orders.set(orderKey(item.merchantId, item.id), item);
  await state.store.write({ orders });
  return { state, dir };
}

describe("the bank simulator's daily settlement file (issue 39)", () => {
  it('lists the Cairo day’s captured payments with the 2.25% fee (at least 1 EGP), then the payout fee; kept across a restart', async () => {
    const { state, dir } = await stateWith([
      order('athar-1-aa', '150.00', '2031-03-10T08:00:00.000Z'),
      order('athar-2-bb', '20.00', '2031-03-10T09:00:00.000Z'),
      // 23:30 UTC on the 9th is already the 10th in Cairo
      order('athar-n-3', '100.00', '2031-03-09T23:30:00.000Z', {
        operation: 'MIT',
        transactions: [{ id: 'night-3', outcome: 'approved', gatewayCode: 'APPROVED' }],
      }),
      order('athar-4-cc', '99.00', undefined),
      order('athar-5-dd', '0.00', '2031-03-10T10:00:00.000Z', { operation: 'VERIFY' }),
      order('athar-6-ee', '50.00', '2031-03-11T10:00:00.000Z'),
    ]);
    await state.store.close();
    const reopened = await openSimulatorState({ dataDir: dir });
    const rows = bankSettlementCsv(reopened, 'TESTATHAR01', '2031-03-10')
      .trimEnd()
      .split('\r\n')
      .map((line) => line.split(','));
    await reopened.store.close();
    expect(rows.map((row) => [row[2], row[3], row[4], row[6], row[8], row[9]])).toEqual([
      ['Transaction ID', 'Order ID', 'Transaction Type', 'Amount', 'Fee', 'Net Amount'],
      ['night-3', 'athar-n-3', 'PURCHASE', '100.00', '2.25', '97.75'],
      [expect.stringMatching(/^\d{12}$/), 'athar-1-aa', 'PURCHASE', '150.00', '3.38', '146.62'],
      [expect.stringMatching(/^\d{12}$/), 'athar-2-bb', 'PURCHASE', '20.00', '1.00', '19.00'],
      ['FEE20310310TESTATHAR01', '', 'PAYOUT_FEE', '0.00', '5.00', '-5.00'],
    ]);
    expect(new Set(rows.slice(1).map((row) => row[10]))).toEqual(new Set(['PO20310310TESTATHAR01']));
  });

  it('is served to the merchant alone, for a day', async () => {
    const { state } = await stateWith([order('athar-1-aa', '150.00', new Date().toISOString())]);
    const app = Fastify();
    await app.register(bankSimulator, {
      state,
      passwords: new Map([['TESTATHAR01', 'secret-01']]),
      parentOrigin: 'http://localhost',
    });
    const url = `/bank/api/rest/version/${GATEWAY_API_VERSION}/merchant/TESTATHAR01/settlement`;
    const basic = (password: string) => ({
      authorization: `Basic ${Buffer.from(`merchant.TESTATHAR01:${password}`).toString('base64')}`,
    });
    expect((await app.inject({ url: `${url}?date=2031-03-10`, headers: basic('wrong') })).statusCode).toBe(
      401,
    );
    expect((await app.inject({ url, headers: basic('secret-01') })).statusCode).toBe(400);
    const file = await app.inject({ url: `${url}?date=2031-03-10`, headers: basic('secret-01') });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('text/csv');
    // no payment that day: the header row alone
    expect(file.body.trimEnd().split('\r\n')).toHaveLength(1);
    await app.close();
  });
});
