import type { HijriDate } from './hijri-date';

/**
 * Umm al-Qura's calendar as the runtime's Intl has it (calendar `islamic-umalqura`): the base of Egypt's
 * (calendar.ts, which moves a month by the operator's corrections), and alone what a browser without
 * the corrections can know of the Hijri date.
 */

const DAY_MS = 86_400_000;

let umalqura: Intl.DateTimeFormat | undefined;

function umalquraFormat(): Intl.DateTimeFormat {
  if (!umalqura) {
    umalqura = new Intl.DateTimeFormat('en-u-ca-islamic-umalqura-nu-latn', {
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      timeZone: 'UTC',
    });
    if (umalqura.resolvedOptions().calendar !== 'islamic-umalqura') {
      throw new Error('this runtime has no Umm al-Qura calendar (Intl islamic-umalqura)');
    }
  }
  return umalqura;
}

/** Umm al-Qura's date of a day number (days since 1970-01-01), without Egypt's corrections. */
export function umalquraDate(dayNo: number): HijriDate {
  const parts = umalquraFormat().formatToParts(new Date(dayNo * DAY_MS));
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return { year: part('year'), month: part('month'), day: part('day') };
}
