import { z } from 'zod';
import { DECIMAL_DIGITS } from './digits';

export { DECIMAL_DIGITS, readDecimalAmount, readDecimalId } from './digits';

/**
 * Text that is not plain decimal digits (and true/false) becomes NaN before the schema reads it:
 * z.coerce.number() uses Number(), which takes `0x10`, `0b1`, `0o7`, `1e3`, `Infinity`, ` 12 `,
 * `+5`, '' (0) and true (1). Numbers and a missing value pass unchanged.
 */
function decimalOnly(value: unknown): unknown {
  if (typeof value === 'boolean') return Number.NaN;
  return typeof value === 'string' && !DECIMAL_DIGITS.test(value) ? Number.NaN : value;
}

/**
 * A number read from a query string, a path or a form field, in decimal digits only:
 * `decimalNumber(z.coerce.number().int().positive())`. The JSON Schema (OpenAPI) is the inner one's.
 */
export function decimalNumber<T extends z.ZodType>(schema: T) {
  return z.preprocess(decimalOnly, schema);
}
