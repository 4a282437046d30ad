import { describe, expect, it } from 'vitest';
import {
  correctionKey,
  correctionProblem,
  dayNumber,
  dayString,
  fromHijri,
  hijriMonthLength,
  toHijri,
  type HijriShift,
} from './calendar';
import { givingNightsBetween, nightsOfSchedule, patternUnit, plannedGivingNights } from './giving-nights';
import { givingNightLabel } from './giving-occasions';

const corrections = (entries: Array<[number, number, HijriShift]>) =>
  new Map(entries.map(([year, month, shift]) => [correctionKey(year, month), shift]));
const days = (nights: { night: string }[]) => nights.map((night) => night.night);
const occasions = (nights: { occasion: string }[]) => nights.map((night) => night.occasion);

describe('the last ten nights of Ramadan', () => {
  it('has ten nights in a Ramadan of 30 days, the 30th the evening before its last day', () => {
    // Ramadan 1447: 30 days from 18 February 2026 (Umm al-Qura)
    expect(hijriMonthLength(1447, 9)).toBe(30);
    const nights = plannedGivingNights('last_ten', '2026-01-01');
    expect(occasions(nights)).toEqual([21, 22, 23, 24, 25, 26, 27, 28, 29, 30].map((n) => `ramadan_${n}`));
    expect(days(nights)).toEqual([
      '2026-03-09',
      '2026-03-10',
      '2026-03-11',
      '2026-03-12',
      '2026-03-13',
      '2026-03-14',
      '2026-03-15',
      '2026-03-16',
      '2026-03-17',
      '2026-03-18',
    ]);
    // each night is the evening of the day before its Hijri date
    for (const night of nights) {
      const day = Number(night.occasion.slice('ramadan_'.length));
      expect(toHijri(night.night)).toEqual({ year: 1447, month: 9, day: day - 1 });
    }
  });

  it('has nine nights in a Ramadan of 29 days: no night of the 30th (that evening is the night of Eid)', () => {
    expect(hijriMonthLength(1448, 9)).toBe(29);
    const nights = plannedGivingNights('last_ten', '2026-11-26');
    expect(occasions(nights)).toEqual([21, 22, 23, 24, 25, 26, 27, 28, 29].map((n) => `ramadan_${n}`));
    expect(nights[0]!.night).toBe('2027-02-27');
    expect(nights.at(-1)!.night).toBe('2027-03-07');
    // the evening after the last night is the eve of 1 Shawwal
    expect(toHijri('2027-03-09')).toEqual({ year: 1448, month: 10, day: 1 });
  });

  it('names the 27th night by the day of 26 Ramadan', () => {
    const [night] = plannedGivingNights('night_27', '2026-11-26');
    expect(night).toEqual({ night: '2027-03-05', occasion: 'ramadan_27' });
    expect(toHijri('2027-03-05')).toEqual({ year: 1448, month: 9, day: 26 });
    expect(givingNightLabel(night!)).toContain('ليلة 27 رمضان 1448 هـ');
    expect(givingNightLabel(night!)).toContain('مارس 2027');
  });
});

describe('a schedule across a Ramadan boundary', () => {
  it('set up during the last ten nights gives only on the nights left, tonight included', () => {
    // the 25th night of Ramadan 1447 is the evening of 13 March 2026
    const nights = plannedGivingNights('last_ten', '2026-03-13');
    expect(occasions(nights)).toEqual([
      'ramadan_25',
      'ramadan_26',
      'ramadan_27',
      'ramadan_28',
      'ramadan_29',
      'ramadan_30',
    ]);
    expect(nights[0]!.night).toBe('2026-03-13');
  });

  it('set up after the last night gives on next year’s last ten nights', () => {
    // 30 Ramadan 1447 (19 March 2026): its night was the evening before
    expect(toHijri('2026-03-19')).toEqual({ year: 1447, month: 9, day: 30 });
    const nights = plannedGivingNights('last_ten', '2026-03-19');
    expect(nights).toHaveLength(9);
    expect(nights[0]).toEqual({ night: '2027-02-27', occasion: 'ramadan_21' });
    expect(plannedGivingNights('night_27', '2026-03-16')).toEqual([
      { night: '2027-03-05', occasion: 'ramadan_27' },
    ]);
    expect(plannedGivingNights('night_27', '2026-03-15')).toEqual([
      { night: '2026-03-15', occasion: 'ramadan_27' },
    ]);
  });

  it('keeps to the nights between its set-up and its end', () => {
    const planned = plannedGivingNights('last_ten', '2026-03-13');
    expect(nightsOfSchedule('last_ten', '2026-03-13', planned.at(-1)!.night)).toEqual(planned);
    // the following Ramadan is not the schedule's
    expect(givingNightsBetween('last_ten', '2026-03-13', '2027-12-31')).toHaveLength(6 + 9);
    expect(nightsOfSchedule('last_ten', '2026-03-13', '2026-03-18')).toHaveLength(6);
  });
});

