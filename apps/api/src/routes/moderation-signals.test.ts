import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MANY_CAMPAIGNS_PER_DAY } from '@athar/contract/moderation/signals';
import { createLoggedInUser, multipartPayload, type LoggedInUser } from '../test/factories';
import { createOperator, logInOperatorFully } from '../test/operator-factories';
import { aFamilyPhoto, createCampaignAsFamily, theSamePhotoReused } from '../test/signal-factories';
import { createTestApp, type TestApp } from '../test/test-app';
import { testEngines } from '../test/test-database';

interface Signal {
  kind: string;
  detail: string;
  source: string;
  source_id: number | null;
  other: { campaign_id: number; title: string } | null;
}

describe.each(testEngines)('signals Athar computes itself on %s (docs/decisions/036)', (engine) => {
  let t: TestApp;
  let projectId: number;
  let moderator: string;
  let finance: string;
  let catalogue: string;

  const loggedIn = async (roles: Parameters<typeof createOperator>[1]) =>
    logInOperatorFully(t, await createOperator(t.db, roles, { name: `مشغّل ${roles.join(' ')}` }));
  /** A new family account: each test's campaigns are its own, so no two tests share a day's count. */
  const family = () => createLoggedInUser(t.db);
  const create = (user: LoggedInUser, campaign: Parameters<typeof createCampaignAsFamily>[3]) =>
    createCampaignAsFamily(t, user, projectId, campaign);

  beforeAll(async () => {
    t = await createTestApp(engine);
    projectId = (await t.db.selectFrom('projects').select('id').executeTakeFirstOrThrow()).id;
    moderator = await loggedIn(['moderator']);
    finance = await loggedIn(['finance']);
    catalogue = await loggedIn(['catalogue']);
  });
  afterAll(() => t.close());

  const get = (url: string, cookie = moderator) =>
    t.call({ method: 'GET', url, cookies: { athar_operator: cookie } });
  const caseOf = async (campaignId: number) => {
    const response = await get(`/api/operator/moderation/${campaignId}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data[0] as { signals: Signal[]; reports: { reason: string; stage: string }[] };
  };
  /** Every campaign in the queue, all pages. */
  const queued = async () => {
    const items: { campaign_id: number; severe: boolean; reports: number }[] = [];
    let url = '/api/operator/moderation?limit=100';
    for (;;) {
      const page = (await get(url)).json().data[0];
      items.push(...page.items);
      if (!page.next) return items;
      url = `/api/operator/moderation?limit=100&after_at=${encodeURIComponent(page.next.after_at)}&after_id=${page.next.after_id}`;
    }
  };
  const queueItem = async (campaignId: number) =>
    (await queued()).find((item) => item.campaign_id === campaignId);

  it('the same deceased, folded as search folds names, who died the same day: a severe case pointing to the other', async () => {
    const first = await create(await family(), { title: 'أحمد فؤاد إبراهيم', death_date: '2025-03-01' });
    const again = await create(await family(), { title: 'احمَد فواد ابراهيم', death_date: '2025-03-01' });
    const otherDay = await create(await family(), { title: 'أحمد فؤاد إبراهيم', death_date: '2025-03-02' });

    const found = await caseOf(again);
    expect(found.signals).toEqual([
      expect.objectContaining({
        kind: 'same_deceased',
        source: 'campaign',
        other: expect.objectContaining({ campaign_id: first, title: 'أحمد فؤاد إبراهيم' }),
      }),
    ]);
    expect(found.reports).toEqual([expect.objectContaining({ reason: 'signal', stage: 'queue' })]);
    expect(await queueItem(again)).toMatchObject({ severe: true, reports: 1 });
    // another day of death is another person; the first of the name has no other before it
    expect(await queueItem(otherDay)).toBeUndefined();
    expect(await queueItem(first)).toBeUndefined();
  });

  it('a date of death set later, by the family’s edit, finds the other campaign then', async () => {
    const first = await create(await family(), { title: 'سعاد محمود الشريف', death_date: '2025-05-10' });
    const user = await family();
    const later = await create(user, { title: 'سعاد محمود الشريف' });
    expect(await queueItem(later)).toBeUndefined();
    const edit = await t.call({
      method: 'PATCH',
      url: `/api/campaigns/${later}`,
      payload: { death_calendar: 'gregorian', death_date: '2025-05-10' },
      headers: user.auth,
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect((await caseOf(later)).signals.map((s) => [s.kind, s.other?.campaign_id])).toEqual([
      ['same_deceased', first],
    ]);
  });

  it('a photo already used by another campaign, re-encoded and resized; another photo is not', async () => {
    const photo = await aFamilyPhoto();
    const first = await create(await family(), { title: 'كريمة عادل', photo });
    const reused = await create(await family(), {
      title: 'نادية سمير',
      photo: await theSamePhotoReused(photo),
    });
    const user = await family();
    const own = await create(user, { title: 'ليلى حسام', photo: await aFamilyPhoto() });

    const found = await caseOf(reused);
    expect(found.signals).toHaveLength(1);
    expect(found.signals[0]).toMatchObject({ kind: 'same_photo', other: { campaign_id: first } });
    expect(Number(found.signals[0]!.detail)).toBeLessThanOrEqual(6);
    expect(await queueItem(own)).toBeUndefined();

    // the family of «ليلى» changes its picture to the same photo: the signal comes then
    const body = await multipartPayload(
      {},
      { field: 'campaign_image', name: 'p.jpg', type: 'image/jpeg', bytes: photo },
    );
    const put = await t.call({
      method: 'PUT',
      url: `/api/campaigns/${own}/picture`,
      payload: body.payload,
      headers: { ...body.headers, ...user.auth },
    });
    expect(put.statusCode, put.body).toBe(200);
    const changed = await caseOf(own);
    expect(changed.signals.map((s) => s.other?.campaign_id).sort()).toEqual([first, reused].sort());
  });

  it(`an account that created ${MANY_CAMPAIGNS_PER_DAY} campaigns in 24 hours: a signal on the last`, async () => {
    const user = await family();
    const made: number[] = [];
    for (const title of ['حسن علي', 'فاطمة الزهراء', 'يوسف كمال']) made.push(await create(user, { title }));
    expect(await queueItem(made[0]!)).toBeUndefined();
    expect(await queueItem(made[1]!)).toBeUndefined();
    expect((await caseOf(made[2]!)).signals).toEqual([
      expect.objectContaining({ kind: 'many_campaigns', other: null, detail: '' }),
    ]);
    // another account's single campaign on the same day is not counted with these
    expect(await queueItem(await create(await family(), { title: 'حسن علي' }))).toBeUndefined();
  });

  it('a phone number or transfer details in the description, an edit or a family update', async () => {
    const user = await family();
    const asked = await create(user, {
      title: 'عمر الفاروق',
      description: 'حوّلوا صدقته على \u200f٠١٠ ١٢٣٤ ٥٦٧٨\u200f فودافون كاش',
    });
    const found = await caseOf(asked);
    expect(found.signals.map((s) => [s.kind, s.detail, s.source]).sort()).toEqual(
      [
        ['money_in_text', '01012345678', 'campaign'],
        ['money_in_text', 'فودافون كاش', 'campaign'],
        ['money_in_text', 'حولوا', 'campaign'],
      ].sort(),
    );

    const quietFamily = await family();
    const quiet = await create(quietFamily, {
      title: 'زينب حامد',
      description: 'تحدثنا حول ذكرياتها يوم 2024-10-15، واتصلوا بالخط الساخن 19459',
    });
    expect(await queueItem(quiet)).toBeUndefined();

    const owner = await family();
    const later = await create(owner, { title: 'مريم صلاح' });
    const update = await multipartPayload({
      campid: String(later),
      body: 'للمساهمة: InstaPay على 01198765432',
    });
    const posted = await t.call({
      method: 'POST',
      url: '/api/campaigns/family-updates',
      payload: update.payload,
      headers: { ...update.headers, ...owner.auth },
    });
    expect(posted.statusCode, posted.body).toBe(200);
    const updateId = posted.json().data[0].id as number;
    const fromUpdate = await caseOf(later);
    expect(fromUpdate.signals.map((s) => [s.detail, s.source, s.source_id]).sort()).toEqual(
      [
        ['01198765432', 'family_update', updateId],
        ['instapay', 'family_update', updateId],
      ].sort(),
    );

    const edited = await t.call({
      method: 'PATCH',
      url: `/api/campaigns/${quiet}`,
      payload: { campaign_description: 'رقم المحفظة 0127-555-4433' },
      headers: quietFamily.auth,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await caseOf(quiet)).signals.map((s) => s.detail)).toContain('01275554433');
  });

  it('a campaign without signals is not queued; a dismissed signal does not come back with the same words', async () => {
    const user = await family();
    const plain = await create(user, { title: 'منير عبد السلام', description: 'رحمه الله وغفر له' });
    expect(await queueItem(plain)).toBeUndefined();
    expect(
      await t.db.selectFrom('campaign_reports').select('id').where('campaign_id', '=', plain).execute(),
    ).toEqual([]);

    const edit = (description: string) =>
      t.call({
        method: 'PATCH',
        url: `/api/campaigns/${plain}`,
        payload: { campaign_description: description },
        headers: user.auth,
      });
    expect((await edit('اتصلوا على 01512345678')).statusCode).toBe(200);
    expect(await queueItem(plain)).toMatchObject({ severe: true });
    const dismissed = await t.call({
      method: 'POST',
      url: `/api/operator/moderation/${plain}/decision`,
      payload: { outcome: 'dismissed', reason: 'رقم العائلة للتواصل، لا طلب مال' },
      cookies: { athar_operator: moderator },
    });
    expect(dismissed.statusCode, dismissed.body).toBe(200);
    expect(await queueItem(plain)).toBeUndefined();
    expect((await edit('اتصلوا على 01512345678 بعد العصر')).statusCode).toBe(200);
    expect(await queueItem(plain)).toBeUndefined();
    expect((await edit('أو حولوا على 01298765432')).statusCode).toBe(200);
    expect(await queueItem(plain)).toMatchObject({ severe: true, reports: 1 });
  });

  it('reads `$`, formula and bidi-wrapped words: the number and the request are found, the text kept', async () => {
    const hostile = '=SUM(A1) $& $1 \u202eحولوا\u202c على 01012345678';
    const id = await create(await family(), { title: 'سامي نور', description: hostile });
    const found = await caseOf(id);
    expect(found.signals.map((s) => s.detail).sort()).toEqual(['01012345678', 'حولوا'].sort());
    // the public text's rule drops the direction overrides when it is saved; the rest is kept as typed
    const row = await get(`/api/operator/moderation/${id}`);
    expect(row.json().data[0].description).toBe('=SUM(A1) $& $1 حولوا على 01012345678');
  });

  it('pages through signal cases queued by now() one at a time, each once (a cursor in milliseconds)', async () => {
    for (const title of ['وداد الشامي', 'وداد الشامي'])
      await create(await family(), { title, death_date: '2025-07-07' });
    const seen: number[] = [];
    let url = '/api/operator/moderation?limit=1';
    for (let pages = 0; pages < 500; pages++) {
      const page = (await get(url)).json().data[0];
      seen.push(...page.items.map((item: { campaign_id: number }) => item.campaign_id));
      if (!page.next) break;
      url = `/api/operator/moderation?limit=1&after_at=${encodeURIComponent(page.next.after_at)}&after_id=${page.next.after_id}`;
    }
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen).toEqual((await queued()).map((item) => item.campaign_id));
  });

  it('refuses the case to operators who do not moderate: finance and the catalogue get 403', async () => {
    const id = await create(await family(), { title: 'هالة نبيل', description: 'حولوا على 01012345678' });
    for (const cookie of [finance, catalogue]) {
      const refused = await get(`/api/operator/moderation/${id}`, cookie);
      expect(refused.statusCode).toBe(403);
      expect(refused.body).not.toContain('01012345678');
      expect((await get('/api/operator/moderation', cookie)).statusCode).toBe(403);
    }
  });
});
