import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hijriMessages } from '@athar/contract/hijri/messages';
import { createSession } from '../services/accounts/sessions';
import { addDays, cairoDay } from '../lib/cairo-time';
import { createCreatorCampaign, type CreatorCampaign } from '../test/campaign-factories';
import { createLoggedInUser, multipartPayload, type LoggedInUser } from '../test/factories';
import { signedCall } from '../test/signed-call';
import { createTestApp, type TestApp } from '../test/test-app';
import { oneEngine } from '../test/test-database';

const TODAY = cairoDay(new Date());

/**
 * The date of death in both calendars (PRODUCT.md §11.6). Umm al-Qura: Sha'ban 1446 has 29 days and Ramadan
 * 1446 begins on 2025-03-01 (29 days too), Shawwal on 2025-03-30.
 */
describe.each(oneEngine)('the date of death on %s (issue 20)', (engine) => {
  let t: TestApp;
  let user: LoggedInUser;
  let projectId: number;
  let family: CreatorCampaign;
  let creator: LoggedInUser;
  let stranger: LoggedInUser;

  beforeAll(async () => {
    t = await createTestApp(engine);
    user = await createLoggedInUser(t.db);
    projectId = (await t.db.selectFrom('projects').select('id').executeTakeFirstOrThrow()).id;
    family = await createCreatorCampaign(t.db, { title: 'نادية فهمي', collected: 20_000 });
    const token = await createSession(t.db, family.creator.id);
    creator = { ...family.creator, token, auth: { authorization: `Bearer ${token}` } };
    stranger = await createLoggedInUser(t.db);
  });
  afterAll(() => t.close());

  async function create(death: Record<string, string>) {
    const body = await multipartPayload({
      project_id: String(projectId),
      campaign_title: 'المرحوم حسن عبد الله',
      campaign_description: '',
      msisdn: '01012345678',
      consent: 'true',
      ...death,
    });
    return t.call({
      method: 'POST',
      url: '/api/campaigns',
      payload: body.payload,
      headers: { ...body.headers, ...user.auth },
    });
  }
  const details = async (campaignId: number) =>
    (await t.call({ method: 'GET', url: `/api/campaigns/details?campid=${campaignId}` })).json().data[0];
  const stored = (campaignId: number) =>
    t.db
      .selectFrom('campaigns')
      .select(['death_hijri', 'death_calendar'])
      .select((eb) => eb.fn<string>('to_char', [eb.ref('death_date'), eb.val('YYYY-MM-DD')]).as('death_date'))
      .where('id', '=', campaignId)
      .executeTakeFirstOrThrow();
  const edit = (payload: unknown, auth: Record<string, string> = creator.auth, id = family.id) =>
    t.call({ method: 'PATCH', url: `/api/campaigns/${id}`, payload: payload as object, headers: auth });
  const hijri = (payload: unknown, action: 'set' | 'clear' | 'list') =>
    signedCall(t, t.config.PAY_WEBHOOK_SECRET, {
      method: action === 'list' ? 'GET' : 'POST',
      url: `/api/internal/hijri/corrections${action === 'clear' ? '/clear' : ''}`,
      payload,
    });

  it('stores a Gregorian date with its Hijri date, and the page gets both', async () => {
    const response = await create({ death_calendar: 'gregorian', death_date: '2025-03-01' });
    expect(response.statusCode).toBe(200);
    const id = response.json().data[0].campaign_id;
    expect(await stored(id)).toEqual({
      death_date: '2025-03-01',
      death_hijri: '1446-09-01',
      death_calendar: 'gregorian',
    });
    expect(await details(id)).toMatchObject({
      death_date: '2025-03-01',
      death_hijri: '1446-09-01',
      death_calendar: 'gregorian',
    });
  });

  it('stores a Hijri date with its Gregorian day; without a date, none of the three', async () => {
    const response = await create({ death_calendar: 'hijri', death_hijri: '1445-09-30' });
    expect(response.statusCode).toBe(200);
    expect(await stored(response.json().data[0].campaign_id)).toEqual({
      death_date: '2024-04-09',
      death_hijri: '1445-09-30',
      death_calendar: 'hijri',
    });
    const nones: Record<string, string>[] = [{}, { death_calendar: '', death_date: '', death_hijri: '' }];
    for (const none of nones) {
      const plain = await create(none);
      expect(plain.statusCode).toBe(200);
      const id = plain.json().data[0].campaign_id;
      expect(await stored(id)).toEqual({ death_date: null, death_hijri: null, death_calendar: null });
      expect(await details(id)).toMatchObject({ death_date: null, death_hijri: null, death_calendar: null });
    }
  });

  it.each([
    [{ death_calendar: 'gregorian', death_date: addDays(TODAY, 1) }, 'death_date', hijriMessages.inFuture],
    [{ death_calendar: 'gregorian', death_date: '2025-02-30' }, 'death_date', hijriMessages.dateInvalid],
    [{ death_calendar: 'gregorian', death_date: '1955-05-01' }, 'death_date', hijriMessages.tooEarly],
    [{ death_calendar: 'hijri', death_hijri: '1446-08-30' }, 'death_hijri', hijriMessages.dayNotInMonth],
    [{ death_calendar: 'hijri', death_hijri: '1499-01-01' }, 'death_hijri', hijriMessages.inFuture],
    [{ death_calendar: 'hijri', death_hijri: '1379-12-01' }, 'death_hijri', hijriMessages.tooEarly],
    [{ death_calendar: 'hijri', death_hijri: '1446-13-01' }, 'death_hijri', hijriMessages.dateInvalid],
    [{ death_calendar: 'hijri', death_hijri: '' }, 'death_hijri', hijriMessages.dateInvalid],
    [{ death_date: '2025-03-01' }, 'death_calendar', hijriMessages.calendarRequired],
    [
      { death_calendar: 'julian', death_date: '2025-03-01' },
      'death_calendar',
      hijriMessages.calendarRequired,
    ],
    [{ death_calendar: 'gregorian', death_date: '=cmd|$1‮' }, 'death_date', hijriMessages.dateInvalid],
    [
      { death_calendar: 'hijri', death_hijri: `1446-09-01${'$'.repeat(5000)}` },
      'death_hijri',
      hijriMessages.dateInvalid,
    ],
  ])('refuses bad date #%# in Arabic, creating nothing', async (death, field, message) => {
    const count = async () =>
      (
        await t.db
          .selectFrom('campaigns')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n;
    const before = await count();
    const response = await create(death);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: 0, message });
    expect(response.json().errors[field]).toBe(message);
    expect(await count()).toBe(before);
  });

  it("lets the family set, change and clear the date; not a stranger's", async () => {
    const set = await edit({ death_calendar: 'gregorian', death_date: '2024-05-20' });
    expect(set.statusCode).toBe(200);
    expect(set.json().data[0]).toMatchObject({ campaign_id: family.id, deceased_gender: 'male' });
    expect(await details(family.id)).toMatchObject({
      death_date: '2024-05-20',
      death_hijri: '1445-11-12',
      death_calendar: 'gregorian',
    });
    // with another field in the same edit
    const both = await edit({
      campaign_description: 'كان سندًا للجميع',
      death_calendar: 'hijri',
      death_hijri: '1445-11-13',
    });
    expect(both.statusCode).toBe(200);
    expect(await details(family.id)).toMatchObject({
      campaign_description: 'كان سندًا للجميع',
      death_date: '2024-05-21',
      death_hijri: '1445-11-13',
      death_calendar: 'hijri',
    });
    // an edit without the date leaves it
    await edit({ deceased_gender: 'male' });
    expect((await details(family.id)).death_hijri).toBe('1445-11-13');

    const future = await edit({ death_calendar: 'gregorian', death_date: addDays(TODAY, 2) });
    expect(future.statusCode).toBe(400);
    expect(future.json().message).toBe(hijriMessages.inFuture);
    const other = await edit({ death_calendar: 'gregorian', death_date: '2024-05-20' }, stranger.auth);
    expect(other.statusCode).toBe(403);
    const unknown = await edit({ death_calendar: null }, creator.auth, 987_654_321);
    expect(unknown.statusCode).toBe(404);
    expect((await details(family.id)).death_hijri).toBe('1445-11-13');

    const cleared = await edit({ death_calendar: null });
    expect(cleared.statusCode).toBe(200);
    expect(await stored(family.id)).toEqual({ death_date: null, death_hijri: null, death_calendar: null });
  });

  it("the operator's correction moves the dates of death it touches, and its clearing moves them back", async () => {
    const ids = {
      // 1 Ramadan 1446 in Umm al-Qura
      gregorian: (await create({ death_calendar: 'gregorian', death_date: '2025-03-01' })).json().data[0]
        .campaign_id,
      hijri: (await create({ death_calendar: 'hijri', death_hijri: '1446-09-10' })).json().data[0]
        .campaign_id,
      // Shawwal follows Ramadan's shift (Ramadan 1446 has 29 days: it would otherwise have 28)
      shawwal: (await create({ death_calendar: 'hijri', death_hijri: '1446-10-01' })).json().data[0]
        .campaign_id,
      far: (await create({ death_calendar: 'gregorian', death_date: '2024-01-15' })).json().data[0]
        .campaign_id,
    };
    const before = {
      gregorian: await stored(ids.gregorian),
      hijri: await stored(ids.hijri),
      shawwal: await stored(ids.shawwal),
      far: await stored(ids.far),
    };
    expect(before.hijri.death_date).toBe('2025-03-10');
    expect(before.shawwal.death_date).toBe('2025-03-30');

    const set = await hijri({ hijri_year: 1446, hijri_month: 9, shift: 1 }, 'set');
    expect(set.statusCode).toBe(200);
    expect(set.json()).toMatchObject({ status: 1, message: hijriMessages.correctionSet });
    expect(set.json().data[0].campaigns_updated).toBeGreaterThanOrEqual(3);
    expect(await stored(ids.gregorian)).toEqual({
      death_date: '2025-03-01',
      death_hijri: '1446-08-30',
      death_calendar: 'gregorian',
    });
    expect(await stored(ids.hijri)).toEqual({
      death_date: '2025-03-11',
      death_hijri: '1446-09-10',
      death_calendar: 'hijri',
    });
    expect(await stored(ids.shawwal)).toEqual({
      death_date: '2025-03-31',
      death_hijri: '1446-10-01',
      death_calendar: 'hijri',
    });
    expect(await stored(ids.far)).toEqual(before.far);

    // a Hijri date entered under the correction gets the corrected Gregorian day
    const late = await create({ death_calendar: 'hijri', death_hijri: '1446-09-01' });
    expect(await stored(late.json().data[0].campaign_id)).toMatchObject({ death_date: '2025-03-02' });
    // Sha'ban 1446 has 30 days now
    const thirtieth = await create({ death_calendar: 'hijri', death_hijri: '1446-08-30' });
    expect(thirtieth.statusCode).toBe(200);
    expect(await stored(thirtieth.json().data[0].campaign_id)).toMatchObject({ death_date: '2025-03-01' });

    const listed = await hijri(undefined, 'list');
    expect(listed.statusCode).toBe(200);
    expect(listed.json().data).toEqual([
      expect.objectContaining({
        hijri_year: 1446,
        hijri_month: 9,
        shift: 1,
        first_day: '2025-03-02',
        length: 29,
      }),
    ]);

    // the web's field reads them too, public
    const open = await t.call({ method: 'GET', url: '/api/hijri/corrections' });
    expect(open.statusCode).toBe(200);
    expect(open.json().data).toEqual([{ hijri_year: 1446, hijri_month: 9, shift: 1 }]);

    // a month left with 28 days is refused, and nothing changes
    const bad = await hijri({ hijri_year: 1446, hijri_month: 10, shift: 0 }, 'set');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(hijriMessages.correctionMonthTooShort);
    expect((await hijri(undefined, 'list')).json().data).toHaveLength(1);

    const cleared = await hijri({ hijri_year: 1446, hijri_month: 9 }, 'clear');
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().message).toBe(hijriMessages.correctionCleared);
    expect(await stored(ids.gregorian)).toEqual(before.gregorian);
    expect(await stored(ids.hijri)).toEqual(before.hijri);
    expect(await stored(ids.shawwal)).toEqual(before.shawwal);
    // the 30th of a 29-day Sha'ban: the Gregorian day stays, its Hijri date is read again
    expect(await stored(thirtieth.json().data[0].campaign_id)).toEqual({
      death_date: '2025-03-01',
      death_hijri: '1446-09-01',
      death_calendar: 'hijri',
    });
    expect((await hijri({ hijri_year: 1446, hijri_month: 9 }, 'clear')).statusCode).toBe(404);
  });

  it('refuses unsigned and malformed correction calls', async () => {
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/api/internal/hijri/corrections',
      payload: { hijri_year: 1446, hijri_month: 9, shift: 1 },
    });
    expect(unsigned.statusCode).toBe(401);
    for (const body of [
      { hijri_year: 1446, hijri_month: 13, shift: 1 },
      { hijri_year: 1446, hijri_month: 9, shift: 2 },
      { hijri_year: 1200, hijri_month: 9, shift: 1 },
      { hijri_year: '1446', hijri_month: 9, shift: 1 },
    ]) {
      const response = await hijri(body, 'set');
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/[\u0600-\u06FF]/);
    }
    expect((await hijri(undefined, 'list')).json().data).toEqual([]);
  });
});
