import { useId, useState } from 'react';
import {
  dayNumber,
  fromHijri,
  HIJRI_MONTH_NAMES,
  hijriKey,
  parseHijriKey,
  toHijri,
  type HijriCorrections,
} from '@athar/contract/hijri/calendar';
import { DEATH_CALENDARS, DEATH_MIN_HIJRI_YEAR, type DeathCalendar } from '@athar/contract/hijri/death-date';
import { cx } from '../../lib/cx';
import { hijriFieldMessages as text } from '../../lib/messages/hijri';
import { cairoToday, checkDeathDate, NO_DEATH_DATE, type DeathDateValue } from './death-date-field-value';

interface DeathDateFieldProps {
  value: DeathDateValue;
  onChange: (value: DeathDateValue) => void;
  corrections: HijriCorrections;
  /** the form's error (on submit, or the api's) */
  error?: string | undefined;
}

interface HijriParts {
  day: string;
  month: string;
  year: string;
}

function partsOf(key: string): HijriParts {
  const date = parseHijriKey(key);
  return date
    ? { day: String(date.day), month: String(date.month), year: String(date.year) }
    : { day: '', month: '', year: '' };
}

const selectClass = (invalid: boolean) =>
  cx(
    'w-full rounded-xl border bg-white px-3 py-2.5 text-ink',
    invalid ? 'border-danger-700' : 'border-brand-200 focus:border-brand-700',
  );

/**
 * The optional date of death (PRODUCT.md §11.6), in the calendar the family knows: a Gregorian date, or a
 * Hijri day, month and year. The other calendar shows beside it as they choose, with Egypt's
 * corrections, and a date in the future or before 1380 AH is said at once.
 */
