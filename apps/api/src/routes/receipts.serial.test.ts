import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANONYMOUS_DONOR_NAME } from '@athar/contract/constants';
import type { Receipt } from '@athar/contract/donations/receipt';
import { addDays, cairoDay } from '../lib/cairo-time';
import { confirmDonation } from '../services/donations/confirm-donation';
import { reverseDonation } from '../services/donations/reverse-donation';
import { createCreatorCampaign, type CreatorCampaign } from '../test/campaign-factories';
import { createCharity, createPermit, type TestCharity } from '../test/charity-factories';
import { createDonation, type DonationSpec } from '../test/donation-factories';
import { createUser } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';
import { oneEngine, testEngines } from '../test/test-database';

/** The charities, donations and receipts of the describes below, on the app `app()` gives. */
function receiptCalls(app: () => TestApp) {
  /** A charity of its own with one campaign, so its serials start from the first. */
  async function charityCampaign(
    charity?: TestCharity,
  ): Promise<{ charity: TestCharity; campaign: CreatorCampaign }> {
    const own = charity ?? (await createCharity(app().db));
    return { charity: own, campaign: await createCreatorCampaign(app().db, { charity: own }) };
  }

  const pending = (campaign: CreatorCampaign, spec: DonationSpec = {}) =>
    createDonation(app().db, campaign, { status: 'pending', ...spec });

  async function serialOf(donationId: number): Promise<number | null> {
    const { db } = app();
    const row = await db
      .selectFrom('donations')
      .select('receipt_serial')
      .where('id', '=', donationId)
      .executeTakeFirstOrThrow();
    return row.receipt_serial;
  }

  async function receiptOf(donationId: number): Promise<Receipt> {
    const t = app();
    const { receipt_key } = await t.db
      .selectFrom('donations')
      .select('receipt_key')
      .where('id', '=', donationId)
      .executeTakeFirstOrThrow();
    const response = await t.call({ method: 'GET', url: `/api/receipts/${donationId}?key=${receipt_key}` });
    expect(response.statusCode).toBe(200);
    return response.json().data[0];
  }

  return { charityCampaign, pending, serialOf, receiptOf };
}

/**
 * Where the engine can change the answer: the serials are a trigger's (migration 015), given to
 * confirmations that may come at once.
 */
describe.each(testEngines)('receipt serials, on %s', (engine) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.close());

  const { charityCampaign, pending, serialOf, receiptOf } = receiptCalls(() => t);

  it('numbers a charity’s confirmed donations 1, 2, 3 in the order they are confirmed', async () => {
    const { campaign } = await charityCampaign();
    const ids = [await pending(campaign), await pending(campaign), await pending(campaign)];
    expect(await serialOf(ids[0]!)).toBeNull();
    await confirmDonation(t.db, ids[2]!);
    await confirmDonation(t.db, ids[0]!);
    await confirmDonation(t.db, ids[1]!);
    expect([await serialOf(ids[2]!), await serialOf(ids[0]!), await serialOf(ids[1]!)]).toEqual([1, 2, 3]);
    // a repeated confirmation keeps the number it was given
    expect(await confirmDonation(t.db, ids[2]!)).toBe('already-confirmed');
    expect(await serialOf(ids[2]!)).toBe(1);
  });

  it('keeps one sequence per charity, shared by its campaigns, apart from another charity’s', async () => {
    const first = await charityCampaign();
    const sameCharity = await charityCampaign(first.charity);
    const other = await charityCampaign();
    const a1 = await pending(first.campaign);
    const b1 = await pending(other.campaign);
    const a2 = await pending(sameCharity.campaign);
    const b2 = await pending(other.campaign);
    for (const id of [a1, b1, a2, b2]) await confirmDonation(t.db, id);
    expect([await serialOf(a1), await serialOf(a2)]).toEqual([1, 2]);
    expect([await serialOf(b1), await serialOf(b2)]).toEqual([1, 2]);
  });

  it('gives concurrent confirmations of one charity distinct numbers, with no gap', async () => {
    const { campaign } = await charityCampaign();
    const second = await createCreatorCampaign(t.db, { charity: { id: campaign.ngo_id } });
    const ids = await Promise.all(
      Array.from({ length: 8 }, (_, index) => pending(index % 2 ? campaign : second)),
    );
    const outcomes = await Promise.all(ids.map((id) => confirmDonation(t.db, id)));
    expect(outcomes.every((outcome) => outcome === 'confirmed')).toBe(true);
    const serials = await Promise.all(ids.map(serialOf));
    expect([...serials].sort((x, y) => x! - y!)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    const { last_receipt_serial } = await t.db
      .selectFrom('ngos')
      .select('last_receipt_serial')
      .where('id', '=', campaign.ngo_id)
      .executeTakeFirstOrThrow();
    expect(last_receipt_serial).toBe(8);
  });

  it('keeps the serial of a refunded donation, marked refunded, and gives none to a failed one', async () => {
    const { campaign } = await charityCampaign();
    const refunded = await pending(campaign);
    await confirmDonation(t.db, refunded);
    await t.db.transaction().execute((trx) => reverseDonation(trx, refunded, 'refunded', 'TX-1'));
    expect(await receiptOf(refunded)).toMatchObject({ status: 'refunded', receipt_serial: 1 });

    const failed = await pending(campaign);
    await t.db.updateTable('donations').set({ status: 'failed' }).where('id', '=', failed).execute();
    expect(await receiptOf(failed)).toMatchObject({ status: 'failed', receipt_serial: null });
    const next = await pending(campaign);
    await confirmDonation(t.db, next);
    expect(await serialOf(next)).toBe(2);
  });
});

