import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countSettled, rebuildFigures } from '../../db/queries/figures-rollup';
import { cairoDay } from '../../lib/cairo-time';
import { createCreatorCampaign, type CreatorCampaign } from '../../test/campaign-factories';
import { createDonation } from '../../test/donation-factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { testEngines } from '../../test/test-database';
import { confirmDonation } from '../donations/confirm-donation';
import { reverseDonation } from '../donations/reverse-donation';

/** Every rollup row, in a stable order, numbers as numbers: what the dashboards read. */
async function rollups(t: TestApp) {
  const figures = await sql<Record<string, unknown>>`
    SELECT ngo_id, to_char(day, 'YYYY-MM-DD') AS day, channel, confirmed_count,
           confirmed_amount::int AS confirmed_amount, refunded_count, refunded_amount::int AS refunded_amount,
           settled_amount::int AS settled_amount, reconciled_amount::int AS reconciled_amount
    FROM daily_figures
    WHERE confirmed_count + refunded_count + settled_amount + reconciled_amount > 0
    ORDER BY 1, 2, 3`.execute(t.db);
  const charities = await sql<Record<string, unknown>>`
    SELECT ngo_id, to_char(day, 'YYYY-MM-DD') AS day, donors, campaigns_created, campaigns_reached
    FROM daily_charity_figures
    WHERE donors + campaigns_created + campaigns_reached > 0
    ORDER BY 1, 2`.execute(t.db);
  return { figures: figures.rows, charities: charities.rows };
}

describe.each(testEngines)('the dashboards’ daily rollups (%s)', (engine) => {
  let t: TestApp;
  let campaign: CreatorCampaign;
  const today = () => cairoDay(new Date());

  const dayRow = async (channel: string) =>
    (await rollups(t)).figures.find(
      (row) => row.ngo_id === campaign.ngo_id && row.day === today() && row.channel === channel,
    );
  const charityRow = async () =>
    (await rollups(t)).charities.find((row) => row.ngo_id === campaign.ngo_id && row.day === today());

  beforeAll(async () => {
    t = await createTestApp(engine);
    campaign = await createCreatorCampaign(t.db, { title: 'عائشة محمود' });
    // the factories write rows directly: the rollups start from a rebuild, then only the real paths count
    await rebuildFigures(t.db);
  });
  afterAll(() => t.close());

  it('counts a confirmation once, in its transaction: amount by channel, the donor once a day, the campaign reaching 100 EGP', async () => {
    const before = (await charityRow()) ?? { donors: 0, campaigns_reached: 0 };
    const first = await createDonation(t.db, campaign, { amount: 6_000, email: 'Donor@Example.com' });
    expect(await confirmDonation(t.db, first)).toBe('confirmed');
    expect(await dayRow('card')).toMatchObject({ confirmed_count: 1, confirmed_amount: 6_000 });
    expect(await charityRow()).toMatchObject({ donors: Number(before.donors) + 1, campaigns_reached: 0 });

    // the same confirmation again (a provider's repeated callback): nothing counted twice
    expect(await confirmDonation(t.db, first)).toBe('already-confirmed');
    expect(await dayRow('card')).toMatchObject({ confirmed_count: 1, confirmed_amount: 6_000 });

    // the same donor (e-mail in another case) again the same day, by wallet: one donor, the campaign over 100 EGP
    const second = await createDonation(t.db, campaign, {
      amount: 5_000,
      type: 'wallet',
      email: 'donor@example.com',
    });
    await confirmDonation(t.db, second);
    expect(await dayRow('wallet')).toMatchObject({ confirmed_count: 1, confirmed_amount: 5_000 });
    expect(await charityRow()).toMatchObject({ donors: Number(before.donors) + 1, campaigns_reached: 1 });

    // another donor, by phone only
    const third = await createDonation(t.db, campaign, { amount: 2_000, email: null, msisdn: '01122334455' });
    await confirmDonation(t.db, third);
    expect(await charityRow()).toMatchObject({ donors: Number(before.donors) + 2, campaigns_reached: 1 });
    expect(await dayRow('card')).toMatchObject({ confirmed_count: 2, confirmed_amount: 8_000 });
  });

  it('moves a refunded donation from confirmed to refunded on its confirmation day', async () => {
    const before = (await dayRow('card'))!;
    const id = await createDonation(t.db, campaign, { amount: 3_000 });
    await confirmDonation(t.db, id);
    await t.db.transaction().execute((trx) => reverseDonation(trx, id, 'refunded', 'TX-FIG-1'));
    // a second report of the same refund changes nothing
    await t.db.transaction().execute((trx) => reverseDonation(trx, id, 'refunded', 'TX-FIG-1'));
    expect(await dayRow('card')).toMatchObject({
      confirmed_count: before.confirmed_count,
      confirmed_amount: before.confirmed_amount,
      refunded_count: Number(before.refunded_count) + 1,
      refunded_amount: Number(before.refunded_amount) + 3_000,
    });
  });

  it('counts a donation settled once, reconciled only when the amounts agree', async () => {
    const matched = await createDonation(t.db, campaign, { amount: 4_000, type: 'kiosk' });
    const mismatched = await createDonation(t.db, campaign, { amount: 7_000, type: 'kiosk' });
    await confirmDonation(t.db, matched);
    await confirmDonation(t.db, mismatched);
    await t.db.transaction().execute((trx) =>
      countSettled(trx, [
        { donationId: matched, amount: 4_000, reconciled: true },
        { donationId: mismatched, amount: 6_500, reconciled: false },
        { donationId: matched, amount: 4_000, reconciled: true },
      ]),
    );
    // a later file naming them again
    await countSettled(t.db, [{ donationId: mismatched, amount: 7_000, reconciled: true }]);
    expect(await dayRow('kiosk')).toMatchObject({
      confirmed_amount: 11_000,
      settled_amount: 10_500,
      reconciled_amount: 4_000,
    });
  });

  it('keeps the same rollups as a rebuild from the donations (the migration’s back-fill)', async () => {
    const other = await createCreatorCampaign(t.db, { title: 'حسن إبراهيم' });
    await rebuildFigures(t.db);
    for (const [amount, type] of [
      [12_000, 'meeza'],
      [500, 'sms'],
      [9_000, 'cash'],
    ] as const) {
      const id = await createDonation(t.db, other, { amount, type, email: null, msisdn: null });
      await confirmDonation(t.db, id);
    }
    const refunded = await createDonation(t.db, other, { amount: 2_500, type: 'card' });
    await confirmDonation(t.db, refunded);
    await t.db.transaction().execute((trx) => reverseDonation(trx, refunded, 'voided', 'TX-FIG-2'));
    const kept = await rollups(t);
    expect(kept.figures.some((row) => row.ngo_id === other.ngo_id && row.channel === 'meeza')).toBe(true);
    await rebuildFigures(t.db);
    expect(await rollups(t)).toEqual(kept);
  });
});
