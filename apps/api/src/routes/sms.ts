import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { inboundSmsEndpoint } from '@athar/contract/sms/inbound-sms';
import { requireSignedRequests } from '../plugins/signed-routes';
import { receiveSms } from '../services/donations/sms-donation';
import { phoneCodeKey } from '../services/giving/phone-codes';
import { endpointRoute } from '@athar/server-kit/endpoint-route';
import { ok } from '../lib/reply';

/**
 * The SMS aggregator's delivery of one message, signed with SMS_WEBHOOK_SECRET: a `T<code>` donation,
 * or a phone's reply confirming a giving schedule's texts (docs/decisions/026). Every well-formed,
 * correctly signed delivery gets 200, so the aggregator stops retrying; a redelivery (same
 * message_id) is answered as a duplicate and changes nothing.
 */
export const smsRoutes: FastifyPluginAsyncZod = async (app) => {
  requireSignedRequests(app, app.config.SMS_WEBHOOK_SECRET, { oneUse: false });
  const phoneKey = phoneCodeKey(app.config.PAY_WEBHOOK_SECRET);
  app.route({
    ...endpointRoute(inboundSmsEndpoint, { tags: ['sms'], security: [] }),
    handler: async (request) => {
      const { outcome, donationId, message } = await receiveSms(app.db, request.body, {
        key: phoneKey,
        now: app.clock.now(),
      });
      if (outcome === 'donation') {
        app.outbox.kick();
        app.smsOutbox.kick();
        app.metrics.donationCreated('sms');
        app.metrics.donationConfirmed('sms');
      }
      request.log.info({ messageId: request.body.message_id, outcome, donationId }, 'inbound sms');
      // a paused campaign's text is kept, not counted: the answer says why, in Arabic
      return ok([{ outcome, donation_id: donationId }], message);
    },
  });
};