describe('a corrected month', () => {
  it('moves the nights when Egypt began Ramadan a day later (+1)', () => {
    const plusOne = corrections([[1447, 9, 1]]);
    expect(correctionProblem(1447, 9, 1)).toBeNull();
    expect(fromHijri({ year: 1447, month: 9, day: 1 }, plusOne)).toBe('2026-02-19');
    expect(hijriMonthLength(1447, 9, plusOne)).toBe(29);
    const nights = plannedGivingNights('last_ten', '2026-01-01', { corrections: plusOne });
    expect(nights).toHaveLength(9);
    expect(nights[0]).toEqual({ night: '2026-03-10', occasion: 'ramadan_21' });
    expect(nights.at(-1)).toEqual({ night: '2026-03-18', occasion: 'ramadan_29' });
    expect(plannedGivingNights('night_27', '2026-01-01', { corrections: plusOne })).toEqual([
      { night: '2026-03-16', occasion: 'ramadan_27' },
    ]);
  });

  it('moves the nights of a schedule set up before the correction (-1: a night earlier, and a 30th)', () => {
    const planned = plannedGivingNights('last_ten', '2026-11-26');
    const endsOn = planned.at(-1)!.night;
    expect(endsOn).toBe('2027-03-07');
    const minusOne = corrections([[1448, 9, -1]]);
    expect(correctionProblem(1448, 9, -1)).toBeNull();
    const nights = nightsOfSchedule('last_ten', '2026-11-26', endsOn, { corrections: minusOne });
    expect(occasions(nights)).toEqual([21, 22, 23, 24, 25, 26, 27, 28, 29, 30].map((n) => `ramadan_${n}`));
    expect(nights[0]!.night).toBe('2027-02-26');
    // the 30th night falls on the old last night's day; the 27th a day earlier
    expect(nights.at(-1)!.night).toBe('2027-03-07');
    expect(nights.find((night) => night.occasion === 'ramadan_27')!.night).toBe('2027-03-04');
  });

  it('lets the last night move a day later after a +1 correction made after the set-up', () => {
    const planned = plannedGivingNights('night_27', '2026-01-01');
    expect(planned).toEqual([{ night: '2026-03-15', occasion: 'ramadan_27' }]);
    const moved = nightsOfSchedule('night_27', '2026-01-01', planned[0]!.night, {
      corrections: corrections([[1447, 9, 1]]),
    });
    expect(moved).toEqual([{ night: '2026-03-16', occasion: 'ramadan_27' }]);
  });
});

