import { describe, expect, it } from 'vitest';
import {
  givingNightLabel,
  givingTimeOver,
  isGivingTime,
  MORNING_OCCASIONS,
  occasionOf,
  shortNightName,
} from './giving-occasions';

const eve = { night: '2026-12-10', occasion: 'friday_eve' };
const morning = { night: '2026-12-11', occasion: 'friday_morning' };

describe('the names of the occasions (docs/decisions/030)', () => {
  it('names ليلة الجمعة by its Thursday evening, and a Friday as a day, never a night', () => {
    expect(givingNightLabel(eve)).toBe('ليلة الجمعة — مساء الخميس، 10 ديسمبر 2026');
    expect(givingNightLabel(morning)).toBe('يوم الجمعة 11 ديسمبر 2026 — قبل الصلاة');
    // a schedule of «every Friday» set up before 030: its Friday evenings
    expect(givingNightLabel({ night: '2026-12-11', occasion: 'friday' })).toBe(
      'يوم الجمعة 11 ديسمبر 2026 — مساءً',
    );
    for (const occasion of ['friday_morning', 'friday']) {
      expect(givingNightLabel({ night: '2026-12-11', occasion })).not.toContain('ليلة');
    }
  });

  it('keeps the nights of Ramadan and the anniversary as they were named', () => {
    expect(givingNightLabel({ night: '2027-03-05', occasion: 'ramadan_27' })).toBe(
      'ليلة 27 رمضان 1448 هـ — مساء الجمعة، 5 مارس 2027',
    );
    expect(givingNightLabel({ night: '2027-03-08', occasion: 'anniversary' })).toBe(
      'ذكرى الوفاة 29 رمضان 1448 هـ — الاثنين، 8 مارس 2027',
    );
  });

  it('says each in a few words, for an SMS and a receipt', () => {
    expect(shortNightName('ramadan_27')).toBe('ليلة 27 رمضان');
    expect(shortNightName('friday_eve')).toBe('ليلة الجمعة');
    expect(shortNightName('friday_morning')).toBe('يوم الجمعة');
    expect(shortNightName('friday')).toBe('مساء الجمعة');
    expect(shortNightName('anniversary')).toBe('ذكرى الوفاة');
    expect(() => shortNightName('tuesday')).toThrow(/unknown occasion/);
  });

  it('tells a night from a day', () => {
    expect(occasionOf('friday_morning').unit).toBe('day');
    expect(occasionOf('friday').unit).toBe('day');
    expect(occasionOf('friday_eve').unit).toBe('night');
    expect(occasionOf('ramadan_21').unit).toBe('night');
  });
});

describe('the time of day of each occasion', () => {
  it('gives ليلة الجمعة from 20:00 Cairo (after Maghrib all year) till midnight, on its Thursday only', () => {
    expect(isGivingTime(eve, '2026-12-10', 19)).toBe(false);
    expect(isGivingTime(eve, '2026-12-10', 20)).toBe(true);
    expect(isGivingTime(eve, '2026-12-10', 23)).toBe(true);
    expect(isGivingTime(eve, '2026-12-11', 20)).toBe(false);
    expect(isGivingTime(eve, '2026-12-10', 9)).toBe(false);
  });

  it('gives the Friday before the prayer from 09:00 to 11:00 Cairo, and never in its evening', () => {
    expect(isGivingTime(morning, '2026-12-11', 8)).toBe(false);
    expect(isGivingTime(morning, '2026-12-11', 9)).toBe(true);
    expect(isGivingTime(morning, '2026-12-11', 10)).toBe(true);
    expect(isGivingTime(morning, '2026-12-11', 11)).toBe(false);
    expect(isGivingTime(morning, '2026-12-11', 20)).toBe(false);
    expect(MORNING_OCCASIONS).toEqual(['friday_morning']);
  });

  it('keeps the nights of Ramadan in the evening, from 19:00', () => {
    const night27 = { night: '2027-03-05', occasion: 'ramadan_27' };
    expect(isGivingTime(night27, '2027-03-05', 9)).toBe(false);
    expect(isGivingTime(night27, '2027-03-05', 19)).toBe(true);
  });

  it('is over after its last hour (a morning) or its day (an evening)', () => {
    expect(givingTimeOver(morning, '2026-12-11', 10)).toBe(false);
    expect(givingTimeOver(morning, '2026-12-11', 11)).toBe(true);
    expect(givingTimeOver(eve, '2026-12-10', 23)).toBe(false);
    expect(givingTimeOver(eve, '2026-12-11', 0)).toBe(true);
    expect(givingTimeOver(eve, '2026-12-09', 23)).toBe(false);
  });
});
