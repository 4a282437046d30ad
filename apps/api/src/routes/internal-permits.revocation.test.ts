import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiMessages } from '@athar/contract/messages';
import { addDays, cairoDay } from '../lib/cairo-time';
import { confirmDonation } from '../services/donations/confirm-donation';
import { createCreatorCampaign, type CreatorCampaign } from '../test/campaign-factories';
import { createCharity, createPermit } from '../test/charity-factories';
import { createDonation } from '../test/donation-factories';
import { createGatewayCampaign } from '../test/gateway-factories';
import { gatewayInternalCalls } from '../test/gateway-internal-calls';
import { signedCall } from '../test/signed-call';
import { createLoggedInStaff, createPendingCash } from '../test/staff-factories';
import { createTestApp, type TestApp } from '../test/test-app';
import { testEngines } from '../test/test-database';

const TODAY = cairoDay(new Date());
const DAY_MS = 24 * 3600_000;

/**
 * Issue 34, hole 1 (docs/decisions/026): a revoked permit stops what it allowed — donations the donor
 * was asked to pay under it are cancelled at the revocation and never confirmed after it, however the
 * confirmation arrives (the bank's, the collector's, concurrent with the revocation itself) — while a
 * permit that merely reached its last day keeps honouring what was asked before.
 */
describe.each(testEngines)('a revoked permit on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    // PAY_PUBLIC_URL on a closed port: the revocation's calls to pay fail, and the revocation stands
    t = await createTestApp(engine, { settings: { PAY_PUBLIC_URL: 'http://127.0.0.1:1' } });
  });
  afterAll(() => t.close());

  const operator = (url: string) => signedCall(t, t.config.PAY_WEBHOOK_SECRET, { method: 'POST', url });
  const revoke = (permitId: number) => operator(`/api/internal/charity/permits/${permitId}/revoke`);
  const status = async (id: number) =>
    (await t.db.selectFrom('donations').select('status').where('id', '=', id).executeTakeFirstOrThrow())
      .status;
  const events = (id: number) =>
    t.db
      .selectFrom('donation_events')
      .select(['action', 'staff_id'])
      .where('donation_id', '=', id)
      .orderBy('id')
      .execute();
  const totals = (campaign: CreatorCampaign) =>
    t.db
      .selectFrom('campaigns')
      .select(['collected', 'donors_count'])
      .where('id', '=', campaign.id)
      .executeTakeFirstOrThrow();

  /** A campaign of a new charity with one permit in force today (the one a test revokes). */
  async function charityWithPermit() {
    const charity = await createCharity(t.db, { permit: false });
    const permit = await createPermit(t.db, charity);
    const campaign = await createCreatorCampaign(t.db, { charity });
    return { campaign, permit };
  }

  it('cancels what was pending, and no confirmation counts it afterwards: the bank’s nor the collector’s', async () => {
    const { campaign, permit } = await charityWithPermit();
    const card = await createDonation(t.db, campaign, { type: 'card', amount: 30_000 });
    const cash = await createPendingCash(t.db, campaign, { amount: 40_000 });
    const wallet = await createDonation(t.db, campaign, { type: 'wallet', amount: 50_000 });
    const before = await totals(campaign);

    const revoked = await revoke(permit.id);
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json().data[0]).toMatchObject({ status: 'revoked' });
    for (const id of [card, cash, wallet]) {
      expect(await status(id)).toBe('cancelled');
      expect(await events(id)).toEqual([{ action: 'permit_revoked', staff_id: null }]);
    }

    // the bank's answer for the card session opened before: refused, nothing counts
    const confirm = await operator(`/api/internal/donations/${card}/confirm`);
    expect(confirm.statusCode).toBe(400); // a card confirmation needs the bank's figures
    const withFigures = await signedCall(t, t.config.PAY_WEBHOOK_SECRET, {
      method: 'POST',
      url: `/api/internal/donations/${card}/confirm`,
      payload: { amount: 30_000, currency: 'EGP' },
    });
    expect(withFigures.statusCode).toBe(409);
    // the charity's collector comes by after the revocation: refused in Arabic
    const staff = await createLoggedInStaff(t.db, campaign.ngo_id);
    const collected = await t.call({
      method: 'POST',
      url: `/api/charity/donations/${cash}/collected`,
      headers: staff.auth,
    });
    expect(collected.statusCode).toBe(409);
    expect(collected.json()).toMatchObject({ status: 0 });
    expect(await totals(campaign)).toEqual(before);
  });

  it('refuses a donation still pending whose permit was revoked since it was asked, saying why', async () => {
    const { campaign, permit } = await charityWithPermit();
    const id = await createDonation(t.db, campaign, { type: 'card', amount: 25_000 });
    // revoked behind the api's back (no cancellation ran): the confirmation itself must refuse it
    await t.db
      .updateTable('charity_permits')
      .set({ revoked_at: new Date() })
      .where('id', '=', permit.id)
      .execute();
    await expect(confirmDonation(t.db, id)).rejects.toMatchObject({
      statusCode: 409,
      message: apiMessages.permitRevoked,
    });
    expect(await status(id)).toBe('pending');
  });

  it('keeps honouring a payment asked before the permit merely ended, and one under another permit', async () => {
    const charity = await createCharity(t.db, { permit: false });
    // a permit that ended yesterday: the donor was asked to pay the day before it ended
    await createPermit(t.db, charity, { starts_on: addDays(TODAY, -40), ends_on: addDays(TODAY, -1) });
    const campaign = await createCreatorCampaign(t.db, { charity });
    const lapsed = await createDonation(t.db, campaign, {
      type: 'card',
      amount: 20_000,
      at: new Date(Date.now() - 2 * DAY_MS),
    });
    expect(await confirmDonation(t.db, lapsed)).toBe('confirmed');

    // two permits cover today; revoking one leaves the other standing for what was asked
    const { campaign: other, permit } = await charityWithPermit();
    await createPermit(t.db, { id: other.ngo_id });
    const covered = await createDonation(t.db, other, { type: 'card', amount: 20_000 });
    expect((await revoke(permit.id)).statusCode).toBe(200);
    expect(await status(covered)).toBe('pending');
    expect(await confirmDonation(t.db, covered)).toBe('confirmed');
  });

  it('records money the bank took for a card after the revocation as owed back, then its refund, once each', async () => {
    const { campaign, permit } = await charityWithPermit();
    const card = await createDonation(t.db, campaign, { type: 'card', amount: 30_000 });
    const before = await totals(campaign);
    const report = (returned: boolean, amount = 30_000) =>
      signedCall(t, t.config.PAY_WEBHOOK_SECRET, {
        method: 'POST',
        url: `/api/internal/donations/${card}/revoked-payment`,
        payload: { amount, currency: 'EGP', order_id: `athar-${card}`, returned },
      });
    // its permit still stands: it is confirmed the ordinary way, never given back
    expect((await report(false)).statusCode).toBe(409);

    expect((await revoke(permit.id)).statusCode).toBe(200);
    expect((await report(false, 29_999)).statusCode).toBe(409);
    for (let i = 0; i < 2; i += 1) {
      const owed = await report(false);
      expect(owed.statusCode).toBe(200);
      expect(owed.json().data[0]).toEqual({ refund: true });
    }
    for (let i = 0; i < 2; i += 1) expect((await report(true)).json().data[0]).toEqual({ refund: false });
    expect(await events(card)).toEqual([
      { action: 'permit_revoked', staff_id: null },
      { action: 'refund_due', staff_id: null },
      { action: 'refunded', staff_id: null },
    ]);
    expect(await status(card)).toBe('cancelled');
    expect(await totals(campaign)).toEqual(before);
  });

  it('asks back a kiosk code or a payment the gateway reports after the revocation, mailing no code', async () => {
    // pay is not reached at the revocation (a closed port): what it left open is caught on its way in
    const campaign = await createGatewayCampaign(t.db, ['kiosk']);
    const gateway = gatewayInternalCalls(() => ({ t, campaign }));
    const [codeLater, paidLater] = [await gateway.pending('kiosk'), await gateway.pending('kiosk')];
    for (const id of [codeLater, paidLater]) expect((await gateway.order(id)).statusCode).toBe(200);
    const before = await totals(campaign);
    const permit = await t.db
      .selectFrom('charity_permits')
      .select('id')
      .where('ngo_id', '=', campaign.ngo_id)
      .executeTakeFirstOrThrow();
    expect((await revoke(permit.id)).statusCode).toBe(200);

    // the checkout opened before stayed open at the gateway, and the donor took a code on it
    const code = {
      transaction_id: gateway.newTransaction(),
      outcome: 'pending',
      kiosk_reference: '24681357',
      kiosk_expires_at: new Date(Date.now() + 48 * 3600_000).toISOString(),
    };
    expect(gateway.resultOf(await gateway.report(codeLater, code))).toBe('void-due');
    // asked again until the gateway reports the void; no mail ever gives the code
    expect(gateway.resultOf(await gateway.report(codeLater, code))).toBe('void-due');
    expect(gateway.resultOf(await gateway.report(codeLater, { ...code, outcome: 'voided' }))).toBe(
      'unchanged',
    );
    expect(gateway.resultOf(await gateway.report(codeLater, code))).toBe('unchanged');
    expect(await gateway.mails('kiosk_reference', codeLater)).toEqual([]);
    expect(await events(codeLater)).toEqual([
      { action: 'permit_revoked', staff_id: null },
      { action: 'voided', staff_id: null },
    ]);

    // a code paid at a kiosk after the revocation: never confirmed, owed back until refunded
    const paid = { transaction_id: gateway.newTransaction(), outcome: 'paid' };
    expect(gateway.resultOf(await gateway.report(paidLater, paid))).toBe('refund-due');
    expect(gateway.resultOf(await gateway.report(paidLater, paid))).toBe('refund-due');
    expect(gateway.resultOf(await gateway.report(paidLater, { ...paid, outcome: 'refunded' }))).toBe(
      'unchanged',
    );
    expect(gateway.resultOf(await gateway.report(paidLater, paid))).toBe('unchanged');
    expect(await events(paidLater)).toEqual([
      { action: 'permit_revoked', staff_id: null },
      { action: 'refund_due', staff_id: null },
      { action: 'refunded', staff_id: null },
    ]);
    for (const id of [codeLater, paidLater]) expect(await status(id)).toBe('cancelled');
    expect(await gateway.mails('receipt', paidLater)).toEqual([]);
    expect(await totals(campaign)).toEqual(before);
  });

  it('lets a revocation and 40 concurrent confirmations end with each donation either counted or cancelled', async () => {
    const { campaign, permit } = await charityWithPermit();
    const ids = await Promise.all(
      Array.from({ length: 40 }, () => createDonation(t.db, campaign, { type: 'card', amount: 10_000 })),
    );
    const before = await totals(campaign);
    const settled = await Promise.allSettled([
      ...ids.slice(0, 20).map((id) => confirmDonation(t.db, id)),
      revoke(permit.id),
      ...ids.slice(20).map((id) => confirmDonation(t.db, id)),
    ]);
    const revocation = settled[20] as PromiseFulfilledResult<{ statusCode: number }>;
    expect(revocation.value.statusCode).toBe(200);
    const rows = await t.db.selectFrom('donations').select(['id', 'status']).where('id', 'in', ids).execute();
    const confirmed = rows.filter((row) => row.status === 'confirmed');
    expect(rows.every((row) => row.status === 'confirmed' || row.status === 'cancelled')).toBe(true);
    expect(await totals(campaign)).toEqual({
      collected: before.collected + confirmed.length * 10_000,
      donors_count: before.donors_count + confirmed.length,
    });
    // and after it, none of the cancelled ones can be
    for (const row of rows.filter((each) => each.status === 'cancelled'))
      await expect(confirmDonation(t.db, row.id)).rejects.toMatchObject({ statusCode: 409 });
  });
});
