import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { testEngines } from '@athar/api/test/test-database';
import { createInternalApi, type InternalApi } from '@athar/pay/internal-api';
import { openCheckout } from '../integration/payments/gateway-browser';
import { startPayStack, type PayStack } from '../integration/payments/pay-stack';
import { donationBody, findPaymentCampaign } from './support/donations';
import { recordResult } from './support/results';

/**
 * R15: a signed internal call is good for its own request, once. The signatures are not made here:
 * they are captured off the wire from the payment host's own client (as someone reading a proxy log
 * or a packet capture would), then re-aimed — a GET's empty-body signature onto a confirmation, the
 * cash command's `{}` confirmation onto other donations, the gateway's paid transaction onto other
 * wallet donations — and replayed, one at a time and at once.
 */
interface Captured {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: string;
}

describe.each(testEngines)('R15 signed internal calls on %s', (engine) => {
  let stack: PayStack;
  let api: InternalApi;
  let captured: Captured[] = [];

  beforeAll(async () => {
    stack = await startPayStack(engine);
    await stack.enableGateway();
    api = createInternalApi({ baseUrl: stack.apiUrl, secret: stack.t.config.PAY_WEBHOOK_SECRET });
  });
  afterAll(() => stack?.close());
  afterEach(() => vi.restoreAllMocks());

  /** Runs `call` through the real client and keeps what it put on the wire (the last request to `path`). */
  async function capture(call: () => Promise<unknown>, path?: string): Promise<Captured> {
    const realFetch = globalThis.fetch;
    captured = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      captured.push({
        url: String(input),
        method: init?.method ?? 'GET',
        headers: { ...(init?.headers as Record<string, string>) },
        body: typeof init?.body === 'string' ? init.body : '',
      });
      return realFetch(input, init);
    });
    await call();
    vi.restoreAllMocks();
    const wire = captured.filter((request) => path === undefined || request.url.includes(path)).at(-1);
    if (!wire) throw new Error(`nothing sent to ${path}`);
    return wire;
  }

  const send = (wire: Captured, overrides: Partial<Captured> = {}) => {
    const request = { ...wire, ...overrides };
    return fetch(request.url, {
      method: request.method,
      headers: request.headers,
      body: request.method === 'GET' ? undefined : request.body,
    });
  };
  const cashDonation = async () => {
    const campaign = await findPaymentCampaign(stack.t.db);
    const response = await stack.t.call({
      method: 'POST',
      url: '/api/donations',
      payload: donationBody(campaign, 'cash', 200),
    });
    return response.json().data[0].donation_id as number;
  };
  const campaignTotals = () =>
    stack.t.db.selectFrom('campaigns').select(['id', 'collected', 'donors_count']).orderBy('id').execute();
  const status = async (id: number) =>
    (await stack.t.db.selectFrom('donations').select('status').where('id', '=', id).executeTakeFirstOrThrow())
      .status;

  it('re-aimed and replayed signatures confirm nothing', async () => {
    const started = Date.now();
    const card = await stack.cardDonation(300);
    const [first, second, third] = [await cashDonation(), await cashDonation(), await cashDonation()];
    const before = await campaignTotals();
    let refused = 0;
    const expectRefused = async (response: Response) => {
      expect(response.status).toBe(401);
      expect(((await response.json()) as { message: string }).message).toMatch(/[\u0600-\u06FF]/);
      refused += 1;
    };

    // 1. the signature of a GET (empty body), sent as an empty-body confirmation of an unpaid card
    const read = await capture(() => api.getDonation(card.id));
    const confirmUrl = `${stack.apiUrl}/api/internal/donations/${card.id}/confirm`;
    const reaimed = { ...read.headers, 'content-type': 'application/json' };
    await expectRefused(await send(read, { url: confirmUrl, method: 'POST', headers: reaimed }));
    // ... and the same GET again: a signature is taken once
    await expectRefused(await send(read));

    // 2. the cash command's `{}` confirmation of one donation, replayed onto others and onto itself
    const confirm = await capture(() => api.confirm(first));
    expect(await status(first)).toBe('confirmed');
    for (const other of [second, third, card.id]) {
      await expectRefused(
        await send(confirm, { url: `${stack.apiUrl}/api/internal/donations/${other}/confirm` }),
      );
    }
    await expectRefused(await send(confirm));

    // 3. a fresh signature fired 20 times at once acts once
    const fresh = await capture(() => api.close(second, 'failed'));
    expect(await status(second)).toBe('failed');
    const burst = await Promise.all(Array.from({ length: 20 }, () => send(fresh)));
    expect(burst.every((response) => response.status === 401)).toBe(true);
    refused += burst.length;

    expect(await status(card.id)).toBe('pending');
    expect(await status(third)).toBe('pending');
    // only the one genuine confirmation counted: 200 EGP and one donor on the cash campaign
    const after = await campaignTotals();
    const grown = after.filter((row, i) => row.collected !== before[i]!.collected);
    expect(grown).toHaveLength(1);
    const was = before.find((row) => row.id === grown[0]!.id)!;
    expect(grown[0]).toEqual({
      ...was,
      collected: was.collected + 20_000,
      donors_count: was.donors_count + 1,
    });
    recordResult(
      'R15',
      `signed calls ${engine}`,
      true,
      `${refused} re-aimed or replayed signatures refused (401, Arabic); the unpaid card and the other cash donations stay pending`,
      Date.now() - started,
    );
  });

  it('the gateway calls: a paid transaction, an order and a listing, re-aimed and replayed, act once', async () => {
    const started = Date.now();
    const paid = await stack.gatewayDonation('wallet', 310);
    const other = await stack.gatewayDonation('wallet', 320);
    const unopened = await stack.gatewayDonation('wallet', 330);
    const before = await stack.totals();
    let refused = 0;
    const expectRefused = async (response: Response) => {
      expect(response.status).toBe(401);
      expect(((await response.json()) as { message: string }).message).toMatch(/[\u0600-\u06FF]/);
      refused += 1;
    };

    // 1. the gateway order pay records when a checkout opens, replayed onto a donation without one
    const order = await capture(() => openCheckout(stack, other), '/gateway-order');
    const orderOf = async (id: number) => (await stack.donation(id)).gateway_order_id;
    expect(await orderOf(other.id)).not.toBeNull();
    await expectRefused(
      await send(order, { url: `${stack.apiUrl}/api/internal/donations/${unopened.id}/gateway-order` }),
    );
    await expectRefused(await send(order));
    expect(await orderOf(unopened.id)).toBeNull();

    // 2. the reconciliation's listing (a GET, empty body) re-aimed as an empty-body gateway transaction
    const listing = await capture(() => api.listPendingGateway(0), '/pending-gateway');
    await expectRefused(
      await send(listing, {
        url: `${stack.apiUrl}/api/internal/donations/${other.id}/gateway-transaction`,
        method: 'POST',
        headers: { ...listing.headers, 'content-type': 'application/json' },
      }),
    );
    await expectRefused(await send(listing));

    // 3. a paid transaction reported for one donation, replayed onto other wallet donations and onto
    //    itself, one at a time and 20 at once
    expect((await openCheckout(stack, paid)).status).toBe(200);
    const report = await capture(
      () =>
        api.gatewayTransaction(paid.id, {
          transaction_id: '77000001',
          outcome: 'paid',
          amount: 31_000,
          currency: 'EGP',
        }),
      '/gateway-transaction',
    );
    expect((await stack.donation(paid.id)).status).toBe('confirmed');
    for (const target of [other.id, unopened.id]) {
      await expectRefused(
        await send(report, { url: `${stack.apiUrl}/api/internal/donations/${target}/gateway-transaction` }),
      );
    }
    const burst = await Promise.all(Array.from({ length: 20 }, () => send(report)));
    expect(burst.map((response) => response.status)).toEqual(Array(20).fill(401));
    refused += burst.length;

    expect((await stack.donation(other.id)).status).toBe('pending');
    expect((await stack.donation(unopened.id)).status).toBe('pending');
    const recorded = await stack.t.db
      .selectFrom('gateway_transactions')
      .select(['donation_id', 'transaction_id'])
      .where('transaction_id', '=', '77000001')
      .execute();
    expect(recorded).toEqual([{ donation_id: paid.id, transaction_id: '77000001' }]);
    expect(await stack.totals()).toEqual({
      collected: before.collected + 31_000,
      donors_count: before.donors_count + 1,
    });
    recordResult(
      'R15',
      `gateway signed calls ${engine}`,
      true,
      `${refused} re-aimed or replayed gateway-order / pending-gateway / gateway-transaction signatures refused (401, Arabic); one paid transaction recorded and confirmed once`,
      Date.now() - started,
    );
  });
});
