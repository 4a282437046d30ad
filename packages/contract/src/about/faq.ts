import { z } from 'zod';
import { envelope } from '../envelope';
import { defineEndpoint } from '../endpoint';
import { faqRoute } from '../routes/about';

export const faqItem = z.object({ question: z.string(), answer: z.string() });
export type FaqItem = z.infer<typeof faqItem>;

/** GET /api/about/faq — data holds one object with the donors' and the creators' questions. */
export const faqResponse = envelope(
  z.array(z.object({ donators: z.array(faqItem), creators: z.array(faqItem) })),
);

export const faqEndpoint = defineEndpoint({ ...faqRoute, response: faqResponse });
