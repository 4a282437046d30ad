import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CampaignDetails } from '@athar/contract/campaigns/details';
import { CAMPAIGN_VISIBLE_FROM_PIASTERS, PAGE_SIZE } from '@athar/contract/constants';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { findCampaignDetails } from '../../services/campaigns/campaign-details';
import { cashQueue } from '../queries/charity-queue';
import { DEMO_ACCOUNT, DEMO_STAFF } from './demo';
import { findDemoRecords, type DemoCampaign, type DemoRecords } from './demo-records';

/** The records the browser journeys use have the properties they are named for, as the api shows them. */
describe('the demo records of the seed (issue 33)', () => {
  let database: TestDatabase;
  let records: DemoRecords;
  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    records = await findDemoRecords(database.handle.db);
  });
  afterAll(() => database.dispose());

  /** The campaign page's data; checks the record names it by id, code, title and charity. */
  async function details(record: DemoCampaign): Promise<CampaignDetails> {
    const found = await findCampaignDetails(database.handle.db, record.id, null);
    expect(found).not.toBeNull();
    expect(found).toMatchObject({
      campaign_id: record.id,
      smsCode: String(record.code),
      campaign_title: record.title,
      ngo_id: record.ngoId,
      donations_paused: false,
    });
    return found!;
  }

  async function creatorOf(record: DemoCampaign): Promise<string | null> {
    const row = await database.handle.db
      .selectFrom('campaigns as c')
      .innerJoin('users as u', 'u.id', 'c.user_id')
      .select('u.email')
      .where('c.id', '=', record.id)
      .executeTakeFirstOrThrow();
    return row.email;
  }

  const methods = (campaign: CampaignDetails) => ({
    cash: campaign.CashCollection,
    card: campaign.EPayment,
    wallet: campaign.Wallet,
    kiosk: campaign.Kiosk,
    meeza: campaign.Meeza,
  });
  const none = { cash: false, card: false, wallet: false, kiosk: false, meeza: false };

  it('names a different campaign in each record, each with its creator', async () => {
    const all = Object.values(records);
    expect(new Set(all.map((record) => record.id)).size).toBe(all.length);
    for (const record of all) expect(await creatorOf(record)).toBe(record.creatorEmail);
  });

  it('finds the same records again on the same database', async () => {
    expect(await findDemoRecords(database.handle.db)).toEqual(records);
  });

  it('has a visible cash-and-card campaign of the demo staff member’s charity, an overdue cash card in its queue', async () => {
    const campaign = await details(records.cashAndCardCampaign);
    expect(campaign.visible).toBe(true);
    expect(methods(campaign)).toEqual({ ...none, cash: true, card: true });
    const staff = await database.handle.db
      .selectFrom('charity_staff')
      .select('ngo_id')
      .where('email', '=', DEMO_STAFF.email)
      .executeTakeFirstOrThrow();
    expect(staff.ngo_id).toBe(records.cashAndCardCampaign.ngoId);
    const queue = await cashQueue(database.handle.db, staff.ngo_id, {});
    expect(queue.some((item) => item.contact_state === 'overdue')).toBe(true);
  });

  it('has a campaign that takes no payment on the site, one cash only and one card only', async () => {
    expect(methods(await details(records.noPaymentCampaign))).toEqual(none);
    const cashOnly = await details(records.cashOnlyCampaign);
    expect([cashOnly.visible, methods(cashOnly)]).toEqual([true, { ...none, cash: true }]);
    const cardOnly = await details(records.cardOnlyCampaign);
    expect([cardOnly.visible, methods(cardOnly)]).toEqual([true, { ...none, card: true }]);
  });

  it('has a visible campaign in memory of a man', async () => {
    const campaign = await details(records.inMemoryOfAMan);
    expect([campaign.visible, campaign.deceased_gender]).toEqual([true, 'male']);
  });

  it('has a visible campaign whose donors fit on one page of its list', async () => {
    const campaign = await details(records.fewDonorsCampaign);
    expect(campaign.visible).toBe(true);
    expect(campaign.total_of_donations).toBeLessThanOrEqual(PAGE_SIZE);
  });

  it('has a visible campaign whose project’s name is as short as any visible campaign’s', async () => {
    const campaign = await details(records.shortProjectNameCampaign);
    expect(campaign.visible).toBe(true);
    const projects = await database.handle.db
      .selectFrom('campaigns as c')
      .innerJoin('projects as p', 'p.id', 'c.project_id')
      .select('p.ar_name')
      .where('c.collected', '>=', CAMPAIGN_VISIBLE_FROM_PIASTERS)
      .execute();
    const shortest = Math.min(...projects.map((project) => project.ar_name.length));
    expect(campaign.project_ar_name).toHaveLength(shortest);
  });

  it('has visible campaigns taking each gateway method, Meeza on a second charity', async () => {
    const approved = await details(records.walletApproved);
    expect(methods(approved)).toMatchObject({ wallet: true, kiosk: true, meeza: true });
    for (const record of [records.walletDeclined, records.walletConsole, records.walletSchedule])
      expect(methods(await details(record)).wallet).toBe(true);
    expect(methods(await details(records.kiosk)).kiosk).toBe(true);
    expect(methods(await details(records.meeza)).meeza).toBe(true);
    expect(records.meeza.ngoId).not.toBe(records.walletApproved.ngoId);
    for (const record of [
      records.walletApproved,
      records.walletDeclined,
      records.kiosk,
      records.meeza,
      records.walletConsole,
      records.walletSchedule,
    ])
      expect((await details(record)).visible).toBe(true);
  });

  it('has visible family campaigns: no co-administrator, duas awaiting approval, no khatma, no date of death', async () => {
    const db = database.handle.db;
    for (const record of [
      records.coAdmin,
      records.coAdminNewcomer,
      records.duaWall,
      records.khatma,
      records.khatmaReaders,
      records.khatmaLink,
      records.reminders,
    ]) {
      expect((await details(record)).visible).toBe(true);
      expect(record.creatorEmail).not.toBe(DEMO_ACCOUNT.email);
    }
    const admins = await db
      .selectFrom('campaign_admins')
      .select('user_id')
      .where('campaign_id', 'in', [records.coAdmin.id, records.coAdminNewcomer.id])
      .execute();
    expect(admins).toEqual([]);
    const dua = await db
      .selectFrom('campaigns')
      .select('duas_need_approval')
      .where('id', '=', records.duaWall.id)
      .executeTakeFirstOrThrow();
    expect(dua.duas_need_approval).toBe(true);
    const khatmas = await db
      .selectFrom('khatmas')
      .select('id')
      .where('campaign_id', 'in', [records.khatma.id, records.khatmaReaders.id, records.khatmaLink.id])
      .execute();
    expect(khatmas).toEqual([]);
    expect((await details(records.reminders)).death_date).toBeNull();
  });

  it('says which record no campaign fits', async () => {
    // with every permit revoked no campaign takes donations: the first record fails, by name (rolled back)
    const rollBack = new Error('roll back');
    await expect(
      database.handle.db.transaction().execute(async (trx) => {
        await trx.updateTable('charity_permits').set({ revoked_at: new Date() }).execute();
        await expect(findDemoRecords(trx)).rejects.toThrow(/cashAndCardCampaign/);
        throw rollBack;
      }),
    ).rejects.toBe(rollBack);
    expect(await findDemoRecords(database.handle.db)).toEqual(records);
  });
});
