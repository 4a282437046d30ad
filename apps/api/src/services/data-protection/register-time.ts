import { dataProtectionMessages as messages } from '@athar/contract/operator/data-protection-messages';
import { AppError } from '@athar/server-kit/errors';

/** Older than any register of Athar's: a typing slip (year 0026), which the database may not even take. */
const EARLIEST = Date.parse('2000-01-01T00:00:00Z');

/** A register's moment must have happened, and this century: refused with an Arabic message otherwise. */
export function refuseOutOfRange(at: Date, now: Date, field: string): void {
  if (at.getTime() < EARLIEST)
    throw new AppError('BAD_REQUEST', messages.timeInvalid, { [field]: messages.timeInvalid });
  // a minute's grace for a clock a little ahead of the server's
  if (at.getTime() > now.getTime() + 60_000)
    throw new AppError('BAD_REQUEST', messages.timeInFuture, { [field]: messages.timeInFuture });
}

/** Whole calendar days from `from` to `to` (both `YYYY-MM-DD`), negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

export const isoOrNull = (at: Date | null): string | null => (at ? new Date(at).toISOString() : null);
