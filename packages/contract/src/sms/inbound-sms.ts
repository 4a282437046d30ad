import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { inboundSmsRoute } from '../routes/donations';

/** POST /api/sms/inbound — the SMS aggregator's delivery of one message (signed, see routes/sms.ts). */
export const inboundSmsBody = z.object({
  message_id: z.string().min(1).max(200),
  from: z.string().max(50),
  to: z.string().min(1).max(50),
  text: z.string().max(2000),
  received_at: z.iso.datetime({ offset: true }),
});

export const inboundSmsResponse = z.object({
  status: z.literal(1),
  message: z.string(),
  data: z.array(
    z.object({
      /**
       * 'paused': the charity has no fundraising permit in force today, so no donation (docs/decisions/018);
       * 'phone_confirmed': the code or «نعم» sent back confirmed a giving schedule's texts (026)
       */
      outcome: z.enum(['donation', 'ignored', 'duplicate', 'paused', 'phone_confirmed']),
      donation_id: z.number().int().nullable(),
    }),
  ),
});

export const inboundSmsEndpoint = defineEndpoint({
  ...inboundSmsRoute,
  body: inboundSmsBody,
  response: inboundSmsResponse,
});
