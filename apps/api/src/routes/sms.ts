import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireSignedRequests } from '../lib/signed-routes';
import { receiveSms } from '../services/donations/sms-donation';

const inboundSmsBody = z.object({
  message_id: z.string().min(1).max(200),
  from: z.string().max(50),
  to: z.string().min(1).max(50),
  text: z.string().max(2000),
  received_at: z.iso.datetime({ offset: true }),
});

const inboundSmsResponse = z.object({
  status: z.literal(1),
  message: z.string(),
  data: z.array(
    z.object({
      outcome: z.enum(['donation', 'ignored', 'duplicate']),
      donation_id: z.number().int().nullable(),
    }),
  ),
});

/**
 * POST /api/sms/inbound: the SMS aggregator's delivery of one message, signed with
 * SMS_WEBHOOK_SECRET. Every well-formed, correctly signed delivery gets 200, so the aggregator
 * stops retrying; a redelivery (same message_id) is answered as a duplicate and changes nothing.
 */
export const smsRoutes: FastifyPluginAsyncZod = async (app) => {
  requireSignedRequests(app, app.config.SMS_WEBHOOK_SECRET, { oneUse: false });
  app.post(
    '/api/sms/inbound',
    {
      schema: {
        tags: ['sms'],
        security: [],
        body: inboundSmsBody,
        response: { 200: inboundSmsResponse },
      },
    },
    async (request) => {
      const { outcome, donationId } = await receiveSms(app.db, request.body);
      if (outcome === 'donation') {
        app.outbox.kick();
        app.metrics.donationCreated('sms');
        app.metrics.donationConfirmed('sms');
      }
      request.log.info({ messageId: request.body.message_id, outcome, donationId }, 'inbound sms');
      return { status: 1 as const, message: '', data: [{ outcome, donation_id: donationId }] };
    },
  );
};
