import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymobHmacOfQuery } from '../gateway/paymob-hmac';
import {
  ACCOUNT_KEYS,
  follow,
  paidSilently as paidSilentlyOn,
} from '../../../../integration/payments/gateway-browser';
import { startPayStack, oneEngine, type PayStack } from '../../../../integration/payments/pay-stack';
import { createTestPayApp, TEST_PUBLIC_URL } from '../test/test-pay-app';

/**
 * GET /api/gateway/response?…&hmac= — Paymob's transaction response callback, the donor's browser
 * back from the gateway (gateway-response.ts), api, pay and the Paymob-protocol simulator on
 * loopback. The browser's genuine returns are in integration/payments/gateway-flow.test.ts.
 */
describe.each(oneEngine)("the gateway's response callback (%s)", (engine) => {
  let stack: PayStack;
  beforeAll(async () => {
    stack = await startPayStack(engine, { paymobRetryDelaysMs: [50, 100] });
    await stack.enableGateway();
  });
  afterAll(() => stack.close());

  const paidSilently = (amount?: number) => paidSilentlyOn(stack, amount);

  it('the browser return: a forged query lands on the failure page and changes nothing', async () => {
    const { donation, obj } = await paidSilently(150);
    const query: Record<string, string> = {
      amount_cents: String(obj.amount_cents),
      created_at: obj.created_at,
      currency: obj.currency,
      error_occured: 'false',
      has_parent_transaction: 'false',
      id: String(obj.id),
      integration_id: String(obj.integration_id),
      is_3d_secure: String(obj.is_3d_secure),
      is_auth: 'false',
      is_capture: 'false',
      is_refunded: 'false',
      is_standalone_payment: 'true',
      is_voided: 'false',
      order: String(obj.order.id),
      owner: String(obj.owner),
      pending: 'false',
      'source_data.pan': obj.source_data.pan ?? '',
      'source_data.sub_type': obj.source_data.sub_type ?? '',
      'source_data.type': obj.source_data.type ?? '',
      success: 'true',
      merchant_order_id: `athar-${donation.id}`,
    };
    const url = (hmac: string) =>
      `${stack.payUrl}/api/gateway/response?${new URLSearchParams({ ...query, hmac }).toString()}`;
    const failed = `${stack.apiUrl}/transactionfailed`;
    expect(await follow(url(paymobHmacOfQuery(query, 'wrong')))).toEqual({ status: 302, location: failed });
    expect(await follow(url(''))).toEqual({ status: 302, location: failed });
    expect((await stack.donation(donation.id)).status).toBe('pending');
    const genuine = await follow(url(paymobHmacOfQuery(query, ACCOUNT_KEYS.hmac)));
    expect(genuine.location.startsWith(`${stack.apiUrl}/TransactionDonation/${donation.id}?Status=1`)).toBe(
      true,
    );
    expect((await stack.donation(donation.id)).status).toBe('confirmed');
  });
});

describe('the response callback on the payment host alone', () => {
  let test: Awaited<ReturnType<typeof createTestPayApp>>;
  beforeAll(async () => {
    test = await createTestPayApp();
  });
  afterAll(() => test.close());

  const back = async (query: string) => {
    const answer = await test.pay.inject({ method: 'GET', url: `/api/gateway/response${query}` });
    return { status: answer.statusCode, location: answer.headers.location };
  };

  it('lands on /transactionfailed without a donation of ours, and says "timeout" when the api does not answer', async () => {
    const failed = `${TEST_PUBLIC_URL}/transactionfailed`;
    expect(await back('')).toEqual({ status: 302, location: failed });
    expect(await back('?merchant_order_id=other-1&hmac=00')).toEqual({ status: 302, location: failed });
    expect(await back('?merchant_order_id=athar-1&hmac=00')).toEqual({
      status: 302,
      location: `${failed}?reason=timeout`,
    });
  });
});
