import { z } from 'zod';
import { decimalNumber } from '../decimal';
import { dataProtectionMessages as messages } from './data-protection-messages';

/** A moment with its offset, as the console sends a date-and-time input (`new Date(v).toISOString()`). */
export const instant = z.iso.datetime({ offset: true, error: messages.timeInvalid });

/**
 * Text kept exactly as typed (trimmed only): a register is evidence, so bidi marks, `$` and formula
 * characters are stored and returned unchanged; the console shows them as text, never as markup.
 */
export const typedText = (max: number, message: string, min = 1) =>
  z.string(message).trim().min(min, message).max(max, message);

/** `:id` of a register's row. */
export const rowIdParams = z.object({ id: decimalNumber(z.coerce.number().int().positive()) });

export { pageLimit } from './keyset';
