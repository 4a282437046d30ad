import { z } from 'zod';
import { envelope } from '../envelope';
import { defineEndpoint } from '../endpoint';
import { categoriesRoute } from '../routes/campaigns';

/** PRODUCT.md §3 Category; `category_id` repeats `id` because older screens read either. */
export const category = z.object({
  id: z.number().int(),
  category_id: z.number().int(),
  ar_name: z.string(),
  category_image: z.string(),
});
export type Category = z.infer<typeof category>;

/** GET /api/campaigns/categories */
export const categoriesResponse = envelope(z.array(category));

export const categoriesEndpoint = defineEndpoint({
  ...categoriesRoute,
  response: categoriesResponse,
});
