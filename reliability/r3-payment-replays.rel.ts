import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMS_DONATION_PIASTERS } from '@athar/contract/constants';
import { signRequest } from '@athar/server-kit/hmac-signature';
import { testEngines } from '@athar/api/test/test-database';
import { EXPIRY, getSession, payInLightbox, payOnHostedPage } from '../integration/payments/bank-browser';
import { startPayStack, type PayStack } from '../integration/payments/pay-stack';
import { startCallbackCapture, walletPaidUnannounced, type CallbackCapture } from './support/gateway-capture';
import { recordResult } from './support/results';

/**
 * R3: the ways money arrives, each replayed 100 times at once over real HTTP — the lightbox's Save,
 * the bank's return to Response.aspx, one SMS delivery (same message id, same signature), and the
 * wallet gateway's processed callback and browser return (each as the simulator signed it).
 * Each ends as exactly one donation confirmed once: the campaign's total and donors count grow once.
 */
const REPLAYS = 100;

describe.each(testEngines)('R3 replayed payment callbacks on %s', (engine) => {
  let stack: PayStack;
  let capture: CallbackCapture;
  beforeAll(async () => {
    stack = await startPayStack(engine);
    await stack.enableGateway();
    capture = await startCallbackCapture();
  });
  afterAll(async () => {
    await stack?.close();
    await capture?.close();
  });

  const donationsOfCampaign = async (campaignId: number) =>
    Number(
      (
        await stack.t.db
          .selectFrom('donations')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('campaign_id', '=', campaignId)
          .executeTakeFirstOrThrow()
      ).n,
    );

  it(`Save, replayed ${REPLAYS} times, confirms one card donation once`, async () => {
    const donation = await stack.cardDonation(350);
    const id = donation.id;
    const before = { ...(await stack.totals()), donations: await donationsOfCampaign(stack.campaign.id) };
    const session = await getSession(stack, donation);
    const paid = await payInLightbox(stack, String(session.body.Message), EXPIRY.approved);
    expect(paid.answer.event).toBe('complete');

    const started = Date.now();
    const saves = await Promise.all(
      Array.from({ length: REPLAYS }, (_, i) =>
        stack.post('/api/hostedcheckout/Save', {
          donationId: i % 2 === 0 ? String(id) : id,
          paymentToken: donation.token,
        }),
      ),
    );
    const answers = await Promise.all(
      saves.map(async (response) => ({
        status: response.status,
        body: (await response.json()) as { Status?: string },
      })),
    );
    const ms = Date.now() - started;
    expect(answers.filter((answer) => answer.status !== 200 || answer.body.Status !== 'confirmed')).toEqual(
      [],
    );
    expect(await stack.totals()).toEqual({
      collected: before.collected + 35_000,
      donors_count: before.donors_count + 1,
    });
    expect(await donationsOfCampaign(stack.campaign.id)).toBe(before.donations);
    expect((await stack.donation(id)).status).toBe('confirmed');
    recordResult('R3', `Save ${engine}`, true, `${REPLAYS} replays → 1 donation, confirmed once`, ms);
  });

  it(`Response.aspx, replayed ${REPLAYS} times, confirms one card donation once`, async () => {
    const donation = await stack.cardDonation(275);
    const id = donation.id;
    const before = { ...(await stack.totals()), donations: await donationsOfCampaign(stack.campaign.id) };
    const submitted = await stack.post('/api/Transaction/Submit', {
      donationId: id,
      paymentToken: donation.token,
    });
    const pageUrl = String(((await submitted.json()) as { URL: string }).URL);
    const bankReturn = await payOnHostedPage(stack, pageUrl, EXPIRY.approved);
    expect(bankReturn.status).toBe(303);

    const started = Date.now();
    const returns = await Promise.all(
      Array.from({ length: REPLAYS }, () => fetch(bankReturn.location, { redirect: 'manual' })),
    );
    const ms = Date.now() - started;
    for (const response of returns) {
      expect(response.status).toBe(302);
      expect(response.headers.get('location')).toContain(`/TransactionDonation/${id}?Status=1`);
    }
    expect(await stack.totals()).toEqual({
      collected: before.collected + 27_500,
      donors_count: before.donors_count + 1,
    });
    expect(await donationsOfCampaign(stack.campaign.id)).toBe(before.donations);
    recordResult(
      'R3',
      `Response.aspx ${engine}`,
      true,
      `${REPLAYS} replays → 1 donation, confirmed once`,
      ms,
    );
  });

  it(`one SMS message, delivered ${REPLAYS} times, is one donation counted once`, async () => {
    const campaign = await stack.t.db
      .selectFrom('campaigns as c')
      .innerJoin('projects as p', 'p.id', 'c.project_id')
      .innerJoin('ngos as n', 'n.id', 'p.ngo_id')
      .select(['c.id', 'c.code', 'n.sms_short_number as short'])
      .orderBy('c.id', 'desc')
      .executeTakeFirstOrThrow();
    const totals = () =>
      stack.t.db
        .selectFrom('campaigns')
        .select(['collected', 'donors_count'])
        .where('id', '=', campaign.id)
        .executeTakeFirstOrThrow();
    const before = { ...(await totals()), donations: await donationsOfCampaign(campaign.id) };
    const body = JSON.stringify({
      message_id: `reliability-${engine}-${Date.now()}`,
      from: '+201001234567',
      to: campaign.short,
      text: `T${campaign.code}`,
      received_at: new Date().toISOString(),
    });
    const signature = signRequest(stack.t.config.SMS_WEBHOOK_SECRET, {
      method: 'POST',
      path: '/api/sms/inbound',
      body,
    });

    const started = Date.now();
    const deliveries = await Promise.all(
      Array.from({ length: REPLAYS }, () =>
        fetch(`${stack.apiUrl}/api/sms/inbound`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-signature': signature },
          body,
        }).then(async (response) => ({
          status: response.status,
          body: (await response.json()) as { data: { outcome: string }[] },
        })),
      ),
    );
    const ms = Date.now() - started;
    expect(deliveries.filter((delivery) => delivery.status !== 200)).toEqual([]);
    const outcomes = deliveries.map((delivery) => delivery.body.data[0]!.outcome);
    expect(outcomes.filter((outcome) => outcome === 'donation')).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome === 'duplicate')).toHaveLength(REPLAYS - 1);
    expect(await totals()).toEqual({
      collected: before.collected + SMS_DONATION_PIASTERS,
      donors_count: before.donors_count + 1,
    });
    expect(await donationsOfCampaign(campaign.id)).toBe(before.donations + 1);
    recordResult('R3', `SMS ${engine}`, true, `${REPLAYS} deliveries → 1 donation, confirmed once`, ms);
  });

  const gatewayRows = async (donationId: number) =>
    (
      await stack.t.db
        .selectFrom('gateway_transactions')
        .select(['transaction_id', 'outcome'])
        .where('donation_id', '=', donationId)
        .execute()
    ).map((row) => `${row.transaction_id}:${row.outcome}`);

  it(`the gateway's processed callback, replayed ${REPLAYS} times, confirms one wallet donation once`, async () => {
    const { donation, callback } = await walletPaidUnannounced(stack, capture, 320);
    expect(callback.path).toMatch(/^\/api\/gateway\/callback\?hmac=[0-9a-f]{128}$/);
    expect((await stack.donation(donation.id)).status).toBe('pending');
    const before = { ...(await stack.totals()), donations: await donationsOfCampaign(stack.campaign.id) };

    const started = Date.now();
    const deliveries = await Promise.all(
      Array.from({ length: REPLAYS }, () =>
        fetch(`${stack.payUrl}${callback.path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: callback.body,
        }).then(async (response) => ({ status: response.status, body: await response.text() })),
      ),
    );
    const ms = Date.now() - started;
    expect(deliveries.filter((delivery) => delivery.status !== 200)).toEqual([]);
    expect(new Set(deliveries.map((delivery) => delivery.body))).toEqual(new Set(['{"received":true}']));
    expect((await stack.donation(donation.id)).status).toBe('confirmed');
    expect(await stack.totals()).toEqual({
      collected: before.collected + 32_000,
      donors_count: before.donors_count + 1,
    });
    expect(await donationsOfCampaign(stack.campaign.id)).toBe(before.donations);
    const { obj } = JSON.parse(callback.body) as { obj: { id: number } };
    expect(await gatewayRows(donation.id)).toEqual([`${obj.id}:paid`]);
    recordResult(
      'R3',
      `gateway callback ${engine}`,
      true,
      `${REPLAYS} replays → 1 donation, confirmed once, 1 gateway transaction`,
      ms,
    );
  });

  it(`the gateway's response callback (the browser's return), replayed ${REPLAYS} times, confirms once`, async () => {
    const { donation, browserReturn } = await walletPaidUnannounced(stack, capture, 330);
    expect(browserReturn.startsWith(`${stack.payUrl}/api/gateway/response?`)).toBe(true);
    expect(new URL(browserReturn).searchParams.get('hmac')).toMatch(/^[0-9a-f]{128}$/);
    expect((await stack.donation(donation.id)).status).toBe('pending');
    const before = { ...(await stack.totals()), donations: await donationsOfCampaign(stack.campaign.id) };

    const started = Date.now();
    const returns = await Promise.all(
      Array.from({ length: REPLAYS }, () => fetch(browserReturn, { redirect: 'manual' })),
    );
    const ms = Date.now() - started;
    const landed = returns.map((response) => `${response.status} ${response.headers.get('location')}`);
    expect(landed.filter((line) => !line.includes(`/TransactionDonation/${donation.id}?Status=1`))).toEqual(
      [],
    );
    expect(returns.every((response) => response.status === 302)).toBe(true);
    expect((await stack.donation(donation.id)).status).toBe('confirmed');
    expect(await stack.totals()).toEqual({
      collected: before.collected + 33_000,
      donors_count: before.donors_count + 1,
    });
    expect(await donationsOfCampaign(stack.campaign.id)).toBe(before.donations);
    expect(await gatewayRows(donation.id)).toHaveLength(1);
    recordResult(
      'R3',
      `gateway response ${engine}`,
      true,
      `${REPLAYS} replays → 1 donation, confirmed once, 1 gateway transaction`,
      ms,
    );
  });
});
