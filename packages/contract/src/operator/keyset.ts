import { z } from 'zod';
import { decimalNumber } from '../decimal';

/** How many rows a console page holds. */
export const pageLimit = decimalNumber(z.coerce.number().int().min(1).max(200).default(50));

/** A console list's keyset page: `before` the last id of the page already shown, newest first. */
export const keysetQuery = {
  before: decimalNumber(z.coerce.number().int().positive()).optional(),
  limit: pageLimit,
};

/** One page of a console list under `key`, and `next_before` for the page after (null at the end). */
export function keysetPage<K extends string, T extends z.ZodType>(key: K, item: T) {
  const shape = { [key]: z.array(item), next_before: z.number().int().nullable() } as {
    [P in K]: z.ZodArray<T>;
  } & { next_before: z.ZodNullable<z.ZodNumber> };
  return z.object(shape);
}