export function DeathDateField({ value, onChange, corrections, error }: DeathDateFieldProps) {
  const id = useId();
  const today = cairoToday();
  const [tab, setTab] = useState<DeathCalendar>(value.death_calendar || 'gregorian');
  const [parts, setParts] = useState<HijriParts>(() => partsOf(value.death_hijri));
  const check = checkDeathDate(value, corrections, today);
  const hijriComplete = parts.day !== '' && parts.month !== '' && parts.year !== '';
  // a live problem once the date is whole; the form's own error (a half-chosen Hijri date) otherwise
  const complete =
    value.death_calendar === 'gregorian' || (value.death_calendar === 'hijri' && hijriComplete);
  const problem = check.kind === 'problem' && complete ? check.message : error;
  const thisYear = toHijri(today, corrections).year;
  const years = Array.from({ length: thisYear - DEATH_MIN_HIJRI_YEAR + 1 }, (_, i) => thisYear - i);

  const setGregorian = (day: string) =>
    onChange(day ? { death_calendar: 'gregorian', death_date: day, death_hijri: '' } : NO_DEATH_DATE);

  const setHijriPart = (part: keyof HijriParts, chosen: string) => {
    const next = { ...parts, [part]: chosen };
    setParts(next);
    const any = next.day !== '' || next.month !== '' || next.year !== '';
    const whole = next.day !== '' && next.month !== '' && next.year !== '';
    onChange(
      any
        ? {
            death_calendar: 'hijri',
            death_date: '',
            death_hijri: whole
              ? hijriKey({ year: Number(next.year), month: Number(next.month), day: Number(next.day) })
              : '',
          }
        : NO_DEATH_DATE,
    );
  };

  /** Switching calendars carries a whole date over, written in the other calendar. */
  const switchTo = (calendar: DeathCalendar) => {
    if (calendar === tab) return;
    setTab(calendar);
    if (check.kind !== 'ok') {
      setParts({ day: '', month: '', year: '' });
      onChange(NO_DEATH_DATE);
      return;
    }
    if (calendar === 'hijri') {
      setParts(partsOf(check.hijriKey));
      onChange({ death_calendar: 'hijri', death_date: '', death_hijri: check.hijriKey });
    } else {
      const hijri = parseHijriKey(check.hijriKey)!;
      onChange({ death_calendar: 'gregorian', death_date: fromHijri(hijri, corrections), death_hijri: '' });
    }
  };

  const clear = () => {
    setParts({ day: '', month: '', year: '' });
    onChange(NO_DEATH_DATE);
  };

  const describedBy = cx(`${id}-hint`, problem && `${id}-error`);
  const invalid = Boolean(problem);
  return (
    <fieldset className="flex flex-col gap-3" aria-describedby={describedBy}>
      <legend className="mb-1.5 font-bold text-brand-900">{text.legend}</legend>
      <p id={`${id}-hint`} className="-mt-1 text-sm text-muted">
        {text.hint}
      </p>
      <div role="radiogroup" aria-label={text.calendarLabel} className="grid grid-cols-2 gap-3">
        {DEATH_CALENDARS.map((calendar) => (
          <label
            key={calendar}
            className={cx(
              'flex cursor-pointer items-center gap-3 rounded-xl border-2 px-4 py-2.5 font-bold text-brand-900 has-focus-visible:outline-2 has-focus-visible:outline-brand-700',
              tab === calendar ? 'border-brand-700 bg-brand-50' : 'border-brand-100 bg-white',
            )}
          >
            <input
              type="radio"
              name={`${id}-calendar`}
              value={calendar}
              checked={tab === calendar}
              onChange={() => switchTo(calendar)}
              className="size-5 shrink-0 accent-brand-700"
            />
            {text[calendar]}
          </label>
        ))}
      </div>
      {tab === 'gregorian' ? (
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-gregorian`} className="font-bold text-brand-900">
            {text.gregorianDate}
          </label>
          <input
            id={`${id}-gregorian`}
            type="date"
            min="1960-06-25"
            max={today}
            value={value.death_calendar === 'gregorian' ? value.death_date : ''}
            onChange={(event) => setGregorian(validDay(event.target.value))}
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy}
            className={selectClass(invalid)}
          />
        </div>
      ) : (
        <div className="grid grid-cols-[4.5rem_minmax(0,1fr)_6rem] gap-2">
          {(
            [
              ['day', text.day, Array.from({ length: 30 }, (_, i) => [String(i + 1), String(i + 1)])],
              ['month', text.month, HIJRI_MONTH_NAMES.map((name, i) => [String(i + 1), name])],
              ['year', text.year, years.map((year) => [String(year), String(year)])],
            ] as const
          ).map(([part, label, options]) => (
            <div key={part} className="flex min-w-0 flex-col gap-1.5">
              <label htmlFor={`${id}-${part}`} className="font-bold text-brand-900">
                {label}
              </label>
              <select
                id={`${id}-${part}`}
                value={parts[part]}
                onChange={(event) => setHijriPart(part, event.target.value)}
                aria-invalid={invalid || undefined}
                aria-describedby={describedBy}
                className={selectClass(invalid)}
              >
                <option value="">{text.choose}</option>
                {options.map(([optionValue, optionLabel]) => (
                  <option key={optionValue} value={optionValue}>
                    {optionLabel}
                  </option>
                ))}
              </select>
            </div>
          ))}
        </div>
      )}
      <div aria-live="polite" className="min-h-6">
        {check.kind === 'ok' ? (
          <p className="font-bold text-brand-800">
            {text.equivalent(value.death_calendar === 'hijri' ? check.gregorian : check.hijri)}
          </p>
        ) : null}
        {problem ? (
          <p id={`${id}-error`} className="text-sm font-bold text-danger-700">
            {problem}
          </p>
        ) : null}
      </div>
      {value.death_calendar !== '' || hijriComplete ? (
        <button
          type="button"
          onClick={clear}
          className="self-start text-sm font-bold text-brand-700 underline underline-offset-4"
        >
          {text.clear}
        </button>
      ) : null}
    </fieldset>
  );
}

/** The date input's value when it is a whole day ('' while typing one). */
function validDay(day: string): string {
  try {
    dayNumber(day);
    return day;
  } catch {
    return '';
  }
}
