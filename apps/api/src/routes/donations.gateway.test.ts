import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_TYPE } from '@athar/contract/constants';
import { validationMessages } from '@athar/contract/messages';
import { paymentTokenMatches } from '@athar/server-kit/payment-token';
import { createCreatorCampaign, type CreatorCampaign } from '../test/campaign-factories';
import { createLoggedInUser, type LoggedInUser } from '../test/factories';
import { createGatewayCampaign } from '../test/gateway-factories';
import { signedCall } from '../test/signed-call';
import { createTestApp, type TestApp } from '../test/test-app';
import { oneEngine } from '../test/test-database';

describe.each(oneEngine)('wallet, kiosk and Meeza donations on %s', (engine) => {
  let t: TestApp;
  let allMethods: CreatorCampaign;
  let walletAndKiosk: CreatorCampaign;
  let noGateway: CreatorCampaign;
  let donor: LoggedInUser;
  let nextTransaction = 6_000_000;

  beforeAll(async () => {
    t = await createTestApp(engine);
    allMethods = await createGatewayCampaign(t.db);
    walletAndKiosk = await createGatewayCampaign(t.db, ['wallet', 'kiosk']);
    noGateway = await createCreatorCampaign(t.db, { cash: true, card: true });
    donor = await createLoggedInUser(t.db, { user_name: 'هالة منصور' });
  });
  afterAll(() => t.close());

  const donate = (campaignId: number, type: number, auth: LoggedInUser['auth'] | null = null, amount = 150) =>
    t.call({
      method: 'POST',
      url: '/api/donations',
      headers: auth ?? {},
      payload: {
        donation: {
          consent: true,
          user_name: 'هالة منصور',
          email: 'hala@example.com',
          msisdn: '',
          amount,
          campaign_id: campaignId,
          type,
        },
      },
    });
  const details = async (campaignId: number) =>
    (await t.call({ method: 'GET', url: `/api/campaigns/details?campid=${campaignId}` })).json().data[0];
  const report = (id: number, body: Record<string, unknown>) =>
    signedCall(t, t.config.PAY_WEBHOOK_SECRET, {
      method: 'POST',
      url: `/api/internal/donations/${id}/gateway-transaction`,
      payload: { transaction_id: String((nextTransaction += 1)), currency: 'EGP', ...body },
    });

  it('says on the campaign page which gateway methods its charity takes', async () => {
    expect(await details(allMethods.id)).toMatchObject({ Wallet: true, Kiosk: true, Meeza: true });
    expect(await details(walletAndKiosk.id)).toMatchObject({ Wallet: true, Kiosk: true, Meeza: false });
    expect(await details(noGateway.id)).toMatchObject({
      Wallet: false,
      Kiosk: false,
      Meeza: false,
      EPayment: true,
      CashCollection: true,
    });
  });

  it.each([
    ['Wallet', PAYMENT_TYPE.wallet],
    ['Kiosk', PAYMENT_TYPE.kiosk],
    ['Meeza', PAYMENT_TYPE.meeza],
  ] as const)(
    'records a pending %s donation with a payment token, counted nowhere yet',
    async (name, type) => {
      const response = await donate(allMethods.id, type);
      expect(response.statusCode).toBe(200);
      const created = response.json().data[0];
      expect(created).toMatchObject({ donation_type: name, amount: 150, campaign_id: allMethods.id });
      expect(created.payment_token).toEqual(expect.any(String));
      const row = await t.db
        .selectFrom('donations')
        .select(['type', 'status', 'payment_token_hash', 'payment_token_expires_at', 'city_id', 'address'])
        .where('id', '=', created.donation_id)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({ type, status: 'pending', city_id: null, address: null });
      expect(paymentTokenMatches(row, created.payment_token)).toBe(true);
      expect((await details(allMethods.id)).campaign_collected).toBe(0);
    },
  );

  it.each([
    ['a wallet', PAYMENT_TYPE.wallet, () => noGateway.id],
    ['a kiosk code', PAYMENT_TYPE.kiosk, () => noGateway.id],
    ['Meeza', PAYMENT_TYPE.meeza, () => walletAndKiosk.id],
  ])('refuses %s where the charity does not take it, in Arabic', async (_label, type, campaignId) => {
    const response = await donate(campaignId(), type);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      status: 0,
      message: validationMessages.paymentUnavailable,
      errors: { 'donation.type': validationMessages.paymentUnavailable },
    });
    expect(validationMessages.paymentUnavailable).toMatch(/[\u0600-\u06FF]/);
  });

  it('shows the donor a pending kiosk code in their list; refunded donations count nowhere', async () => {
    const kiosk = (await donate(walletAndKiosk.id, PAYMENT_TYPE.kiosk, donor.auth, 200)).json().data[0];
    const wallet = (await donate(walletAndKiosk.id, PAYMENT_TYPE.wallet, donor.auth, 300)).json().data[0];
    const refunded = (await donate(walletAndKiosk.id, PAYMENT_TYPE.wallet, donor.auth, 400)).json().data[0];
    const expiresAt = '2026-12-02T10:00:00.000Z';
    const reported = [
      await report(kiosk.donation_id, {
        outcome: 'pending',
        amount: 20_000,
        kiosk_reference: '11223344',
        kiosk_expires_at: expiresAt,
      }),
      await report(wallet.donation_id, { outcome: 'paid', amount: 30_000 }),
      await report(refunded.donation_id, { outcome: 'paid', amount: 40_000, transaction_id: '6999001' }),
      await report(refunded.donation_id, { outcome: 'refunded', amount: 40_000, transaction_id: '6999001' }),
    ];
    expect(reported.map((response) => response.json().data[0].result)).toEqual([
      'reference-kept',
      'confirmed',
      'confirmed',
      'reversed',
    ]);

    const list = (
      await t.call({ method: 'GET', url: '/api/users/donations?offset=0&rowscount=20', headers: donor.auth })
    ).json().data as Record<string, unknown>[];
    const item = (id: number) => list.find((row) => row.donation_id === id)!;
    expect(item(kiosk.donation_id)).toMatchObject({
      status: 'pending',
      kiosk_reference: '11223344',
      kiosk_expires_at: expiresAt,
    });
    expect(item(wallet.donation_id)).toMatchObject({
      status: 'confirmed',
      kiosk_reference: null,
      kiosk_expires_at: null,
    });
    expect(item(refunded.donation_id)).toMatchObject({ status: 'refunded', kiosk_reference: null });
    for (const row of list) expect(row).toMatchObject({ total_of_donations: 1, total_donations: 300 });
    const account = await t.call({ method: 'GET', url: '/api/users/details', headers: donor.auth });
    expect(account.json().data[0].total_donations).toBe(1);

    const receipt = await t.call({
      method: 'GET',
      url: `/api/receipts/${kiosk.donation_id}?key=${kiosk.receipt_key}`,
    });
    expect(receipt.json().data[0]).toMatchObject({
      status: 'pending',
      channel: 'kiosk',
      kiosk_reference: '11223344',
      kiosk_expires_at: expiresAt,
    });
    expect((await details(walletAndKiosk.id)).campaign_collected).toBe(300);
  });
});
