import { calendarDay, UPDATE_PHOTOS_MAX } from '@athar/contract/charity/delivery-updates';
import { deliveryMessages } from '@athar/contract/charity/delivery-messages';

/** One photo row of the form: the chosen file and the day it was taken, as typed. */
export interface PhotoRow {
  key: number;
  file: File | null;
  takenOn: string;
}

const cairoDayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Cairo' });

/** A day on Cairo's calendar (the charities' own), `YYYY-MM-DD`. */
export function cairoDay(at: Date = new Date()): string {
  return cairoDayFormat.format(at);
}

/**
 * The Arabic message of each photo row that cannot be sent (no file: `missingFile`; a missing,
 * impossible or future day), by the contract's own rules; undefined where the row is fine.
 */
export function photoErrors(
  rows: PhotoRow[],
  missingFile: string,
  today = cairoDay(),
): Array<string | undefined> {
  return rows.map((row, index) => {
    if (index >= UPDATE_PHOTOS_MAX) return deliveryMessages.tooManyPhotos;
    if (!row.file) return missingFile;
    const day = calendarDay.safeParse(row.takenOn);
    if (!day.success) return day.error.issues[0]?.message ?? deliveryMessages.photoDateInvalid;
    return row.takenOn > today ? deliveryMessages.photoDateFuture : undefined;
  });
}