describe('the weekly patterns (docs/decisions/030)', () => {
  it('gives ليلة الجمعة on every Thursday evening, and the Friday before the prayer on every Friday', () => {
    // 26 November 2026 is a Thursday
    const eves = plannedGivingNights('friday_eves', '2026-11-26', { endsOn: '2026-12-31' });
    expect(days(eves)).toEqual([
      '2026-11-26',
      '2026-12-03',
      '2026-12-10',
      '2026-12-17',
      '2026-12-24',
      '2026-12-31',
    ]);
    expect(new Set(occasions(eves))).toEqual(new Set(['friday_eve']));
    const mornings = plannedGivingNights('friday_mornings', '2026-11-26', { endsOn: '2026-12-31' });
    expect(days(mornings)).toEqual(['2026-11-27', '2026-12-04', '2026-12-11', '2026-12-18', '2026-12-25']);
    expect(new Set(occasions(mornings))).toEqual(new Set(['friday_morning']));
    // each eve is the evening before its Friday
    expect(
      days(eves)
        .slice(0, 5)
        .map((day) => dayString(dayNumber(day) + 1)),
    ).toEqual(days(mornings));
    expect(plannedGivingNights('friday_mornings', '2026-11-27', { endsOn: '2026-11-27' })).toHaveLength(1);
    expect(plannedGivingNights('friday_eves', '2026-11-27', { endsOn: '2026-12-02' })).toEqual([]);
  });

  it('keeps a week that crosses a month (and a year) whole: the eve in December, its Friday in January', () => {
    expect(plannedGivingNights('friday_eves', '2026-12-28', { endsOn: '2027-01-08' })).toEqual([
      { night: '2026-12-31', occasion: 'friday_eve' },
      { night: '2027-01-07', occasion: 'friday_eve' },
    ]);
    expect(plannedGivingNights('friday_mornings', '2026-12-28', { endsOn: '2027-01-08' })).toEqual([
      { night: '2027-01-01', occasion: 'friday_morning' },
      { night: '2027-01-08', occasion: 'friday_morning' },
    ]);
  });

  it('gives on the Thursdays and Fridays of Ramadan as on any other, beside its nights', () => {
    // Ramadan 1448: 8 February – 8 March 2027; its 26th night is the evening of Thursday 4 March
    const eves = plannedGivingNights('friday_eves', '2027-02-20', { endsOn: '2027-03-12' });
    expect(days(eves)).toEqual(['2027-02-25', '2027-03-04', '2027-03-11']);
    const ramadan = plannedGivingNights('last_ten', '2027-02-20');
    expect(ramadan.find((night) => night.night === '2027-03-04')).toEqual({
      night: '2027-03-04',
      occasion: 'ramadan_26',
    });
    // the same evening is named by each schedule's own occasion
    expect(givingNightLabel(eves[1]!)).toBe('ليلة الجمعة — مساء الخميس، 4 مارس 2027');
    expect(givingNightLabel({ night: '2027-03-04', occasion: 'ramadan_26' })).toBe(
      'ليلة 26 رمضان 1448 هـ — مساء الخميس، 4 مارس 2027',
    );
    // Friday 5 March: before the prayer by the day's schedule, the 27th night in its evening
    expect(days(plannedGivingNights('friday_mornings', '2027-02-20', { endsOn: '2027-03-12' }))).toEqual([
      '2027-02-26',
      '2027-03-05',
      '2027-03-12',
    ]);
    expect(plannedGivingNights('night_27', '2027-02-20')).toEqual([
      { night: '2027-03-05', occasion: 'ramadan_27' },
    ]);
  });

  it('needs an end, at most a year ahead', () => {
    for (const pattern of ['friday_eves', 'friday_mornings', 'fridays'] as const) {
      expect(plannedGivingNights(pattern, '2026-11-26')).toEqual([]);
      expect(plannedGivingNights(pattern, '2026-11-26', { endsOn: '2027-11-26' })).toHaveLength(53);
      expect(plannedGivingNights(pattern, '2026-11-26', { endsOn: '2027-11-28' })).toEqual([]);
      expect(plannedGivingNights(pattern, '2026-11-26', { endsOn: '2026-11-01' })).toEqual([]);
    }
  });

  it('keeps the Friday evenings of a schedule set up before 030, and its own end', () => {
    const nights = nightsOfSchedule('fridays', '2026-11-26', '2026-12-11');
    expect(nights).toEqual([
      { night: '2026-11-27', occasion: 'friday' },
      { night: '2026-12-04', occasion: 'friday' },
      { night: '2026-12-11', occasion: 'friday' },
    ]);
    expect(nightsOfSchedule('friday_eves', '2026-11-26', '2026-12-09')).toHaveLength(2);
  });

  it('calls a Friday a day and the rest nights', () => {
    expect(patternUnit('friday_mornings')).toBe('day');
    expect(patternUnit('fridays')).toBe('day');
    expect(patternUnit('friday_eves')).toBe('night');
    expect(patternUnit('last_ten')).toBe('night');
    expect(patternUnit('night_27')).toBe('night');
    expect(patternUnit('anniversary')).toBe('night');
  });
});

describe('the anniversary', () => {
  it('falls on the 29th in a year whose month has 29 days, for a death on the 30th', () => {
    const death = { year: 1447, month: 9, day: 30 };
    expect(hijriMonthLength(1448, 9)).toBe(29);
    expect(plannedGivingNights('anniversary', '2026-11-26', { deathHijri: death })).toEqual([
      { night: '2027-03-08', occasion: 'anniversary' },
    ]);
    expect(toHijri('2027-03-08')).toEqual({ year: 1448, month: 9, day: 29 });
    // set up on the day of the death itself: the first anniversary is the next Hijri year's
    expect(plannedGivingNights('anniversary', '2026-03-19', { deathHijri: death })).toEqual([
      { night: '2027-03-08', occasion: 'anniversary' },
    ]);
    expect(givingNightLabel({ night: '2027-03-08', occasion: 'anniversary' })).toContain(
      'ذكرى الوفاة 29 رمضان 1448 هـ',
    );
  });

  it('gives no night without a date of death', () => {
    expect(plannedGivingNights('anniversary', '2026-11-26')).toEqual([]);
    expect(plannedGivingNights('anniversary', '2026-11-26', { deathHijri: null })).toEqual([]);
  });
});
