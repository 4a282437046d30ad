import type { ContactState } from '@athar/contract/charity/cash-queue';
import { charityConsoleMessages } from '../../lib/messages/charity';

const text = charityConsoleMessages.charity.clock;
const hoursFormat = new Intl.NumberFormat('ar-EG-u-nu-latn', {
  style: 'unit',
  unit: 'hour',
  unitDisplay: 'long',
});
const daysFormat = new Intl.NumberFormat('ar-EG-u-nu-latn', {
  style: 'unit',
  unit: 'day',
  unitDisplay: 'long',
});
const relativeFormat = new Intl.RelativeTimeFormat('ar-EG-u-nu-latn', { numeric: 'auto' });
const MINUTE_MS = 60_000;

/** Past two days late, hours stop meaning much: days instead. */
const LATE_IN_DAYS_FROM_HOURS = 48;

/**
 * `متبقٍ 50 ساعة`, `متأخر 5 ساعات` or `متأخر 12 يومًا`, from the API's whole hours remaining of the
 * 72-hour promise (negative once overdue).
 */
export function contactClockText(state: ContactState, hoursLeft: number): string {
  const hours = Math.abs(hoursLeft);
  if (state !== 'overdue') return text.remaining(hours === 0 ? text.lessThanHour : hoursFormat.format(hours));
  if (hours >= LATE_IN_DAYS_FROM_HOURS) return text.late(daysFormat.format(Math.floor(hours / 24)));
  return text.late(hours === 0 ? text.lessThanHour : hoursFormat.format(hours));
}

/** `قبل 5 ساعات`, `أمس`, `قبل 3 أيام`: how long ago a donation came in. */
export function timeSince(iso: string, now: Date = new Date()): string {
  const minutes = Math.max(0, Math.floor((now.getTime() - new Date(iso).getTime()) / MINUTE_MS));
  if (minutes < 60) return relativeFormat.format(-minutes, 'minute');
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return relativeFormat.format(-hours, 'hour');
  return relativeFormat.format(-Math.floor(hours / 24), 'day');
}

const cairoTimeFormat = new Intl.DateTimeFormat('ar-EG-u-nu-latn', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'Africa/Cairo',
});

/** `الأربعاء 26 نوفمبر في 1:22 م`: when a kept queue was loaded, on Cairo's clock whatever the phone's zone. */
export function cairoTimeText(iso: string): string {
  return cairoTimeFormat.format(new Date(iso));
}
