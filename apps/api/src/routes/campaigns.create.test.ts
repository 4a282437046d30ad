import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAMPAIGN_VISIBLE_FROM_PIASTERS, IMAGE_MAX_BYTES } from '@athar/contract/constants';
import type { Engine } from '../db/connect';
import { createLoggedInUser, multipartPayload, testPicture, type LoggedInUser } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';
import { oneEngine, testEngines } from '../test/test-database';
import { createDonation } from '../test/donation-factories';

/** The api, a logged-in user and a project to create campaigns for, for one describe below. */
async function creatingApp(engine: Engine) {
  const t = await createTestApp(engine);
  const user = await createLoggedInUser(t.db);
  const projectId = (await t.db.selectFrom('projects').select('id').executeTakeFirstOrThrow()).id;
  return { t, user, projectId };
}

/** The form of the describes below and its POST, on what `context` gives once their beforeAll made it. */
function campaignForm(context: () => { t: TestApp; user: LoggedInUser; projectId: number }) {
  const fields = (overrides: Record<string, string> = {}) => ({
    project_id: String(context().projectId),
    campaign_title: 'المرحوم حسن عبد الله',
    campaign_description: 'كان سندًا لكل من عرفه.',
    collected: '0',
    type: '1',
    msisdn: '01012345678',
    user_id: String(context().user.id),
    consent: 'true',
    ...overrides,
  });

  async function create(
    values: Record<string, string>,
    file?: { bytes: Buffer; type?: string; name?: string },
    auth: Record<string, string> = context().user.auth,
  ) {
    const body = await multipartPayload(
      values,
      file && {
        field: 'campaign_image',
        name: file.name ?? 'photo.jpg',
        type: file.type ?? 'image/jpeg',
        bytes: file.bytes,
      },
    );
    return context().t.call({
      method: 'POST',
      url: '/api/campaigns',
      payload: body.payload,
      headers: { ...body.headers, ...auth },
    });
  }

  return { fields, create };
}

