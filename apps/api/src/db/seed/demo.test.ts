import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAMPAIGN_VISIBLE_FROM_PIASTERS, CASH_CONTACT_HOURS, PAYMENT_TYPE } from '@athar/contract/constants';
import { createTestDatabase, oneEngine, type TestDatabase } from '../../test/test-database';
import { cashQueue } from '../queries/charity-queue';
import { LOCAL_PAYMOB_INTEGRATIONS } from '@athar/server-kit/config';
import { signalCampaign } from '../../services/moderation/compute-signals';
import { moderationQueue, readCase } from '../../services/moderation/moderation-case';
import { DEMO_STAFF, seedDemoIfEmpty } from './demo';
import { DEMO_DUPLICATE } from './demo-duplicate';
import { DEMO_PROJECT_DRAFT } from './demo-project-draft';
import { waitingProjects } from '../../services/catalogue/project-review';

describe.each(oneEngine)('demo seed on %s', (engine) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
  });
  afterAll(() => database.dispose());

  const count = async (table: 'cities' | 'areas' | 'categories' | 'ngos' | 'projects' | 'campaigns') =>
    Number(
      (
        await database.handle.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('has a project of the demo staff member’s charity waiting for review, written by them', async () => {
    const db = database.handle.db;
    const { drafts } = await waitingProjects(db, { limit: 50 });
    const draft = drafts.find((row) => row.ar_name === DEMO_PROJECT_DRAFT.ar_name);
    expect(draft).toMatchObject({ status: 'pending', project_amount: DEMO_PROJECT_DRAFT.amount_egp });
    const author = await db
      .selectFrom('project_drafts as d')
      .innerJoin('charity_staff as s', 's.id', 'd.created_by')
      .select(['s.email', 'd.project_image'])
      .where('d.ar_name', '=', DEMO_PROJECT_DRAFT.ar_name)
      .executeTakeFirstOrThrow();
    expect(author.email).toBe(DEMO_STAFF.email);
    expect(author.project_image).toMatch(/\.webp$/);
  });

  it('opens a duplicate of the first demo person: the moderators’ queue shows it with its signal', async () => {
    const db = database.handle.db;
    const [original, duplicate, ...more] = await db
      .selectFrom('campaigns')
      .select('id')
      .where('title', '=', DEMO_DUPLICATE.title)
      .orderBy('id')
      .execute();
    expect(more).toEqual([]);
    const found = await readCase(db, duplicate!.id);
    expect(found.signals).toEqual([
      expect.objectContaining({
        kind: 'same_deceased',
        other: expect.objectContaining({ campaign_id: original!.id, title: DEMO_DUPLICATE.title }),
      }),
    ]);
    const { items } = await moderationQueue(db, { limit: 100 });
    expect(items.find((item) => item.campaign_id === duplicate!.id)).toMatchObject({
      severe: true,
      reports: 1,
    });
    // what the seed wrote is what the signals' computation finds, nothing more
    expect(await signalCampaign(db, duplicate!.id)).toBe(0);
  });

  it('has all of Egypt and a realistic catalogue', async () => {
    expect(await count('cities')).toBe(27);
    expect(await count('areas')).toBe(394);
    expect(await count('categories')).toBeGreaterThanOrEqual(7);
    expect(await count('ngos')).toBeGreaterThanOrEqual(10);
    expect(await count('projects')).toBeGreaterThanOrEqual(40);
    expect(await count('campaigns')).toBeGreaterThanOrEqual(80);
    const ngos = await database.handle.db.selectFrom('ngos').selectAll().execute();
    expect(ngos.filter((ngo) => ngo.merchant_id !== null).length).toBeGreaterThanOrEqual(2);
    expect(ngos.filter((ngo) => ngo.cash_collection).length).toBeGreaterThan(ngos.length / 2);
    expect(new Set(ngos.map((ngo) => ngo.sms_short_number)).size).toBe(ngos.length);
  });

  it('gives two charities every gateway method of a simulator account, and one wallet and kiosk only', async () => {
    const db = database.handle.db;
    const onGateway = await db
      .selectFrom('ngos')
      .select([
        'id',
        'paymob_account',
        'wallet_integration_id',
        'kiosk_integration_id',
        'meeza_integration_id',
      ])
      .where('paymob_account', 'is not', null)
      .orderBy('id')
      .execute();
    const methods = (ngo: (typeof onGateway)[number]) => ({
      wallet: ngo.wallet_integration_id,
      kiosk: ngo.kiosk_integration_id,
      meeza: ngo.meeza_integration_id,
    });
    const full = onGateway.filter((ngo) => ngo.meeza_integration_id !== null);
    expect(full.map((ngo) => ngo.paymob_account).sort()).toEqual(['ATHARPM01', 'ATHARPM02']);
    for (const ngo of full)
      expect(methods(ngo)).toEqual(
        LOCAL_PAYMOB_INTEGRATIONS[ngo.paymob_account as keyof typeof LOCAL_PAYMOB_INTEGRATIONS],
      );
    const walletAndKiosk = onGateway.filter((ngo) => ngo.meeza_integration_id === null);
    expect(walletAndKiosk).toHaveLength(1);
    expect(walletAndKiosk[0]!.wallet_integration_id).not.toBeNull();
    expect(walletAndKiosk[0]!.kiosk_integration_id).not.toBeNull();

    // their donations include confirmed ones by each method they take, and no one else's
    const gatewayDonations = await db
      .selectFrom('donations')
      .select(['ngo_id', 'type'])
      .distinct()
      .where('type', 'in', [PAYMENT_TYPE.wallet, PAYMENT_TYPE.kiosk, PAYMENT_TYPE.meeza])
      .where('status', '=', 'confirmed')
      .execute();
    const gatewayIds = new Set(onGateway.map((ngo) => ngo.id));
    expect(gatewayDonations.every((row) => gatewayIds.has(row.ngo_id))).toBe(true);
    expect(new Set(gatewayDonations.map((row) => row.type))).toEqual(
      new Set([PAYMENT_TYPE.wallet, PAYMENT_TYPE.kiosk, PAYMENT_TYPE.meeza]),
    );

    // the first twelve campaigns (the browser journeys' own) keep the methods they had
    const early = await db
      .selectFrom('campaigns as c')
      .innerJoin('projects as p', 'p.id', 'c.project_id')
      .select('p.ngo_id')
      .where('c.id', '<=', 12)
      .execute();
    expect(early.some((row) => gatewayIds.has(row.ngo_id))).toBe(false);
  });

  it('stores campaign totals equal to the sums of confirmed donations exactly', async () => {
    const { rows } = await sql<{ mismatched: number }>`
      SELECT count(*) AS mismatched FROM campaigns c
      LEFT JOIN (SELECT campaign_id, sum(amount) AS total, count(*) AS n FROM donations
                 WHERE status = 'confirmed' GROUP BY campaign_id) s ON s.campaign_id = c.id
      WHERE c.collected <> coalesce(s.total, 0) OR c.donors_count <> coalesce(s.n, 0)`.execute(
      database.handle.db,
    );
    expect(rows[0]!.mismatched).toBe(0);
  });

  it('has hidden campaigns, pending donations and both FAQ audiences', async () => {
    const db = database.handle.db;
    const hidden = await db
      .selectFrom('campaigns')
      .select('id')
      .where('collected', '<', CAMPAIGN_VISIBLE_FROM_PIASTERS)
      .execute();
    expect(hidden.length).toBeGreaterThan(0);
    const pending = await db.selectFrom('donations').select('id').where('status', '=', 'pending').execute();
    expect(pending.length).toBeGreaterThan(0);
    const lists = await db
      .selectFrom('site_pages')
      .select('page')
      .where('page', 'in', ['faq_donators', 'faq_creators'])
      .where('current_version', '>', 0)
      .execute();
    expect(lists.map((row) => row.page).sort()).toEqual(['faq_creators', 'faq_donators']);
  });

  it('opens the cash queue on a real day: a few new, a few due soon, one or two overdue', async () => {
    const db = database.handle.db;
    const staff = await db
      .selectFrom('charity_staff')
      .select('ngo_id')
      .where('email', '=', DEMO_STAFF.email)
      .executeTakeFirstOrThrow();
    const queue = await cashQueue(db, staff.ngo_id, {});
    const inState = (state: string) => queue.filter((item) => item.contact_state === state);
    expect(inState('overdue').length).toBeGreaterThanOrEqual(1);
    expect(inState('overdue').length).toBeLessThanOrEqual(2);
    expect(inState('due_today').length).toBeGreaterThanOrEqual(2);
    expect(inState('on_time').length).toBeGreaterThanOrEqual(2);
    expect(queue.length).toBeLessThanOrEqual(15);
    // overdue by hours, not by months
    for (const item of inState('overdue')) expect(item.hours_left).toBeGreaterThan(-24);

    // no charity's queue holds a card older than the contact promise and a day
    const oldest = await db
      .selectFrom('donations')
      .select((eb) => eb.fn.min('created_at').as('at'))
      .where('status', '=', 'pending')
      .where('type', '=', PAYMENT_TYPE.cash)
      .executeTakeFirstOrThrow();
    const ageHours = (Date.now() - new Date(oldest.at!).getTime()) / 3_600_000;
    expect(ageHours).toBeLessThan(CASH_CONTACT_HOURS + 24);
  });

  it('remembers men and women, each with the gender of their name (issue 16)', async () => {
    const rows = await database.handle.db
      .selectFrom('campaigns')
      .select(['title', 'deceased_gender'])
      .execute();
    const genderOf = (title: string) => rows.find((row) => row.title === title)?.deceased_gender;
    expect(genderOf('المرحومة فاطمة السيد')).toBe('female');
    expect(genderOf('الحاجة آمنة عبد الله')).toBe('female');
    expect(genderOf('الحاج محمد عبد الرحمن')).toBe('male');
    const women = rows.filter((row) => row.deceased_gender === 'female').length;
    expect(women).toBeGreaterThanOrEqual(20);
    expect(rows.length - women).toBeGreaterThanOrEqual(20);
  });

  it('seeds only once', async () => {
    expect(await seedDemoIfEmpty(database.handle.db, { uploadsDir: null })).toBe(false);
  });
});
