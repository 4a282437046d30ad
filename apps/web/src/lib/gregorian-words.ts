import { formatCalendarDay } from './format-date';
import { deathDateLineMessages } from './messages/death-date-line';

/**
 * A Gregorian day as the page writes it beside a Hijri date: «1 مارس 2025 م». Apart from the date
 * field's checks, so the campaign page's line carries no calendar conversions.
 */
export function gregorianWords(day: string): string {
  return deathDateLineMessages.gregorianDay(formatCalendarDay(day));
}
