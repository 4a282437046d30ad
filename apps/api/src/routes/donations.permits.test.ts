import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_TYPE } from '@athar/contract/constants';
import { apiMessages } from '@athar/contract/messages';
import { paymentDonation } from '@athar/contract/internal/payment-donation';
import { addDays, cairoDay } from '../lib/cairo-time';
import type { CreatorCampaign } from '../test/campaign-factories';
import { createPermit } from '../test/charity-factories';
import { createDonation } from '../test/donation-factories';
import { createGatewayCampaign } from '../test/gateway-factories';
import { signedCall } from '../test/signed-call';
import { createTestApp, type TestApp } from '../test/test-app';
import { oneEngine } from '../test/test-database';

describe.each(oneEngine)('no new donation without a fundraising permit in force (%s)', (engine) => {
  let t: TestApp;
  let campaign: CreatorCampaign;
  let shortNumber: string;
  let city: number;
  let area: number;
  let sequence = 0;
  const today = cairoDay(new Date());

  beforeAll(async () => {
    t = await createTestApp(engine);
    // every channel: cash, card (a merchant the bank simulator knows), wallet, kiosk and Meeza
    campaign = await createGatewayCampaign(t.db);
    const charity = await t.db
      .updateTable('ngos')
      .set({ merchant_id: 'TESTATHAR01', merchant_name: 'ATHAR TEST CHARITY', cash_collection: true })
      .where('id', '=', campaign.ngo_id)
      .returning('sms_short_number')
      .executeTakeFirstOrThrow();
    shortNumber = charity.sms_short_number!;
    const first = await t.db
      .selectFrom('areas')
      .select(['id', 'city_id'])
      .orderBy('id')
      .executeTakeFirstOrThrow();
    [city, area] = [first.city_id, first.id];
  });
  afterAll(() => t.close());

  /** The permit lapses: it ended yesterday. */
  const lapse = () =>
    t.db
      .updateTable('charity_permits')
      .set({ ends_on: addDays(today, -1) })
      .where('ngo_id', '=', campaign.ngo_id)
      .execute();
  const renew = () =>
    createPermit(t.db, { id: campaign.ngo_id }, { starts_on: today, ends_on: addDays(today, 90) });

  const donate = (type: number) =>
    t.call({
      method: 'POST',
      url: '/api/donations',
      payload: {
        donation: {
          consent: true,
          user_name: 'هالة منصور',
          email: 'hala@example.com',
          msisdn: '01098765432',
          amount: 150,
          campaign_id: campaign.id,
          type,
          ...(type === PAYMENT_TYPE.cash ? { city, area, address: 'شارع النصر، عمارة 4، الدور الثاني' } : {}),
        },
      },
    });
  const sms = () =>
    signedCall(t, t.config.SMS_WEBHOOK_SECRET, {
      method: 'POST',
      url: '/api/sms/inbound',
      payload: {
        message_id: `${engine}-permit-${++sequence}`,
        from: '+201001234567',
        to: shortNumber,
        text: `T${campaign.code}`,
        received_at: new Date().toISOString(),
      },
    });
  const donationCount = async () =>
    Number(
      (
        await t.db
          .selectFrom('donations')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('campaign_id', '=', campaign.id)
          .executeTakeFirstOrThrow()
      ).n,
    );
  const totals = () =>
    t.db
      .selectFrom('campaigns')
      .select(['collected', 'donors_count'])
      .where('id', '=', campaign.id)
      .executeTakeFirstOrThrow();
  const internal = (method: 'GET' | 'POST', url: string, payload?: unknown) =>
    signedCall(t, t.config.PAY_WEBHOOK_SECRET, { method, url, payload });

  const TYPES = [
    ['cash', PAYMENT_TYPE.cash],
    ['card', PAYMENT_TYPE.card],
    ['wallet', PAYMENT_TYPE.wallet],
    ['kiosk', PAYMENT_TYPE.kiosk],
    ['meeza', PAYMENT_TYPE.meeza],
  ] as const;

  it('takes every channel while the permit is in force; the payment host sees it open', async () => {
    for (const [name, type] of TYPES) expect((await donate(type)).statusCode, name).toBe(200);
    const sent = await sms();
    expect(sent.json().data[0]).toMatchObject({ outcome: 'donation' });
    const pending = await createDonation(t.db, campaign, { type: 'card' });
    const read = await internal('GET', `/api/internal/donations/${pending}`);
    expect(paymentDonation.parse(read.json().data[0]).donations_paused).toBe(false);
  });

  it('refuses every channel once the permit lapsed, settles what was pending, and resumes with a new permit', async () => {
    // asked yesterday, the permit's last day (docs/decisions/026: a lapse honours what it covered)
    const yesterday = new Date(Date.now() - 24 * 3600_000);
    const pendingCash = await createDonation(t.db, campaign, { type: 'cash', amount: 30_000, at: yesterday });
    const pendingGateway = await createDonation(t.db, campaign, {
      type: 'wallet',
      amount: 12_000,
      at: yesterday,
    });
    await lapse();

    const before = { count: await donationCount(), totals: await totals() };
    for (const [name, type] of TYPES) {
      const refused = await donate(type);
      expect(refused.statusCode, name).toBe(409);
      expect(refused.json(), name).toMatchObject({ status: 0, message: apiMessages.donationsPaused });
    }
    const message = await sms();
    expect(message.statusCode).toBe(200);
    expect(message.json().data[0]).toEqual({ outcome: 'paused', donation_id: null });
    const recorded = await t.db
      .selectFrom('sms_messages')
      .select(['outcome', 'donation_id'])
      .where('message_id', '=', `${engine}-permit-${sequence}`)
      .executeTakeFirstOrThrow();
    expect(recorded).toEqual({ outcome: 'ignored', donation_id: null });
    expect(await donationCount()).toBe(before.count);
    expect(await totals()).toEqual(before.totals);

    // the payment host is told no new payment may start, and the page offers no channel
    const read = await internal('GET', `/api/internal/donations/${pendingGateway}`);
    expect(paymentDonation.parse(read.json().data[0]).donations_paused).toBe(true);
    const page = (await t.call({ method: 'GET', url: `/api/campaigns/details?campid=${campaign.id}` })).json()
      .data[0];
    expect(page).toMatchObject({
      donations_paused: true,
      EPayment: false,
      CashCollection: false,
      Wallet: false,
      Kiosk: false,
      Meeza: false,
    });

    // what was pending before still settles: the collector's cash, the gateway's word on a payment
    expect(
      (await internal('POST', `/api/internal/donations/${pendingCash}/confirm`, {})).json().data[0],
    ).toEqual({
      outcome: 'confirmed',
    });
    const paid = await internal('POST', `/api/internal/donations/${pendingGateway}/gateway-transaction`, {
      transaction_id: '7100001',
      currency: 'EGP',
      outcome: 'paid',
      amount: 12_000,
    });
    expect(paid.statusCode).toBe(200);
    expect(await totals()).toEqual({
      collected: before.totals.collected + 42_000,
      donors_count: before.totals.donors_count + 2,
    });

    await renew();
    for (const [name, type] of TYPES) expect((await donate(type)).statusCode, name).toBe(200);
    expect((await sms()).json().data[0]).toMatchObject({ outcome: 'donation' });
    expect(
      (await t.call({ method: 'GET', url: `/api/campaigns/details?campid=${campaign.id}` })).json().data[0],
    ).toMatchObject({ donations_paused: false, EPayment: true, CashCollection: true, Wallet: true });
  });
});
