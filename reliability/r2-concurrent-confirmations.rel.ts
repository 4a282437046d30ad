import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { egpToPiasters } from '@athar/contract/money';
import { signedCall } from '@athar/api/test/signed-call';
import { createLoggedInStaff, type LoggedInStaff } from '@athar/api/test/staff-factories';
import { createTestApp, type TestApp } from '@athar/api/test/test-app';
import { testEngines } from '@athar/api/test/test-database';
import {
  campaignTotals,
  confirmedSums,
  donationBody,
  donorAddress,
  findPaymentCampaign,
  type PaymentCampaign,
} from './support/donations';
import { recordResult } from './support/results';

/**
 * R2: 500 confirmations at once on one campaign — 150 card donations confirmed by the payment host's
 * signed call, 100 cash donations confirmed either by the charity console ("collected") or by the
 * cash command's signed call, each donation at least once and 250 of the calls duplicates across both
 * paths. Exactly one call per donation counts it; the campaign's stored total and donors count grow
 * by exactly the sum and the number of donations, and still equal what the donations add up to.
 */
const CARD = 150;
const CASH = 100;
const CALLS = 500;

interface Confirmable {
  id: number;
  kind: 'card' | 'cash';
  piasters: number;
}

describe.each(testEngines)('R2 concurrent confirmations on %s', (engine) => {
  let t: TestApp;
  let campaign: PaymentCampaign;
  let staff: LoggedInStaff;

  beforeAll(async () => {
    t = await createTestApp(engine);
    campaign = await findPaymentCampaign(t.db);
    staff = await createLoggedInStaff(t.db, campaign.ngo_id);
  });
  afterAll(() => t.close());

  async function create(kind: 'card' | 'cash', index: number): Promise<Confirmable> {
    const egp = 100 + ((index * 37) % 4_900);
    const response = await t.call({
      method: 'POST',
      url: '/api/donations',
      payload: donationBody(campaign, kind, egp),
      remoteAddress: donorAddress(index),
    });
    expect(response.statusCode).toBe(200);
    return { id: response.json().data[0].donation_id, kind, piasters: egpToPiasters(egp) };
  }

  /** One confirmation call and whether it was the one that counted the donation. */
  async function confirm(
    donation: Confirmable,
    viaConsole: boolean,
  ): Promise<{ status: number; counted: boolean }> {
    if (viaConsole) {
      const response = await t.call({
        method: 'POST',
        url: `/api/charity/donations/${donation.id}/collected`,
        headers: staff.auth,
      });
      return {
        status: response.statusCode,
        counted: response.statusCode === 200 && response.json().data[0].changed,
      };
    }
    const response = await signedCall(t, t.config.PAY_WEBHOOK_SECRET, {
      method: 'POST',
      url: `/api/internal/donations/${donation.id}/confirm`,
      payload: donation.kind === 'card' ? { amount: donation.piasters, currency: 'EGP' } : {},
    });
    return {
      status: response.statusCode,
      counted: response.statusCode === 200 && response.json().data[0].outcome === 'confirmed',
    };
  }

  it(`counts each of ${CARD + CASH} donations once among ${CALLS} simultaneous confirmations`, async () => {
    const donations: Confirmable[] = [];
    for (let i = 0; i < CARD; i++) donations.push(await create('card', i));
    for (let i = 0; i < CASH; i++) donations.push(await create('cash', CARD + i));
    const before = await campaignTotals(t.db, campaign.id);
    expect(before).toEqual(await confirmedSums(t.db, campaign.id));

    const targets = [
      ...donations,
      ...Array.from(
        { length: CALLS - donations.length },
        (_, i) => donations[(i * 7919) % donations.length]!,
      ),
    ];
    const calls = targets
      .map((donation, i) => ({
        donation,
        viaConsole: donation.kind === 'cash' && i % 2 === 0,
        order: Math.random(),
      }))
      .sort((a, b) => a.order - b.order);
    const started = Date.now();
    const results = await Promise.all(calls.map((call) => confirm(call.donation, call.viaConsole)));
    const ms = Date.now() - started;

    expect(results.filter((result) => result.status !== 200)).toEqual([]);
    const counted = new Map<number, number>();
    results.forEach((result, i) => {
      if (result.counted) counted.set(calls[i]!.donation.id, (counted.get(calls[i]!.donation.id) ?? 0) + 1);
    });
    expect(counted.size).toBe(donations.length);
    expect([...counted.values()].every((times) => times === 1)).toBe(true);

    const sum = donations.reduce((total, donation) => total + donation.piasters, 0);
    const after = await campaignTotals(t.db, campaign.id);
    expect(after).toEqual({
      collected: before.collected + sum,
      donors_count: before.donors_count + donations.length,
    });
    expect(after).toEqual(await confirmedSums(t.db, campaign.id));
    const statuses = await t.db
      .selectFrom('donations')
      .select('status')
      .where(
        'id',
        'in',
        donations.map((donation) => donation.id),
      )
      .execute();
    expect(statuses.every((row) => row.status === 'confirmed')).toBe(true);
    const events = await t.db
      .selectFrom('donation_events')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('action', '=', 'collected')
      .where(
        'donation_id',
        'in',
        donations.map((donation) => donation.id),
      )
      .executeTakeFirstOrThrow();
    expect(Number(events.n)).toBeLessThanOrEqual(CASH);
    recordResult(
      'R2',
      engine,
      true,
      `${CALLS} calls, ${donations.length} donations counted once, +${sum} piasters, +${donations.length} donors`,
      ms,
    );
  });
});
