import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_TYPE } from '@athar/contract/constants';
import { piasters } from '@athar/contract/piasters';
import { createTestDatabase, testEngines, type TestDatabase } from '../test/test-database';

/** The triggers of migration 015 that keep every writer's donations in step. */
describe.each(testEngines)('migration 015 triggers on %s', (engine) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
  });
  afterAll(() => database.dispose());

  const insertDonation = async (values: {
    hide_data?: boolean;
    visibility?: 'public' | 'amount_hidden' | 'family' | 'anonymous';
    confirmed?: boolean;
    projectOffset?: number;
  }) => {
    const db = database.handle.db;
    const campaign = await db
      .selectFrom('campaigns as c')
      .innerJoin('projects as p', 'p.id', 'c.project_id')
      .select(['c.id', 'p.ngo_id'])
      .orderBy('c.id')
      .offset(values.projectOffset ?? 0)
      .limit(1)
      .executeTakeFirstOrThrow();
    return db
      .insertInto('donations')
      .values({
        campaign_id: campaign.id,
        ngo_id: campaign.ngo_id,
        donor_name: 'سارة عادل',
        amount: piasters(15_000),
        channel: 1,
        type: PAYMENT_TYPE.card,
        ...(values.hide_data === undefined ? {} : { hide_data: values.hide_data }),
        ...(values.visibility === undefined ? {} : { visibility: values.visibility }),
        ...(values.confirmed ? { status: 'confirmed' as const, confirmed_at: new Date() } : {}),
      })
      .returning(['id', 'ngo_id', 'visibility', 'hide_data', 'receipt_serial'])
      .executeTakeFirstOrThrow();
  };

  it('keeps hide_data for older readers and gives a writer that knows only hide_data an anonymous donation', async () => {
    expect(await insertDonation({})).toMatchObject({ visibility: 'public', hide_data: false });
    expect(await insertDonation({ hide_data: true })).toMatchObject({
      visibility: 'anonymous',
      hide_data: true,
    });
    expect(await insertDonation({ visibility: 'family' })).toMatchObject({
      visibility: 'family',
      hide_data: true,
    });
    expect(await insertDonation({ visibility: 'amount_hidden' })).toMatchObject({
      visibility: 'amount_hidden',
      hide_data: false,
    });
  });

  it('follows an update of either column: the one changed decides', async () => {
    const db = database.handle.db;
    const donation = await insertDonation({ visibility: 'amount_hidden' });
    const read = () =>
      db
        .selectFrom('donations')
        .select(['visibility', 'hide_data'])
        .where('id', '=', donation.id)
        .executeTakeFirstOrThrow();
    // an account deletion anonymises by setting hide_data alone
    await db.updateTable('donations').set({ hide_data: true }).where('id', '=', donation.id).execute();
    expect(await read()).toEqual({ visibility: 'anonymous', hide_data: true });
    await db.updateTable('donations').set({ visibility: 'public' }).where('id', '=', donation.id).execute();
    expect(await read()).toEqual({ visibility: 'public', hide_data: false });
    await db
      .updateTable('donations')
      .set({ visibility: 'family', hide_data: false })
      .where('id', '=', donation.id)
      .execute();
    expect(await read()).toEqual({ visibility: 'family', hide_data: true });
  });

  it('gives a confirmed donation the next receipt serial of its own charity, once', async () => {
    const db = database.handle.db;
    const pending = await insertDonation({});
    expect(pending.receipt_serial).toBeNull();
    const first = await insertDonation({ confirmed: true });
    const { last_receipt_serial } = await db
      .selectFrom('ngos')
      .select('last_receipt_serial')
      .where('id', '=', first.ngo_id)
      .executeTakeFirstOrThrow();
    expect(first.receipt_serial).toBe(last_receipt_serial);

    const confirmed = await db
      .updateTable('donations')
      .set({ status: 'confirmed', confirmed_at: new Date() })
      .where('id', '=', pending.id)
      .returning('receipt_serial')
      .executeTakeFirstOrThrow();
    expect(confirmed.receipt_serial).toBe(last_receipt_serial + 1);

    // refunding keeps the receipt it was given
    const refunded = await db
      .updateTable('donations')
      .set({ status: 'refunded', refunded_at: new Date() })
      .where('id', '=', pending.id)
      .returning('receipt_serial')
      .executeTakeFirstOrThrow();
    expect(refunded.receipt_serial).toBe(last_receipt_serial + 1);
  });

  it('numbers each charity on its own', async () => {
    const db = database.handle.db;
    const ngos = await db.selectFrom('ngos').select('id').orderBy('id').limit(2).execute();
    const campaigns = await Promise.all(
      ngos.map((ngo) =>
        db
          .selectFrom('campaigns as c')
          .innerJoin('projects as p', 'p.id', 'c.project_id')
          .select(['c.id', 'p.ngo_id'])
          .where('p.ngo_id', '=', ngo.id)
          .limit(1)
          .executeTakeFirstOrThrow(),
      ),
    );
    const serialsBefore = await db
      .selectFrom('ngos')
      .select(['id', 'last_receipt_serial'])
      .where(
        'id',
        'in',
        ngos.map((n) => n.id),
      )
      .execute();
    for (const campaign of campaigns) {
      await db
        .insertInto('donations')
        .values({
          campaign_id: campaign.id,
          ngo_id: campaign.ngo_id,
          donor_name: 'منى',
          amount: piasters(10_000),
          channel: 1,
          type: PAYMENT_TYPE.card,
          status: 'confirmed',
          confirmed_at: new Date(),
        })
        .execute();
    }
    const serialsAfter = await db
      .selectFrom('ngos')
      .select(['id', 'last_receipt_serial'])
      .where(
        'id',
        'in',
        ngos.map((n) => n.id),
      )
      .execute();
    for (const before of serialsBefore) {
      expect(serialsAfter.find((after) => after.id === before.id)!.last_receipt_serial).toBe(
        before.last_receipt_serial + 1,
      );
    }
    const duplicates = await db
      .selectFrom('donations')
      .select(['ngo_id', 'receipt_serial'])
      .where('receipt_serial', 'is not', null)
      .groupBy(['ngo_id', 'receipt_serial'])
      .having((eb) => eb.fn.countAll(), '>', 1)
      .execute();
    expect(duplicates).toEqual([]);
  });
});
