import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contactEndpoint } from '@athar/contract/about/contact';
import { apiMessages } from '@athar/contract/messages';
import { insertContactMessage } from '../db/queries/contact';
import { AppError } from '@athar/server-kit/errors';
import { limitRules } from '../lib/rate-limiter';
import { endpointRoute } from '@athar/server-kit/endpoint-route';
import { ok } from '../lib/reply';

/**
 * The contact form: stores the message and mails it to support (reply-to the sender), in one
 * transaction, so a message the team never received is not kept as if it had been delivered. A value
 * the database refuses (a NUL character) is the sender's error, answered 400 by the error handler.
 * Limited per sender address and sender e-mail (limitRules.contactIp, contactEmail): 429 past them.
 */
export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...endpointRoute(contactEndpoint, { tags: ['about'] }),
    handler: async (request) => {
      const { name, msisdn, from, message } = request.body;
      // every message counts against the sender's address and e-mail, so one sender cannot flood the
      // support inbox; one that was not delivered is handed back
      const reservation = await app.rateLimiter.reserve(
        [
          { rule: limitRules.contactIp, subject: request.ip },
          { rule: limitRules.contactEmail, subject: from },
        ],
        apiMessages.contactLimited,
      );
      await app.db
        .transaction()
        .execute(async (trx) => {
          const id = await insertContactMessage(trx, { name, msisdn, email: from, message });
          try {
            await app.mailer.send({
              to: app.config.SUPPORT_EMAIL,
              replyTo: from,
              subject: `رسالة تواصل رقم ${id} من ${name}`,
              title: 'رسالة جديدة من صفحة تواصل معنا',
              paragraphs: [
                `الاسم: ${name}`,
                `البريد الإلكتروني: ${from}`,
                `الهاتف: ${msisdn ?? '—'}`,
                message,
              ],
            });
          } catch (error) {
            request.log.error({ err: error }, 'contact message not delivered');
            throw new AppError('UNAVAILABLE', apiMessages.contactFailed);
          }
        })
        .catch(async (error: unknown) => {
          await reservation.release();
          throw error;
        });
      return ok([], apiMessages.contactSent);
    },
  });
};
