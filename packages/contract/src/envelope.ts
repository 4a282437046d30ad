import { z } from 'zod';
import { decimalNumber } from './decimal';

/** Every /api answer: { status: 1 | 0, message, data } (docs/PRODUCT.md §7.1). */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({ status: z.union([z.literal(1), z.literal(0)]), message: z.string(), data });
}

export const fieldErrorsSchema = z.record(z.string(), z.string());

/** 4xx/5xx answers: status 0, an Arabic message, and per-field messages for validation failures. */
export const errorEnvelope = z.object({
  status: z.literal(0),
  message: z.string(),
  data: z.array(z.unknown()),
  errors: fieldErrorsSchema.optional(),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelope>;

/** offset/rowscount paging of PRODUCT.md §7 lists. */
export const pagingQuery = {
  offset: decimalNumber(z.coerce.number().int().min(0).max(10_000_000).default(0)),
  rowscount: decimalNumber(z.coerce.number().int().min(1).max(100).default(20)),
};
