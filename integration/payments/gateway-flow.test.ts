import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oneEngine } from '@athar/api/test/test-database';
import { reconcileGateway } from '@athar/pay/gateway/reconcile-gateway';
import {
  callbacksDelivered,
  clientSecretOf,
  follow,
  gatewayTransactionOf,
  openCheckout,
  payAtKiosk,
  payByMeeza,
  payByWallet,
  reverseAtGateway,
  sendCallback,
  takeKioskReference,
  WALLET,
} from './gateway-browser';
import { startPayStack, type PayStack } from './pay-stack';

describe.each(oneEngine)('wallet, kiosk and Meeza through the Paymob-protocol simulator (%s)', (engine) => {
  let stack: PayStack;
  beforeAll(async () => {
    stack = await startPayStack(engine, { paymobRetryDelaysMs: [50, 100] });
    await stack.enableGateway();
  });
  afterAll(() => stack.close());

  const checkoutOf = async (donation: { id: number; token: string }) => {
    const opened = await openCheckout(stack, donation);
    expect(opened.status).toBe(200);
    expect(opened.body).toMatchObject({ Success: true, URL: expect.any(String) });
    return opened.body.URL as string;
  };

  const failedWith = (reason: string, method?: string) => {
    const url = new URL(`${stack.apiUrl}/transactionfailed`);
    url.searchParams.set('reason', reason);
    url.searchParams.set('campaignID', String(stack.campaign.id));
    url.searchParams.set('campaignName', stack.campaign.title.trim().replace(/\s+/g, '_'));
    if (method) url.searchParams.set('method', method);
    return url.toString();
  };

  it('wallet approved: the callback confirms once with the totals; the browser lands on the campaign', async () => {
    const donation = await stack.gatewayDonation('wallet', 150);
    const before = await stack.totals();
    const url = await checkoutOf(donation);
    expect(url.startsWith(`${stack.payUrl}/paymob/unifiedcheckout/?`)).toBe(true);
    expect(new URL(url).searchParams.get('publicKey')).toBe('egy_pk_test_athar01');

    const intention = [...stack.pay.paymobSimulator!.intentions.values()].find(
      (i) => i.clientSecret === clientSecretOf(url),
    )!;
    expect(intention).toMatchObject({
      amountCents: 15_000,
      currency: 'EGP',
      integrationId: 480101,
      specialReference: `athar-${donation.id}`,
      notificationUrl: `${stack.payUrl}/api/gateway/callback`,
      redirectionUrl: `${stack.payUrl}/api/gateway/response`,
      billing: { first_name: 'منى', last_name: 'عبد الله', email: 'mona@example.com' },
    });
    const row = await stack.donation(donation.id);
    expect(row.gateway_order_id).toBe(String(intention.orderId));

    const paid = await payByWallet(stack, url, WALLET.approves);
    expect(paid.status).toBe(302);
    expect(paid.location.startsWith(`${stack.payUrl}/api/gateway/response?`)).toBe(true);
    const delivered = await callbacksDelivered(stack);
    expect(delivered.every((d) => d.delivered && d.status === 200)).toBe(true);
    expect((await stack.donation(donation.id)).status).toBe('confirmed');

    const back = await follow(paid.location);
    expect(back.status).toBe(302);
    const landing = new URL(back.location);
    expect(`${landing.origin}${landing.pathname}`).toBe(`${stack.apiUrl}/TransactionDonation/${donation.id}`);
    expect(Object.fromEntries(landing.searchParams)).toEqual({
      Status: '1',
      donationID: String(donation.id),
      campaignName: stack.campaign.title.trim().replace(/\s+/g, '_'),
      campaignID: String(stack.campaign.id),
      key: row.receipt_key,
    });
    // the browser's return again and the callback again: counted once
    await follow(paid.location);
    expect((await sendCallback(stack, await gatewayTransactionOf(stack, donation.id))).status).toBe(200);
    expect(await stack.totals()).toEqual({
      collected: before.collected + 15_000,
      donors_count: before.donors_count + 1,
    });
    expect((await openCheckout(stack, donation)).status).toBe(409);
  });

  it('the checkout says what the donation is for and who is paid, in Arabic (issue 35)', async () => {
    const donation = await stack.gatewayDonation('wallet', 120);
    const url = await checkoutOf(donation);
    const ngo = await stack.t.db
      .selectFrom('ngos')
      .select('ar_name')
      .where('id', '=', stack.campaign.ngo_id)
      .executeTakeFirstOrThrow();
    const page = await (await fetch(url)).text();
    expect(page).toContain(`تبرع في ذكرى ${stack.campaign.title}`.slice(0, 50));
    expect(page).toContain(`يصل إلى ${ngo.ar_name}`);
  });

  it('wallet declined for its balance: the donation fails, counts nowhere, and the browser is told why', async () => {
    const donation = await stack.gatewayDonation('wallet', 200);
    const before = await stack.totals();
    const paid = await payByWallet(stack, await checkoutOf(donation), WALLET.declines);
    expect(paid.status).toBe(302);
    await callbacksDelivered(stack);
    expect((await stack.donation(donation.id)).status).toBe('failed');
    // the gateway said «Insufficient balance»: the page says the wallet's balance was too low
    expect(await follow(paid.location)).toEqual({
      status: 302,
      location: failedWith('insufficient', 'wallet'),
    });
    expect(await stack.totals()).toEqual(before);
  });

  it('Meeza approved and declined', async () => {
    const approved = await stack.gatewayDonation('meeza', 300);
    const declined = await stack.gatewayDonation('meeza', 310);
    const before = await stack.totals();
    expect((await payByMeeza(stack, await checkoutOf(approved), '01/39')).status).toBe(302);
    const refused = await payByMeeza(stack, await checkoutOf(declined), '02/30');
    expect(refused.status).toBe(302);
    await callbacksDelivered(stack);
    // «Do not honour»: a decline, said as the Meeza card's
    expect(await follow(refused.location)).toEqual({
      status: 302,
      location: failedWith('declined', 'meeza'),
    });
    expect((await stack.donation(approved.id)).status).toBe('confirmed');
    expect((await stack.donation(declined.id)).status).toBe('failed');
    expect(await stack.totals()).toEqual({
      collected: before.collected + 30_000,
      donors_count: before.donors_count + 1,
    });
    expect(JSON.stringify(await stack.donation(approved.id))).not.toContain('5078030000000008');
  });

  it('kiosk: pending with the reference kept, then paid at the kiosk and confirmed', async () => {
    const donation = await stack.gatewayDonation('kiosk', 250);
    const before = await stack.totals();
    const url = await checkoutOf(donation);
    expect((await takeKioskReference(stack, url)).status).toBe(303);
    await callbacksDelivered(stack);
    const issued = await gatewayTransactionOf(stack, donation.id);
    const reference = String(issued.data?.bill_reference);
    const pending = await stack.donation(donation.id);
    expect(pending).toMatchObject({ status: 'pending', kiosk_reference: reference });
    expect(new Date(pending.kiosk_expires_at!).toISOString()).toBe(
      new Date(String(issued.data?.due_at)).toISOString(),
    );
    expect(await stack.totals()).toEqual(before);

    // the donor goes back to the site from the reference page: the receipt shows the reference
    const response = new URL(`${stack.payUrl}/api/gateway/response`);
    const page = await (await fetch(url)).text();
    const back = /href="([^"]*\/api\/gateway\/response[^"]*)"/
      .exec(page)?.[1]
      ?.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)))
      .replace(/&amp;/g, '&');
    expect(back?.startsWith(response.toString())).toBe(true);
    expect(await follow(back!)).toEqual({
      status: 302,
      location: `${stack.apiUrl}/Receipt/${donation.id}?key=${encodeURIComponent(pending.receipt_key)}`,
    });
    // reopening the checkout gives the same page (the same reference), never a second order
    expect(await checkoutOf(donation)).toBe(url);

    expect((await payAtKiosk(stack, reference)).status).toBe(200);
    await callbacksDelivered(stack);
    expect((await stack.donation(donation.id)).status).toBe('confirmed');
    expect(await stack.totals()).toEqual({
      collected: before.collected + 25_000,
      donors_count: before.donors_count + 1,
    });
  });

  it('kiosk expiry: the reconciliation cancels a reference past its due time, nothing counts', async () => {
    const donation = await stack.gatewayDonation('kiosk', 260);
    const before = await stack.totals();
    await takeKioskReference(stack, await checkoutOf(donation));
    await callbacksDelivered(stack);
    expect((await stack.donation(donation.id)).status).toBe('pending');
    const early = await reconcileGateway(stack.pay.payments, { olderThanSeconds: 0 });
    expect(early.expired).toBe(0);
    expect((await stack.donation(donation.id)).status).toBe('pending');
    const later = new Date(Date.now() + 49 * 3600_000);
    const summary = await reconcileGateway(stack.pay.payments, { olderThanSeconds: 0, now: later });
    expect(summary.expired).toBeGreaterThanOrEqual(1);
    expect((await stack.donation(donation.id)).status).toBe('cancelled');
    expect(await stack.totals()).toEqual(before);
  });

  it('the reconciliation confirms a wallet payment whose callback never came, and cancels an abandoned order', async () => {
    const late = await stack.gatewayDonation('wallet', 270);
    const abandoned = await stack.gatewayDonation('wallet', 280);
    const before = await stack.totals();
    const page = await payByWallet(stack, await checkoutOf(late), WALLET.timesOut);
    expect(page.status).toBe(200);
    await checkoutOf(abandoned);
    // the wallet answers later, and its callback is lost
    const obj = await gatewayTransactionOf(stack, late.id);
    Object.assign(obj, { pending: false, success: true });
    await reconcileGateway(stack.pay.payments, { olderThanSeconds: 0 });
    expect((await stack.donation(late.id)).status).toBe('confirmed');
    expect((await stack.donation(abandoned.id)).status).toBe('pending');
    await reconcileGateway(stack.pay.payments, {
      olderThanSeconds: 0,
      now: new Date(Date.now() + 2 * 3600_000),
    });
    expect((await stack.donation(abandoned.id)).status).toBe('cancelled');
    expect(await stack.totals()).toEqual({
      collected: before.collected + 27_000,
      donors_count: before.donors_count + 1,
    });
  });

  it('refund after confirmation: the totals are reversed once', async () => {
    const donation = await stack.gatewayDonation('wallet', 400);
    const before = await stack.totals();
    await payByWallet(stack, await checkoutOf(donation), WALLET.approves);
    await callbacksDelivered(stack);
    expect((await stack.donation(donation.id)).status).toBe('confirmed');
    const paid = await gatewayTransactionOf(stack, donation.id);
    expect(await reverseAtGateway(stack, 'refund', paid.id, 40_000)).toBe(201);
    await callbacksDelivered(stack);
    expect((await stack.donation(donation.id)).status).toBe('refunded');
    expect(await stack.totals()).toEqual(before);
    // the refund's callback again changes nothing
    expect((await sendCallback(stack, await gatewayTransactionOf(stack, donation.id))).status).toBe(200);
    expect(await stack.totals()).toEqual(before);
    expect((await stack.donation(donation.id)).status).toBe('refunded');
  });

  it('void after confirmation: the totals are reversed once', async () => {
    const donation = await stack.gatewayDonation('meeza', 410);
    const before = await stack.totals();
    await payByMeeza(stack, await checkoutOf(donation), '01/39');
    await callbacksDelivered(stack);
    const paid = await gatewayTransactionOf(stack, donation.id);
    expect(await reverseAtGateway(stack, 'void', paid.id)).toBe(201);
    await callbacksDelivered(stack);
    expect((await stack.donation(donation.id)).status).toBe('refunded');
    expect(await stack.totals()).toEqual(before);
  });
});
