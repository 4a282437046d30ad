import { dataProtectionMessages as messages } from '@athar/contract/operator/data-protection-messages';
import { AppError } from '@athar/server-kit/errors';

/** A register's moment must have happened: refused with the field's Arabic message otherwise. */
export function refuseFuture(at: Date, now: Date, field: string): void {
  // a minute's grace for a clock a little ahead of the server's
  if (at.getTime() > now.getTime() + 60_000)
    throw new AppError('BAD_REQUEST', messages.timeInFuture, { [field]: messages.timeInFuture });
}

/** Whole calendar days from `from` to `to` (both `YYYY-MM-DD`), negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

export const isoOrNull = (at: Date | null): string | null => (at ? new Date(at).toISOString() : null);
