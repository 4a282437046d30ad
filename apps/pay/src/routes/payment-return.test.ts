import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXPIRY, payOnHostedPage, submit } from '../../../../integration/payments/bank-browser';
import { startPayStack, oneEngine, type PayStack } from '../../../../integration/payments/pay-stack';
import { createTestPayApp, TEST_PUBLIC_URL } from '../test/test-pay-app';

/**
 * GET /Response.aspx — the bank's return of the browser after a card payment (payment-return.ts),
 * api, pay and the bank simulator on loopback. The whole redirect flow is
 * integration/payments/redirect-flow.test.ts.
 */
describe.each(oneEngine)("the bank's return to Response.aspx (%s)", (engine) => {
  let stack: PayStack;
  beforeAll(async () => {
    stack = await startPayStack(engine);
  });
  afterAll(() => stack.close());

  const follow = async (location: string) => {
    const response = await fetch(location, { redirect: 'manual' });
    return { status: response.status, location: response.headers.get('location') ?? '' };
  };
  const failedPage = () => `${stack.apiUrl}/transactionfailed`;
  /** /transactionfailed?reason=…&campaignID=…&campaignName=…, as the web page reads it */
  const failedWith = (reason: string) => {
    const url = new URL(failedPage());
    url.searchParams.set('reason', reason);
    url.searchParams.set('campaignID', String(stack.campaign.id));
    url.searchParams.set('campaignName', stack.campaign.title.trim().replace(/\s+/g, '_'));
    return url.toString();
  };

  it('a forged return with the true indicator but no payment confirms nothing', async () => {
    const donation = await stack.cardDonation(130);
    const id = donation.id;
    const before = await stack.totals();
    const submitted = await submit(stack, donation);
    const sessionId = new URL(submitted.body.URL as string).pathname.split('/').pop()!;
    const indicator = stack.pay.bankSimulator!.sessions.get(sessionId)!.successIndicator;
    const forged = `${stack.payUrl}/Response.aspx?resultIndicator=${indicator}&donationID=${id}`;
    expect((await follow(forged)).location).toBe(failedWith('unconfirmed'));
    expect((await follow(`${stack.payUrl}/Response.aspx?donationID=abc`)).location).toBe(failedPage());
    expect((await follow(`${stack.payUrl}/Response.aspx?donationID=987654321`)).location).toBe(failedPage());
    expect((await stack.donation(id)).status).toBe('pending');
    expect(await stack.totals()).toEqual(before);
  });

  it('a bank with no final answer yet is "not confirmed", and a bank that does not answer "timed out"', async () => {
    const slow = await stack.cardDonation(145);
    const slowPage = (await submit(stack, slow)).body.URL as string;
    const slowReturn = await payOnHostedPage(stack, slowPage, EXPIRY.timeout);
    expect((await follow(slowReturn.location)).location).toBe(failedWith('unconfirmed'));
    expect((await stack.donation(slow.id)).status).toBe('pending');

    const donation = await stack.cardDonation(150);
    const page = (await submit(stack, donation)).body.URL as string;
    const bankReturn = await payOnHostedPage(stack, page, EXPIRY.approved);
    const bank = stack.pay.payments.bank;
    const retrieveOrder = bank.retrieveOrder;
    bank.retrieveOrder = () => Promise.reject(new Error('bank unreachable'));
    try {
      expect((await follow(bankReturn.location)).location).toBe(failedWith('timeout'));
    } finally {
      bank.retrieveOrder = retrieveOrder;
    }
    expect((await stack.donation(donation.id)).status).toBe('pending');
    // the bank answers again: the same return now lands on the campaign
    expect((await follow(bankReturn.location)).location).toContain('/TransactionDonation/');
  });

  it('a donation cancelled meanwhile is reported cancelled', async () => {
    const donation = await stack.cardDonation(155);
    const page = (await submit(stack, donation)).body.URL as string;
    const bankReturn = await payOnHostedPage(stack, page, EXPIRY.approved);
    await stack.t.db
      .updateTable('donations')
      .set({ status: 'cancelled' })
      .where('id', '=', donation.id)
      .execute();
    expect((await follow(bankReturn.location)).location).toBe(failedWith('cancelled'));
  });
});

describe('Response.aspx on the payment host alone', () => {
  let test: Awaited<ReturnType<typeof createTestPayApp>>;
  beforeAll(async () => {
    test = await createTestPayApp();
  });
  afterAll(() => test.close());

  it('lands on /transactionfailed, saying "timeout" when the api does not answer', async () => {
    const back = async (query: string) => {
      const answer = await test.pay.inject({ method: 'GET', url: `/Response.aspx${query}` });
      return { status: answer.statusCode, location: answer.headers.location };
    };
    const failed = `${TEST_PUBLIC_URL}/transactionfailed`;
    expect(await back('')).toEqual({ status: 302, location: failed });
    expect(await back('?donationID=abc&donationID=1')).toEqual({ status: 302, location: failed });
    expect(await back('?donationID=7&resultIndicator=abc')).toEqual({
      status: 302,
      location: `${failed}?reason=timeout`,
    });
  });
});
