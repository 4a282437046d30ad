import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { givingMessages } from '@athar/contract/giving/giving-messages';
import { fromHijri } from '@athar/contract/hijri/calendar';
import { plannedGivingNights } from '@athar/contract/hijri/giving-nights';
import { apiMessages } from '@athar/contract/messages';
import { addDays } from '../lib/cairo-time';
import { createCreatorCampaign } from '../test/campaign-factories';
import type { CreatorCampaign } from '../test/campaign-factories';
import type { TestApp } from '../test/test-app';
import { oneEngine } from '../test/test-database';
import { createScheduleTestApp, scheduleCalls, today } from './giving-schedules.test-support';

// the preview; the set-up itself: giving-schedules.create.test.ts
describe.each(oneEngine)('setting a giving schedule up on %s', (engine) => {
  let t: TestApp;
  /** a charity with wallet and kiosk, no card */
  let walletCampaign: CreatorCampaign;
  let counter = 0;

  beforeAll(async () => {
    ({ t, walletCampaign } = await createScheduleTestApp(engine));
  });
  afterAll(() => t.close());
  // every test from its own address and caller, so the per-address limits never join two tests
  beforeEach(() => {
    counter += 1;
  });

  const { preview } = scheduleCalls(() => ({ t, walletCampaign, counter }));

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

    it('gives the 27th night alone, and ليلة الجمعة up to the donor’s end', async () => {
      const night27 = await preview({ campid: walletCampaign.id, pattern: 'night_27', amount: 500 });
      expect(night27.json().data).toMatchObject({
        nights: [{ occasion: 'ramadan_27' }],
        total_piasters: 50_000,
      });
      const end = addDays(today(), 27);
      const eves = await preview({
        campid: walletCampaign.id,
        pattern: 'friday_eves',
        amount: 100,
        ends_on: end,
      });
      const expected = plannedGivingNights('friday_eves', today(), { endsOn: end });
      expect(eves.json().data.nights).toHaveLength(expected.length);
      expect(eves.json().data.total_piasters).toBe(10_000 * expected.length);
    });

    it.each([
      [{ amount: 99 }, 'amount', givingMessages.amountMin],
      [{ amount: 100.5 }, 'amount', givingMessages.amountWhole],
      [{ amount: 100_001 }, 'amount', givingMessages.amountMax],
      [{ amount: 'مئة' }, 'amount', givingMessages.amountInvalid],
      [{ pattern: 'daily' }, 'pattern', givingMessages.patternInvalid],
      [{ pattern: 'friday_eves' }, 'ends_on', givingMessages.endsOnRequired],
      [{ pattern: 'friday_mornings', ends_on: '2026-13-45x' }, 'ends_on', givingMessages.dayInvalid],
      // «every Friday» evening is no longer offered (docs/decisions/030)
      [{ pattern: 'fridays', ends_on: addDays(today(), 27) }, 'pattern', givingMessages.patternInvalid],
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

    it('refuses a weekly pattern past a year, or with no night or day of it before the end', async () => {
      const far = await preview({
        campid: walletCampaign.id,
        pattern: 'friday_mornings',
        amount: 150,
        ends_on: addDays(today(), 367),
      });
      expect(far.statusCode).toBe(400);
      expect(far.json().message).toBe(givingMessages.endsOnTooFar);
      for (const [pattern, message] of [
        ['friday_mornings', givingMessages.noFridays],
        ['friday_eves', givingMessages.noFridayEves],
      ]) {
        const past = await preview({
          campid: walletCampaign.id,
          pattern: pattern!,
          amount: 150,
          ends_on: addDays(today(), -1),
        });
        expect(past.statusCode).toBe(400);
        expect(past.json()).toMatchObject({ message, errors: { ends_on: message } });
      }
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
});
