import { z } from 'zod';
import { envelope } from '../envelope';
import { defineEndpoint } from '../endpoint';
import { pressRoute } from '../routes/about';

export const pressItem = z.object({
  id: z.number().int(),
  title: z.string(),
  outlet: z.string(),
  url: z.string(),
  image: z.string().nullable(),
  published_on: z.string(),
});
export type PressItem = z.infer<typeof pressItem>;

/** GET /api/about/press — empty until there is coverage (the page shows 'coming soon'). */
export const pressResponse = envelope(z.array(pressItem));

export const pressEndpoint = defineEndpoint({
  ...pressRoute,
  response: pressResponse,
});