describe.each(oneEngine)('what a receipt carries, on %s', (engine) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.close());

  const { charityCampaign, pending, serialOf, receiptOf } = receiptCalls(() => t);

  it('carries the charity’s registration, the permit it was collected under, the serial and the amount in words', async () => {
    const { charity, campaign } = await charityCampaign();
    const id = await pending(campaign, { amount: 125_050, type: 'cash', donor: 'هالة منصور' });

    const before = await receiptOf(id);
    expect(before).toMatchObject({
      status: 'pending',
      receipt_serial: null,
      amount: 1250.5,
      amount_in_words: 'ألف ومائتان وخمسون جنيهًا مصريًا وخمسون قرشًا لا غير',
      donor_name: 'هالة منصور',
      channel: 'cash',
      licence: {
        legal_name: charity.ar_name,
        registration_number: charity.registration_number,
        permit: null,
      },
    });

    await confirmDonation(t.db, id);
    const permit = await t.db
      .selectFrom('charity_permits')
      .select('permit_number')
      .where('ngo_id', '=', charity.id)
      .executeTakeFirstOrThrow();
    const after = await receiptOf(id);
    expect(after).toMatchObject({
      status: 'confirmed',
      receipt_serial: 1,
      amount_in_words: 'ألف ومائتان وخمسون جنيهًا مصريًا وخمسون قرشًا لا غير',
      campaign_id: campaign.id,
      deceased_name: campaign.title,
      licence: {
        legal_name: charity.ar_name,
        registration_number: charity.registration_number,
        permit: { permit_number: permit.permit_number, issuing_body: 'مديرية التضامن الاجتماعي بالقاهرة' },
      },
    });
  });

  it('names the permit in force when confirmed, even if revoked since; one still pending then is never confirmed', async () => {
    const charity = await createCharity(t.db, { permit: false });
    const campaign = await createCreatorCampaign(t.db, { charity });
    const today = cairoDay(new Date());
    const lastYear = await createPermit(t.db, charity, {
      permit_number: 'OLD-2025/7',
      starts_on: addDays(today, -300),
      ends_on: addDays(today, -100),
    });
    await createPermit(t.db, charity, { permit_number: 'NOW-1', starts_on: addDays(today, -10) });
    const longAgo = await createDonation(t.db, campaign, {
      status: 'confirmed',
      at: new Date(Date.now() - 200 * 24 * 60 * 60 * 1000),
    });
    expect((await receiptOf(longAgo)).licence.permit?.permit_number).toBe(lastYear.permit_number);

    const recent = await pending(campaign);
    await confirmDonation(t.db, recent);
    const late = await pending(campaign);
    await t.db
      .updateTable('charity_permits')
      .set({ revoked_at: new Date() })
      .where('ngo_id', '=', charity.id)
      .execute();
    expect((await receiptOf(recent)).licence.permit?.permit_number).toBe('NOW-1');

    // asked before every permit was revoked and not confirmed by then: never confirmed afterwards,
    // and it takes no serial (docs/decisions/026)
    await expect(confirmDonation(t.db, late)).rejects.toMatchObject({ statusCode: 409 });
    expect(await serialOf(late)).toBeNull();
  });

  it('writes «فاعل خير» for a family-only or anonymous donation, a hidden profile or a deleted account', async () => {
    const { campaign } = await charityCampaign();
    const named = async (spec: DonationSpec) => {
      const id = await pending(campaign, { donor: 'هالة منصور', ...spec });
      await confirmDonation(t.db, id);
      return (await receiptOf(id)).donor_name;
    };
    expect(await named({ visibility: 'public' })).toBe('هالة منصور');
    expect(await named({ visibility: 'amount_hidden' })).toBe('هالة منصور');
    expect(await named({ visibility: 'family' })).toBe(ANONYMOUS_DONOR_NAME);
    expect(await named({ visibility: 'anonymous' })).toBe(ANONYMOUS_DONOR_NAME);
    const hiddenProfile = await createUser(t.db, { hide_data: true });
    expect(await named({ userId: hiddenProfile.id })).toBe(ANONYMOUS_DONOR_NAME);
    const gone = await createUser(t.db);
    await t.db.updateTable('users').set({ deleted_at: new Date() }).where('id', '=', gone.id).execute();
    expect(await named({ userId: gone.id })).toBe(ANONYMOUS_DONOR_NAME);
  });
});
