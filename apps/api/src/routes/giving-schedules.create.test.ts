import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { givingMessages } from '@athar/contract/giving/giving-messages';
import { schedulePhoneMessages } from '@athar/contract/giving/schedule-phone-messages';
import { plannedGivingNights } from '@athar/contract/hijri/giving-nights';
import { apiMessages, validationMessages } from '@athar/contract/messages';
import { addDays } from '../lib/cairo-time';
import { createLoggedInUser } from '../test/factories';
import type { CreatorCampaign } from '../test/campaign-factories';
import type { TestApp } from '../test/test-app';
import { oneEngine } from '../test/test-database';
import { createScheduleTestApp, scheduleCalls, sha256, today } from './giving-schedules.test-support';

// the set-up itself, by a guest and by a logged-in donor; the preview: giving-schedules.test.ts
describe.each(oneEngine)('setting a giving schedule up on %s', (engine) => {
  let t: TestApp;
  /** a charity with a merchant (card), no gateway */
  let cardCampaign: CreatorCampaign;
  /** a charity with wallet and kiosk, no card */
  let walletCampaign: CreatorCampaign;
  /** a charity without a fundraising permit in force: its donations are paused */
  let pausedCampaign: CreatorCampaign;
  let counter = 0;

  beforeAll(async () => {
    ({ t, cardCampaign, walletCampaign, pausedCampaign } = await createScheduleTestApp(engine));
  });
  afterAll(() => t.close());
  // every test from its own address and caller, so the per-address limits never join two tests
  beforeEach(() => {
    counter += 1;
  });

  const { ip, body, create, preview, schedule, endsOn, mailsOf } = scheduleCalls(() => ({
    t,
    walletCampaign,
    counter,
  }));

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
      // a code went to the phone: its nightly texts wait for it (docs/decisions/026)
      expect(response.json().message).toBe(schedulePhoneMessages.createdWithCode);
      expect(created.phone_code_sent).toBe(true);
      expect(created.nights.map((night: { night: string }) => night.night)).toEqual(
        expected.map((n) => n.night),
      );
      const row = await schedule(created.schedule_id);
      expect(row).toMatchObject({
        campaign_id: walletCampaign.id,
        user_id: null,
        donor_name: 'هالة منصور',
        email: `hala-${counter}@example.com`,
        msisdn: body().msisdn,
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
      [{ pattern: 'friday_mornings' }, 'ends_on', givingMessages.endsOnRequired],
      [{ pattern: 'fridays', ends_on: addDays(today(), 40) }, 'pattern', givingMessages.patternInvalid],
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

    it('stores a weekly schedule’s end as the donor gave it', async () => {
      const end = addDays(today(), 40);
      const response = await create(body({ pattern: 'friday_eves', ends_on: end, type: 5 }));
      expect(response.statusCode).toBe(200);
      expect((await schedule(response.json().data.schedule_id)).type).toBe(5);
      expect(await endsOn(response.json().data.schedule_id)).toBe(end);
      expect(response.json().data.nights).toHaveLength(
        plannedGivingNights('friday_eves', today(), { endsOn: end }).length,
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
      // each on a phone of its own: a phone is named by at most 3 schedules (docs/decisions/026)
      const on = (i: number) => body({ email, msisdn: `01099${String(counter * 10 + i).padStart(6, '0')}` });
      for (let i = 0; i < 5; i++) expect((await create(on(i))).statusCode).toBe(200);
      const refused = await create(on(5));
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
