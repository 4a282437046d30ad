import { randomUUID, timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  outboundSmsRequest,
  outboundSmsResponse,
  SMS_SIMULATOR_PATH,
} from '../services/sms-outbox/outbound-sms';
import { maskNumber } from '../services/sms-outbox/sms-number';

/** The simulator forgets the oldest message past this many. */
const KEPT_MESSAGES = 500;

const simulatedSms = outboundSmsRequest.extend({ message_id: z.string(), received_at: z.string() });
type SimulatedSms = z.infer<typeof simulatedSms>;

/**
 * The built-in SMS aggregator (registered when SMS_OUTBOUND_URL is unset): takes the send call with
 * the SMS_OUTBOUND_TOKEN bearer, keeps the last messages in memory (this instance's only) and logs
 * them, phone masked. A repeated reference gets the first answer again, as a real aggregator's
 * deduplication does. Outside production GET lists them, for development and tests.
 */
export const smsSimulatorRoutes: FastifyPluginAsyncZod = async (app) => {
  const expected = Buffer.from(`Bearer ${app.config.SMS_OUTBOUND_TOKEN}`);
  const byReference = new Map<string, SimulatedSms>();

  app.route({
    method: 'POST',
    url: SMS_SIMULATOR_PATH,
    schema: {
      hide: true,
      body: outboundSmsRequest,
      response: { 200: outboundSmsResponse, 401: z.object({ error: z.string() }) },
    },
    onRequest: async (request, reply) => {
      const given = Buffer.from(request.headers.authorization ?? '');
      if (given.length !== expected.length || !timingSafeEqual(given, expected))
        return reply.code(401).send({ error: 'unauthorized' });
    },
    handler: async (request) => {
      const known = byReference.get(request.body.reference);
      if (known) return { message_id: known.message_id };
      const message = {
        ...request.body,
        message_id: `sim-${randomUUID()}`,
        received_at: new Date().toISOString(),
      };
      byReference.set(message.reference, message);
      if (byReference.size > KEPT_MESSAGES) byReference.delete(byReference.keys().next().value!);
      request.log.info(
        {
          to: maskNumber(message.to),
          reference: message.reference,
          messageId: message.message_id,
          text: message.text,
        },
        'sms simulator: message taken',
      );
      return { message_id: message.message_id };
    },
  });

  if (app.config.NODE_ENV === 'production') return;
  app.route({
    method: 'GET',
    url: SMS_SIMULATOR_PATH,
    schema: { hide: true, response: { 200: z.object({ messages: z.array(simulatedSms) }) } },
    handler: async () => ({ messages: [...byReference.values()] }),
  });
};
