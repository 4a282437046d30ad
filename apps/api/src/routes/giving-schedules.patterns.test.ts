import { describe, expect, it } from 'vitest';
import { givingMessages } from '@athar/contract/giving/giving-messages';
import { hijriKey, toHijri } from '@athar/contract/hijri/calendar';
import { plannedGivingNights } from '@athar/contract/hijri/giving-nights';
import { addDays } from '../lib/cairo-time';
import { renderMail } from '../services/mail-template';
import { nightlyHelpers } from '../services/giving/nightly.test-support';
import { createCreatorCampaign } from '../test/campaign-factories';
import { testEngines } from '../test/test-database';
import { scheduleCalls, scheduleTestFile, today } from './giving-schedules.test-support';

const weekday = (day: string) => new Date(`${day}T12:00:00Z`).getUTCDay();

/**
 * The patterns a donor may set up (docs/decisions/030), on both engines: ليلة الجمعة, the Friday before
 * the prayer, the anniversary only on a campaign with a date of death — and no new «every Friday».
 */
describe.each(testEngines)('the patterns of a new giving schedule on %s', (engine) => {
  const file = scheduleTestFile(engine);
  const { body, create, schedule, endsOn } = scheduleCalls(() => file);
  const { compose } = nightlyHelpers(() => file.t);
  const startedMail = async (id: number) =>
    renderMail((await compose('schedule_started', { schedule_id: id }))!).text;

  it('sets up ليلة الجمعة: every Thursday evening to the donor’s end, named as the night it is', async () => {
    const end = addDays(today(), 30);
    const response = await create(body({ pattern: 'friday_eves', ends_on: end }));
    expect(response.statusCode).toBe(200);
    const { schedule_id: id, nights } = response.json().data;
    expect(nights.map((night: { night: string }) => night.night)).toEqual(
      plannedGivingNights('friday_eves', today(), { endsOn: end }).map((night) => night.night),
    );
    for (const night of nights) {
      expect(weekday(night.night)).toBe(4);
      expect(night.occasion).toBe('friday_eve');
      expect(night.label).toMatch(/^ليلة الجمعة — مساء الخميس، \d+ \S+ \d{4}$/);
    }
    expect(await schedule(id)).toMatchObject({ pattern: 'friday_eves', status: 'active' });
    expect(await endsOn(id)).toBe(end);
    expect(await startedMail(id)).toContain('في كل ليلة من الليالي التالية');
  });

  it('sets up the Friday before the prayer: every Friday, a day, never a night', async () => {
    const end = addDays(today(), 30);
    const response = await create(body({ pattern: 'friday_mornings', ends_on: end, type: 5 }));
    expect(response.statusCode).toBe(200);
    const { schedule_id: id, nights, total_piasters } = response.json().data;
    expect(nights.length).toBeGreaterThanOrEqual(4);
    expect(total_piasters).toBe(15_000 * nights.length);
    for (const night of nights) {
      expect(weekday(night.night)).toBe(5);
      expect(night.occasion).toBe('friday_morning');
      expect(night.label).toMatch(/^يوم الجمعة \d+ \S+ \d{4} — قبل الصلاة$/);
    }
    expect(await schedule(id)).toMatchObject({ pattern: 'friday_mornings', type: 5 });
    const mail = await startedMail(id);
    expect(mail).toContain('في كل يوم جمعة من الأيام التالية');
    expect(mail).toMatch(/عدد الأيام: (\d+ (أيام|يومًا|يوم)|يومان)/);
    expect(mail).not.toMatch(/ليلة|ليالٍ|الليالي/);
  });

  it('refuses a new «every Friday» evening in Arabic (docs/decisions/030)', async () => {
    const response = await create(body({ pattern: 'fridays', ends_on: addDays(today(), 30) }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: givingMessages.patternInvalid,
      errors: { pattern: givingMessages.patternInvalid },
    });
  });

  it('sets the anniversary up only on a campaign with a date of death, else an Arabic 400', async () => {
    const before = await file.t.db.selectFrom('giving_schedules').select('id').execute();
    const none = await create(body({ pattern: 'anniversary' }));
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({
      status: 0,
      message: givingMessages.noAnniversary,
      errors: { pattern: givingMessages.noAnniversary },
    });
    expect(await file.t.db.selectFrom('giving_schedules').select('id').execute()).toEqual(before);

    // a date of death a year and a half ago: the anniversary to come
    const remembered = await createCreatorCampaign(file.t.db, { card: true });
    const died = addDays(today(), -540);
    const death = toHijri(died);
    await file.t.db
      .updateTable('campaigns')
      .set({ death_date: died, death_hijri: hijriKey(death), death_calendar: 'gregorian' })
      .where('id', '=', remembered.id)
      .execute();
    const given = await create(
      body({ campaign_id: remembered.id, pattern: 'anniversary', type: 2, msisdn: undefined }),
    );
    expect(given.statusCode).toBe(200);
    const [night] = plannedGivingNights('anniversary', today(), { deathHijri: death });
    expect(given.json().data.nights).toEqual([
      expect.objectContaining({ night: night!.night, occasion: 'anniversary' }),
    ]);
    expect(await endsOn(given.json().data.schedule_id)).toBe(night!.night);
  });
});
