import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { givingMessages } from '@athar/contract/giving/giving-messages';
import { fromHijri } from '@athar/contract/hijri/calendar';
import { plannedGivingNights } from '@athar/contract/hijri/giving-nights';
import { apiMessages, validationMessages } from '@athar/contract/messages';
import { addDays, cairoDay } from '../lib/cairo-time';
import { createCreatorCampaign, type CreatorCampaign } from '../test/campaign-factories';
import { createCharity } from '../test/charity-factories';
import { createLoggedInUser } from '../test/factories';
import { createGatewayCampaign } from '../test/gateway-factories';
import { createTestApp, type TestApp } from '../test/test-app';
import { testEngines } from '../test/test-database';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

describe.each(testEngines)('setting a giving schedule up on %s', (engine) => {
  let t: TestApp;
  /** a charity with a merchant (card), no gateway */
  let cardCampaign: CreatorCampaign;
  /** a charity with wallet and kiosk, no card */
  let walletCampaign: CreatorCampaign;
  /** a charity without a fundraising permit in force: its donations are paused */
  let pausedCampaign: CreatorCampaign;
  let counter = 0;

  beforeAll(async () => {
    t = await createTestApp(engine);
    cardCampaign = await createCreatorCampaign(t.db, { card: true });
    walletCampaign = await createGatewayCampaign(t.db, ['wallet', 'kiosk']);
    pausedCampaign = await createCreatorCampaign(t.db, {
      charity: await createCharity(t.db, { card: true, permit: false }),
    });
  });
  afterAll(() => t.close());
  // every test from its own address and caller, so the per-address limits never join two tests
  beforeEach(() => {
    counter += 1;
  });

  const today = () => cairoDay(new Date());
  const ip = () => `198.51.100.${counter}`;
  const body = (overrides: Record<string, unknown> = {}) => ({
    campaign_id: walletCampaign.id,
    pattern: 'last_ten',
    amount: 150,
    type: 4,
    donor_name: 'هالة منصور',
    email: `hala-${counter}@example.com`,
    msisdn: '01098765432',
    consent: true,
    ...overrides,
  });
  const create = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
    t.call({ method: 'POST', url: '/api/giving-schedules', payload, headers, remoteAddress: ip() });
  const preview = (query: Record<string, string | number>) =>
    t.call({
      method: 'GET',
      url: `/api/giving-schedules/preview?${new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]))}`,
    });
  const schedule = (id: number) =>
    t.db.selectFrom('giving_schedules').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const endsOn = async (id: number) =>
    (
      await t.db
        .selectFrom('giving_schedules')
        .select(sql<string>`to_char(ends_on, 'YYYY-MM-DD')`.as('ends_on'))
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).ends_on;
  const mailsOf = async (scheduleId: number) =>
    (await t.db.selectFrom('mail_outbox').select(['kind', 'payload']).execute())
      .map((row) => ({
        kind: row.kind,
        payload: typeof row.payload === 'string' ? JSON.parse(row.payload) : row.payload,
      }))
      .filter((row) => row.payload.schedule_id === scheduleId);

  describe('the preview', () => {
    it('shows every night from today on with its Arabic name, and the total, no fee', async () => {
      const response = await preview({ campid: walletCampaign.id, pattern: 'last_ten', amount: 150 });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('private, no-store');
      const { nights, total_piasters } = response.json().data;
      const expected = plannedGivingNights('last_ten', today());
      expect(nights.map((night: { night: string }) => night.night)).toEqual(expected.map((n) => n.night));
      expect(nights.length === 9 || nights.length === 10).toBe(true);
      expect(total_piasters).toBe(15_000 * expected.length);
      expect(nights[0]).toMatchObject({ occasion: expected[0]!.occasion, status: 'upcoming' });
      expect(nights[0].label).toMatch(/^ليلة \d+ رمضان \d+ هـ — مساء /);
    });

    it('gives the 27th night alone, and Fridays up to the donor’s end', async () => {
      const night27 = await preview({ campid: walletCampaign.id, pattern: 'night_27', amount: 500 });
      expect(night27.json().data).toMatchObject({
        nights: [{ occasion: 'ramadan_27' }],
        total_piasters: 50_000,
      });
      const end = addDays(today(), 27);
      const fridays = await preview({
        campid: walletCampaign.id,
        pattern: 'fridays',
        amount: 100,
        ends_on: end,
      });
      const expected = plannedGivingNights('fridays', today(), { endsOn: end });
      expect(fridays.json().data.nights).toHaveLength(expected.length);
      expect(fridays.json().data.total_piasters).toBe(10_000 * expected.length);
    });

    it.each([
      [{ amount: 99 }, 'amount', givingMessages.amountMin],
      [{ amount: 100.5 }, 'amount', givingMessages.amountWhole],
      [{ amount: 100_001 }, 'amount', givingMessages.amountMax],
      [{ amount: 'مئة' }, 'amount', givingMessages.amountInvalid],
      [{ pattern: 'daily' }, 'pattern', givingMessages.patternInvalid],
      [{ pattern: 'fridays' }, 'ends_on', givingMessages.endsOnRequired],
      [{ pattern: 'fridays', ends_on: '2026-13-45x' }, 'ends_on', givingMessages.dayInvalid],
    ])('refuses %j in Arabic', async (overrides, field, message) => {
      const response = await preview({
        campid: walletCampaign.id,
        pattern: 'last_ten',
        amount: 150,
        ...overrides,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ status: 0, message });
      expect(response.json().errors[field]).toBe(message);
    });

    it('refuses Fridays past a year, or with no Friday before the end', async () => {
      const far = await preview({
        campid: walletCampaign.id,
        pattern: 'fridays',
        amount: 150,
        ends_on: addDays(today(), 367),
      });
      expect(far.statusCode).toBe(400);
      expect(far.json().message).toBe(givingMessages.endsOnTooFar);
      const past = await preview({
        campid: walletCampaign.id,
        pattern: 'fridays',
        amount: 150,
        ends_on: addDays(today(), -1),
      });
      expect(past.statusCode).toBe(400);
      expect(past.json().message).toBe(givingMessages.noFridays);
    });

    it('refuses the anniversary of a campaign without a date of death, and gives it with one', async () => {
      const none = await preview({ campid: walletCampaign.id, pattern: 'anniversary', amount: 150 });
      expect(none.statusCode).toBe(400);
      expect(none.json().message).toBe(givingMessages.noAnniversary);

      const remembered = await createCreatorCampaign(t.db, { card: true });
      const death = { year: 1446, month: 5, day: 30 };
      await t.db
        .updateTable('campaigns')
        .set({
          death_date: fromHijri({ ...death, day: 29 }),
          death_hijri: '1446-05-30',
          death_calendar: 'hijri',
        })
        .where('id', '=', remembered.id)
        .execute();
      const next = await preview({ campid: remembered.id, pattern: 'anniversary', amount: 150 });
      expect(next.statusCode).toBe(200);
      expect(next.json().data.nights).toEqual([
        expect.objectContaining({
          night: plannedGivingNights('anniversary', today(), { deathHijri: death })[0]!.night,
          occasion: 'anniversary',
        }),
      ]);
      expect(next.json().data.nights[0].label).toContain('ذكرى الوفاة');
    });

    it('answers 404 in Arabic for a campaign that does not exist', async () => {
      const response = await preview({ campid: 987_654_321, pattern: 'last_ten', amount: 150 });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(apiMessages.campaignNotFound);
    });
  });

  describe('a guest', () => {
    it('sets up a wallet schedule: active at once, consent recorded, first mail queued', async () => {
      const response = await create(body({ donor_name: '\u202Eهالة منصور\u202C', hide_data: true }));
      expect(response.statusCode).toBe(200);
      const created = response.json().data;
      const expected = plannedGivingNights('last_ten', today());
      expect(created).toMatchObject({
        status: 'active',
        setup_token: null,
        total_piasters: 15_000 * expected.length,
      });
      expect(response.json().message).toBe(givingMessages.created);
      expect(created.nights.map((night: { night: string }) => night.night)).toEqual(
        expected.map((n) => n.night),
      );
      const row = await schedule(created.schedule_id);
      expect(row).toMatchObject({
        campaign_id: walletCampaign.id,
        user_id: null,
        donor_name: 'هالة منصور',
        email: `hala-${counter}@example.com`,
        msisdn: '01098765432',
        hide_data: true,
        pattern: 'last_ten',
        amount: 15_000,
        type: 4,
        status: 'active',
        setup_token_hash: null,
      });
      expect(await endsOn(created.schedule_id)).toBe(expected.at(-1)!.night);
      const consent = await t.db
        .selectFrom('consents')
        .select(['purpose', 'policy_version'])
        .where('schedule_id', '=', created.schedule_id)
        .execute();
      expect(consent).toEqual([{ purpose: 'schedule', policy_version: expect.any(String) }]);
      expect(await mailsOf(created.schedule_id)).toEqual([
        { kind: 'schedule_started', payload: { schedule_id: created.schedule_id } },
      ]);
    });

    it('sets up a card schedule waiting for the bank: a setup token answered once, only its hash kept, no mail yet', async () => {
      const response = await create(body({ campaign_id: cardCampaign.id, type: 2, msisdn: undefined }));
      expect(response.statusCode).toBe(200);
      const created = response.json().data;
      expect(created.status).toBe('setup');
      expect(response.json().message).toBe(givingMessages.cardSetup);
      expect(created.setup_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const row = await schedule(created.schedule_id);
      expect(row.setup_token_hash).toBe(sha256(created.setup_token));
      expect(row.msisdn).toBeNull();
      expect(await mailsOf(created.schedule_id)).toEqual([]);
    });

    it.each([
      [{ consent: false }, 'consent', validationMessages.consentRequired],
      [{ consent: undefined }, 'consent', validationMessages.consentRequired],
      [{ donor_name: 'هالة $منصور' }, 'donor_name', validationMessages.nameSymbols],
      [{ donor_name: '=HYPERLINK("http://x")' }, 'donor_name', validationMessages.nameSymbols],
      [{ donor_name: '+هالة' }, 'donor_name', validationMessages.nameSymbols],
      [{ donor_name: '\u202E\u200Fه' }, 'donor_name', validationMessages.nameShort],
      [{ amount: 99 }, 'amount', givingMessages.amountMin],
      [{ amount: 100_001 }, 'amount', givingMessages.amountMax],
      [{ type: 6 }, 'type', givingMessages.typeInvalid],
      [{ email: 'not-an-address' }, 'email', validationMessages.emailInvalid],
      [{ pattern: 'fridays' }, 'ends_on', givingMessages.endsOnRequired],
      [{ msisdn: undefined }, 'msisdn', givingMessages.phoneRequired],
      [{ msisdn: '0109876' }, 'msisdn', validationMessages.phoneInvalid],
      // eleven digits, but a Cairo landline: no SMS reaches it
      [{ msisdn: '02234567890' }, 'msisdn', validationMessages.phoneInvalid],
    ])('refuses %j in Arabic, and sets nothing up', async (overrides, field, message) => {
      const before = await t.db.selectFrom('giving_schedules').select('id').execute();
      const response = await create(body(overrides));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ status: 0, message });
      expect(response.json().errors[field]).toBe(message);
      expect(await t.db.selectFrom('giving_schedules').select('id').execute()).toHaveLength(before.length);
    });

    it('takes an Arabic-Indic phone number and stores it in Western digits', async () => {
      const response = await create(body({ msisdn: '٠١٠٩٨٧٦٥٤٣٢' }));
      expect(response.statusCode).toBe(200);
      expect((await schedule(response.json().data.schedule_id)).msisdn).toBe('01098765432');
    });

    it('refuses a method the charity does not take', async () => {
      const wallet = await create(body({ campaign_id: cardCampaign.id, type: 4 }));
      expect(wallet.statusCode).toBe(400);
      expect(wallet.json().errors.type).toBe(validationMessages.paymentUnavailable);
      const card = await create(body({ campaign_id: walletCampaign.id, type: 2 }));
      expect(card.statusCode).toBe(400);
      expect(card.json().errors.type).toBe(validationMessages.paymentUnavailable);
    });

    it('refuses a new schedule while the charity’s donations are paused, with the donations’ message', async () => {
      // the preview already says so, before the donor fills anything in
      const shown = await preview({ campid: pausedCampaign.id, pattern: 'last_ten', amount: 150 });
      expect(shown.statusCode).toBe(409);
      expect(shown.json()).toMatchObject({ status: 0, message: apiMessages.donationsPaused });
      const response = await create(body({ campaign_id: pausedCampaign.id, type: 2 }));
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ status: 0, message: apiMessages.donationsPaused });
      const rows = await t.db
        .selectFrom('giving_schedules')
        .select('id')
        .where('campaign_id', '=', pausedCampaign.id)
        .execute();
      expect(rows).toEqual([]);
    });

    it('stores a Friday schedule’s end as the donor gave it', async () => {
      const end = addDays(today(), 40);
      const response = await create(body({ pattern: 'fridays', ends_on: end, type: 5 }));
      expect(response.statusCode).toBe(200);
      expect((await schedule(response.json().data.schedule_id)).type).toBe(5);
      expect(await endsOn(response.json().data.schedule_id)).toBe(end);
      expect(response.json().data.nights).toHaveLength(
        plannedGivingNights('fridays', today(), { endsOn: end }).length,
      );
    });

    it('answers the same schedule to the same request under one Idempotency-Key; other content → 409', async () => {
      const headers = { 'idempotency-key': `schedule-${counter}-${Date.now()}` };
      const first = await create(body({ campaign_id: cardCampaign.id, type: 2 }), headers);
      const again = await create(body({ campaign_id: cardCampaign.id, type: 2 }), headers);
      expect(again.statusCode).toBe(200);
      expect(again.json().data.schedule_id).toBe(first.json().data.schedule_id);
      expect(again.json().data.total_piasters).toBe(first.json().data.total_piasters);
      // a fresh set-up token: only the newest opens the bank's verification
      expect(again.json().data.setup_token).not.toBe(first.json().data.setup_token);
      expect((await schedule(first.json().data.schedule_id)).setup_token_hash).toBe(
        sha256(again.json().data.setup_token),
      );
      const other = await create(body({ campaign_id: cardCampaign.id, type: 2, amount: 200 }), headers);
      expect(other.statusCode).toBe(409);
      expect(other.json().message).toBe(apiMessages.idempotencyConflict);
      const rows = await t.db
        .selectFrom('giving_schedules')
        .select('id')
        .where('idempotency_key', '=', headers['idempotency-key'])
        .execute();
      expect(rows).toHaveLength(1);
    });

    it('limits the schedules one address sets up in an hour', async () => {
      const email = `limited-${counter}@example.com`;
      for (let i = 0; i < 5; i++) expect((await create(body({ email }))).statusCode).toBe(200);
      const refused = await create(body({ email }));
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toBe(givingMessages.limited);
    });
  });

  describe('a logged-in donor', () => {
    it('sets up under their account, with the account’s e-mail', async () => {
      const user = await createLoggedInUser(t.db);
      const response = await t.call({
        method: 'POST',
        url: '/api/giving-schedules',
        payload: body({ email: 'someone-else@example.com' }),
        headers: user.auth,
        remoteAddress: ip(),
      });
      expect(response.statusCode).toBe(200);
      const row = await schedule(response.json().data.schedule_id);
      expect(row).toMatchObject({ user_id: user.id, email: user.email });
    });
  });
});