describe.each(oneEngine)('POST /api/campaigns on %s', (engine) => {
  let t: TestApp;
  let user: LoggedInUser;
  let projectId: number;

  beforeAll(async () => {
    ({ t, user, projectId } = await creatingApp(engine));
  });
  afterAll(() => t.close());

  /** The created campaign with its charity, as the donation factory takes it. */
  const campaignOf = async (campaignId: number) => ({
    id: campaignId,
    ngo_id: (
      await t.db.selectFrom('projects').select('ngo_id').where('id', '=', projectId).executeTakeFirstOrThrow()
    ).ngo_id,
  });

  const { fields, create } = campaignForm(() => ({ t, user, projectId }));

  const campaignCount = async () =>
    (
      await t.db
        .selectFrom('campaigns')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n;

  it('creates a campaign with its picture, reachable at once by id and code but not listed', async () => {
    const response = await create(fields(), { bytes: await testPicture('jpeg', 1600, 1200) });
    expect(response.statusCode).toBe(200);
    const created = response.json().data[0];
    expect(created.campaign_title).toBe('المرحوم حسن عبد الله');
    const row = await t.db
      .selectFrom('campaigns')
      .selectAll()
      .where('id', '=', created.campaign_id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      collected: 0,
      donors_count: 0,
      type: 1,
      user_id: user.id,
      code: created.code,
    });
    expect(row.image).toMatch(/^campaigns\/[A-Za-z0-9_-]+\.webp$/);
    const uploads = path.join(t.config.dataDir, 'uploads');
    expect(fs.existsSync(path.join(uploads, row.image!))).toBe(true);
    expect(fs.existsSync(path.join(uploads, row.image!.replace('.webp', '-card.webp')))).toBe(true);

    const byCode = await t.call({ method: 'GET', url: `/athar/api/GetCampiagnID/${created.code}` });
    expect(byCode.json().data).toBe(created.campaign_id);
    const details = await t.call({
      method: 'GET',
      url: `/api/campaigns/details?campid=${created.campaign_id}`,
    });
    expect(details.json().data[0]).toMatchObject({ visible: false, campaign_image: `/uploads/${row.image}` });
    const listing = await t.call({ method: 'GET', url: '/api/campaigns/details?offset=0&rowscount=100' });
    const listedIds = listing.json().data.map((card: { campaign_id: number }) => card.campaign_id);
    expect(listedIds).not.toContain(created.campaign_id);

    // once confirmed donations reach 100 EGP it is listed
    await createDonation(t.db, await campaignOf(created.campaign_id), {
      status: 'confirmed',
      amount: CAMPAIGN_VISIBLE_FROM_PIASTERS,
    });
    const newest = await t.call({
      method: 'GET',
      url: '/api/campaigns/details?offset=0&rowscount=1&filter=desc',
    });
    expect(newest.json().data[0].campaign_id).toBe(created.campaign_id);
    expect(newest.json().data[0].campaign_image).toBe(
      `/uploads/${row.image!.replace('.webp', '-card.webp')}`,
    );
  });

  it('creates a campaign without a picture, showing the default image', async () => {
    const response = await create(fields({ campaign_title: 'الحاجة نفيسة' }));
    const id = response.json().data[0].campaign_id;
    const details = await t.call({ method: 'GET', url: `/api/campaigns/details?campid=${id}` });
    expect(details.json().data[0].campaign_image).toBe('default-campaign.webp');
  });

  it.each([
    ['a title with symbols', { campaign_title: 'حسن <b>' }, 'campaign_title', 'يجب ألا يحتوي الاسم على رموز'],
    ['a one-letter title', { campaign_title: 'ح' }, 'campaign_title', 'من فضلك أدخل اسمًا صحيحًا'],
    [
      'a short phone',
      { msisdn: '0101234' },
      'msisdn',
      'رقم الهاتف غير صحيح، يجب أن يبدأ بـ 01 ويتكون من 11 رقمًا',
    ],
    ['an unknown project', { project_id: '999999' }, 'project_id', 'من فضلك اختر مشروعًا للحملة'],
  ])('refuses %s with its Arabic message and creates nothing', async (_label, overrides, field, message) => {
    const before = await campaignCount();
    const response = await create(fields(overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: 0, message, errors: { [field]: message } });
    expect(await campaignCount()).toBe(before);
  });

  it("stores the deceased's gender and gives it back on the page, in the listing and in my campaigns", async () => {
    const response = await create(fields({ campaign_title: 'سعاد عبد الفتاح', deceased_gender: 'female' }));
    expect(response.statusCode).toBe(200);
    const created = response.json().data[0];
    expect(created.deceased_gender).toBe('female');
    const details = await t.call({
      method: 'GET',
      url: `/api/campaigns/details?campid=${created.campaign_id}`,
      headers: user.auth,
    });
    expect(details.json().data[0]).toMatchObject({ deceased_gender: 'female', can_edit: true });
    // a visitor reads the same gender, and may not edit
    const asVisitor = await t.call({
      method: 'GET',
      url: `/api/campaigns/details?campid=${created.campaign_id}`,
    });
    expect(asVisitor.json().data[0]).toMatchObject({ deceased_gender: 'female', can_edit: false });

    await createDonation(t.db, await campaignOf(created.campaign_id), {
      status: 'confirmed',
      amount: CAMPAIGN_VISIBLE_FROM_PIASTERS,
    });
    const listing = await t.call({
      method: 'GET',
      url: '/api/campaigns/details?offset=0&rowscount=1&filter=desc',
    });
    expect(listing.json().data[0]).toMatchObject({
      campaign_id: created.campaign_id,
      deceased_gender: 'female',
    });
    const mine = await t.call({
      method: 'GET',
      url: '/api/users/campaigns?offset=0&rowscount=100',
      headers: user.auth,
    });
    const card = mine
      .json()
      .data.find((item: { campaign_id: number }) => item.campaign_id === created.campaign_id);
    expect(card.deceased_gender).toBe('female');
  });

  it("takes a man when a client sends no gender, as PRODUCT.md §7's payload has none", async () => {
    const response = await create(fields({ campaign_title: 'حسين كامل' }));
    expect(response.json().data[0].deceased_gender).toBe('male');
    const row = await t.db
      .selectFrom('campaigns')
      .select('deceased_gender')
      .where('id', '=', response.json().data[0].campaign_id)
      .executeTakeFirstOrThrow();
    expect(row.deceased_gender).toBe('male');
  });

  it.each(['', 'Female', 'woman', 'انثى'])(
    'refuses the gender %j with an Arabic 400 and creates nothing',
    async (value) => {
      const before = await campaignCount();
      const response = await create(fields({ deceased_gender: value }));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        status: 0,
        message: 'من فضلك اختر: ذكر أو أنثى',
        errors: { deceased_gender: 'من فضلك اختر: ذكر أو أنثى' },
      });
      expect(await campaignCount()).toBe(before);
    },
  );

  it('accepts the phone in Arabic-Indic digits', async () => {
    const response = await create(fields({ msisdn: '٠١٠١٢٣٤٥٦٧٨', campaign_title: 'الأستاذ كمال' }));
    expect(response.statusCode).toBe(200);
    const row = await t.db
      .selectFrom('campaigns')
      .select('msisdn')
      .where('id', '=', response.json().data[0].campaign_id)
      .executeTakeFirstOrThrow();
    expect(row.msisdn).toBe('01012345678');
  });

  it('refuses a guest, another user’s id, an oversized picture and a file that is not a picture', async () => {
    const before = await campaignCount();
    expect((await create(fields(), undefined, {})).statusCode).toBe(401);
    expect((await create(fields({ user_id: String(user.id + 1000) }))).statusCode).toBe(403);
    const huge = await create(fields(), { bytes: Buffer.alloc(IMAGE_MAX_BYTES + 1, 1) });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().message).toBe('يجب أن يكون حجم الصورة أقل من 3 ميجابايت');
    const fake = await create(fields(), {
      bytes: Buffer.from('not an image at all'),
      name: 'photo.png',
      type: 'image/png',
    });
    expect(fake.statusCode).toBe(415);
    expect(await campaignCount()).toBe(before);
    const files = fs.readdirSync(path.join(t.config.dataDir, 'uploads', 'campaigns'));
    expect(files.length % 2).toBe(0);
  });

  it('lets a guest register, log in and create in turn; an existing e-mail stops it with nothing created', async () => {
    const email = `guest-${engine}@example.com`;
    const account = {
      user_name: 'ليلى حسن',
      email,
      password: 'guest-password-1',
      msisdn: '01011112222',
      consent: true,
    };
    const registered = await t.call({ method: 'POST', url: '/api/users', payload: account });
    expect(registered.statusCode).toBe(200);
    const login = await t.call({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: account.password },
    });
    const guest = login.json().data[0];
    const created = await create(
      fields({ user_id: String(guest.user_id), campaign_title: 'المرحومة سعاد' }),
      undefined,
      {
        authorization: `Bearer ${guest.access_token}`,
      },
    );
    expect(created.statusCode).toBe(200);

    const users = async () =>
      (
        await t.db
          .selectFrom('users')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n;
    const [usersBefore, campaignsBefore] = [await users(), await campaignCount()];
    const again = await t.call({
      method: 'POST',
      url: '/api/users',
      payload: { ...account, user_name: 'شخص آخر' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().status).toBe(0);
    expect(again.json().message).toMatch(/[\u0600-\u06FF]/);
    expect([await users(), await campaignCount()]).toEqual([usersBefore, campaignsBefore]);
  });
});

/** Where the engine can change the answer: campaigns created at once, each drawing a code. */
describe.each(testEngines)('POST /api/campaigns at once on %s', (engine) => {
  let t: TestApp;
  let user: LoggedInUser;
  let projectId: number;

  beforeAll(async () => {
    ({ t, user, projectId } = await creatingApp(engine));
  });
  afterAll(() => t.close());

  const { fields, create } = campaignForm(() => ({ t, user, projectId }));

  it('gives 50 campaigns created at once 50 different codes', async () => {
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        create(fields({ campaign_title: `المرحوم رقم ${index + 1}` })),
      ),
    );
    const codes = responses.map((response) => {
      expect(response.statusCode).toBe(200);
      return response.json().data[0].code as number;
    });
    expect(new Set(codes).size).toBe(50);
  });
});
