import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oneEngine } from '@athar/api/test/test-database';
import { EXPIRY, payOnHostedPage, submit } from './bank-browser';
import { startPayStack, type PayStack } from './pay-stack';

/**
 * The redirect flow from Transaction/Submit through the bank's hosted page to Response.aspx and the
 * web app. Each call on its own is tested beside its route in apps/pay/src/routes/
 * (transaction-submit.test.ts, payment-return.test.ts).
 */
describe.each(oneEngine)('card payments through Transaction/Submit and Response.aspx (%s)', (engine) => {
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

  it('approved: the bank returns to Response.aspx, which verifies and redirects to the campaign', async () => {
    const donation = await stack.cardDonation(175);
    const id = donation.id;
    const before = await stack.totals();
    const submitted = await submit(stack, donation, { amount: 1 });
    expect(submitted.body).toMatchObject({
      Success: true,
      URL: expect.stringContaining('/bank/checkout/pay/'),
    });
    const page = await fetch(submitted.body.URL as string);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");

    const bankReturn = await payOnHostedPage(stack, submitted.body.URL as string, EXPIRY.approved);
    expect(bankReturn.status).toBe(303);
    const returnUrl = new URL(bankReturn.location);
    expect(returnUrl.origin + returnUrl.pathname).toBe(`${stack.payUrl}/Response.aspx`);
    expect(returnUrl.searchParams.get('donationID')).toBe(String(id));

    const forged = new URL(returnUrl);
    forged.searchParams.set('resultIndicator', 'f'.repeat(16));
    expect((await follow(forged.toString())).location).toBe(failedWith('unconfirmed'));
    expect((await stack.donation(id)).status).toBe('pending');

    const landing = await follow(returnUrl.toString());
    expect(landing.status).toBe(302);
    const target = new URL(landing.location);
    expect(target.origin + target.pathname).toBe(`${stack.apiUrl}/TransactionDonation/${id}`);
    expect(Object.fromEntries(target.searchParams)).toEqual({
      Status: '1',
      donationID: String(id),
      campaignName: stack.campaign.title.trim().replace(/\s+/g, '_'),
      campaignID: String(stack.campaign.id),
      // the receipt key: with it the web page asks the api whether the donation is really paid
      key: (await stack.donation(id)).receipt_key,
    });
    const replayed = await follow(returnUrl.toString());
    expect(replayed.location).toBe(landing.location);
    // a paid donation's return without this browser's proof gives nothing away
    const bare = await follow(`${stack.payUrl}/Response.aspx?donationID=${id}`);
    expect(bare.location).toBe(failedWith('unconfirmed'));
    expect(await stack.totals()).toEqual({
      collected: before.collected + 17_500,
      donors_count: before.donors_count + 1,
    });
  });

  it('declined: back to /transactionfailed and the donation fails', async () => {
    const donation = await stack.cardDonation(120);
    const before = await stack.totals();
    const submitted = await submit(stack, donation);
    const bankReturn = await payOnHostedPage(stack, submitted.body.URL as string, EXPIRY.declined);
    expect((await follow(bankReturn.location)).location).toBe(failedWith('declined'));
    expect((await stack.donation(donation.id)).status).toBe('failed');
    expect(await stack.totals()).toEqual(before);
  });

  it('cancel on the hosted page returns to /transactionfailed with nothing counted', async () => {
    const before = await stack.totals();
    const submitted = await submit(stack, await stack.cardDonation(140));
    const sessionId = new URL(submitted.body.URL as string).pathname.split('/').pop()!;
    const cancel = await fetch(`${stack.payUrl}/bank/checkout/${sessionId}/cancel`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'mode=page',
      redirect: 'manual',
    });
    expect(cancel.status).toBe(303);
    expect((await follow(cancel.headers.get('location')!)).location).toBe(failedWith('cancelled'));
    expect(await stack.totals()).toEqual(before);
  });
});
