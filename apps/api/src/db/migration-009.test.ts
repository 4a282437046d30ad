import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANONYMOUS_DONOR_NAME, PAYMENT_TYPE } from '@athar/contract/constants';
import { createUser } from '../test/factories';
import { createTestDatabase, testEngines, type TestDatabase } from '../test/test-database';
import { piasters } from '@athar/contract/piasters';

const MIGRATION = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  'migrations',
  '009_bidi_free_names_and_deleted_donors.sql',
);
const SCOPED = '\u202A\u202B\u202C\u202D\u202E\u2066\u2067\u2068\u2069';
const MARKS = '\u200E\u200F\u061C';

/** Rows written before this migration (its effects checked by running it again on them). */
describe.each(testEngines)('migration 009 on rows stored before it, on %s', (engine) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
  });
  afterAll(() => database.dispose());

  const runMigration = async () => {
    const script = await fs.readFile(MIGRATION, 'utf8');
    await database.handle.withScriptSession(({ exec }) => exec(`BEGIN;\n${script}\nCOMMIT;`));
  };

  it('takes bidi controls out of stored names, titles, comments and descriptions', async () => {
    const db = database.handle.db;
    const project = await db.selectFrom('projects').select(['id', 'ngo_id']).executeTakeFirstOrThrow();
    const user = await createUser(db, { user_name: `\u202Eمنى${MARKS} أحمد${SCOPED}` });
    const campaign = await db
      .insertInto('campaigns')
      .values({
        project_id: project.id,
        user_id: user.id,
        title: `\u202Eعمر${SCOPED}${MARKS} خالد`,
        description: `وصف (Ahmed)\u200F\u202E`,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const tooShort = await db
      .insertInto('campaigns')
      .values({ project_id: project.id, title: `ع\u202E` })
      .returning('id')
      .executeTakeFirstOrThrow();
    const donation = await db
      .insertInto('donations')
      .values({
        campaign_id: campaign.id,
        ngo_id: project.ngo_id,
        donor_name: `\u2067سارة\u2069 عادل\u200F`,
        comment: `رحمه الله\u202E (A)\u200E`,
        amount: piasters(15_000),
        channel: 1,
        type: PAYMENT_TYPE.card,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const onlyControls = await db
      .insertInto('donations')
      .values({
        campaign_id: campaign.id,
        ngo_id: project.ngo_id,
        donor_name: `${SCOPED}${MARKS}`,
        amount: piasters(15_000),
        channel: 1,
        type: PAYMENT_TYPE.card,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const staff = await db
      .insertInto('charity_staff')
      .values({ ngo_id: project.ngo_id, email: 'bidi-staff@example.com', staff_name: `\u202Bموظف\u202C` })
      .returning('id')
      .executeTakeFirstOrThrow();

    await runMigration();

    const row = (table: 'users' | 'campaigns' | 'donations' | 'charity_staff', id: number) =>
      db.selectFrom(table).selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect((await row('users', user.id)).user_name).toBe('منى أحمد');
    const stored = await row('campaigns', campaign.id);
    expect(stored).toMatchObject({
      title: 'عمر خالد',
      title_norm: 'عمر خالد',
      description: 'وصف (Ahmed)\u200F',
    });
    expect((await row('campaigns', tooShort.id)).title).toBe(`ع\u202E`);
    expect(await row('donations', donation.id)).toMatchObject({
      donor_name: 'سارة عادل',
      comment: 'رحمه الله (A)\u200E',
    });
    expect((await row('donations', onlyControls.id)).donor_name).toBe(ANONYMOUS_DONOR_NAME);
    expect((await row('charity_staff', staff.id)).staff_name).toBe('موظف');
  });

  it('erases the donors of accounts deleted earlier, but what a pending collection needs', async () => {
    const db = database.handle.db;
    const campaign = await db
      .selectFrom('campaigns as c')
      .innerJoin('projects as p', 'p.id', 'c.project_id')
      .select(['c.id', 'p.ngo_id'])
      .executeTakeFirstOrThrow();
    const area = await db.selectFrom('areas').select(['id', 'city_id']).executeTakeFirstOrThrow();
    const gone = await createUser(db);
    const kept = await createUser(db);
    const give = (userId: number, type: 'cash' | 'card', status: 'pending' | 'confirmed' | 'failed') =>
      db
        .insertInto('donations')
        .values({
          campaign_id: campaign.id,
          ngo_id: campaign.ngo_id,
          user_id: userId,
          donor_name: 'كريم فؤاد',
          email: 'karim@example.com',
          msisdn: '01011112222',
          amount: piasters(15_000),
          channel: 1,
          type: PAYMENT_TYPE[type],
          status,
          confirmed_at: status === 'confirmed' ? new Date() : null,
          ...(type === 'cash'
            ? { city_id: area.city_id, area_id: area.id, address: 'شارع النيل، عمارة 4' }
            : {}),
        })
        .returning('id')
        .executeTakeFirstOrThrow()
        .then((row) => row.id);
    const ids = {
      confirmedCash: await give(gone.id, 'cash', 'confirmed'),
      failedCash: await give(gone.id, 'cash', 'failed'),
      confirmedCard: await give(gone.id, 'card', 'confirmed'),
      pendingCard: await give(gone.id, 'card', 'pending'),
      pendingCash: await give(gone.id, 'cash', 'pending'),
      someoneElse: await give(kept.id, 'cash', 'confirmed'),
    };
    await db
      .updateTable('users')
      .set({ user_name: null, email: null, msisdn: null, password_hash: null, deleted_at: new Date() })
      .where('id', '=', gone.id)
      .execute();

    await runMigration();

    const rows = await db
      .selectFrom('donations')
      .select(['id', 'donor_name', 'email', 'msisdn', 'address', 'hide_data'])
      .where('id', 'in', Object.values(ids))
      .execute();
    const byId = new Map(rows.map((row) => [row.id, row]));
    const erased = { donor_name: ANONYMOUS_DONOR_NAME, email: null, msisdn: null, hide_data: true };
    expect(byId.get(ids.confirmedCash)).toMatchObject({ ...erased, address: '' });
    expect(byId.get(ids.failedCash)).toMatchObject({ ...erased, address: '' });
    expect(byId.get(ids.confirmedCard)).toMatchObject({ ...erased, address: null });
    expect(byId.get(ids.pendingCard)).toMatchObject({ ...erased, address: null });
    expect(byId.get(ids.pendingCash)).toMatchObject({
      donor_name: 'كريم فؤاد',
      email: null,
      msisdn: '01011112222',
      address: 'شارع النيل، عمارة 4',
    });
    expect(byId.get(ids.someoneElse)).toMatchObject({ donor_name: 'كريم فؤاد', email: 'karim@example.com' });
  });
});
