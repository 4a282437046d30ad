import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  khatmaEndpoint,
  markJuzReadEndpoint,
  openKhatmaEndpoint,
  reserveJuzEndpoint,
} from '@athar/contract/remembrance/khatma';
import { khatmaMessages } from '@athar/contract/remembrance/khatma-messages';
import { markReadByLinkEndpoint } from '@athar/contract/remembrance/khatma-read-link';
import { endpointRoute } from '@athar/server-kit/endpoint-route';
import type { LimitRule } from '../lib/rate-limiter';
import { ok } from '../lib/reply';
import { publicRead } from '../lib/public-caching';
import { khatmaView, markJuzRead, openKhatma, reserveJuz } from '../services/remembrance/khatma';
import { holdReadLink, markReadByLink } from '../services/remembrance/khatma-read-links';

const HOUR = 60 * 60 * 1000;

/**
 * One reader's unread ajza' are counted per reader in the database (services/remembrance/khatma.ts);
 * an address may hold many readers (a household, a carrier's shared address), so all it is held to is
 * a ceiling across every khatma, two whole khatmas an hour. A refused reservation is handed back.
 */
export const khatmaLimits = {
  perAddress: { name: 'khatma-reserve-ip', max: 60, windowMs: HOUR },
} satisfies Record<string, LimitRule>;

/**
 * The shared khatma of a campaign (PRODUCT.md §11.2): the grid anyone sees, the family's «open a khatma»,
 * and a visitor's reservation of a juz and its «قرأته», from the browser that reserved it or by the link
 * mailed or texted to the address the reader gave (issue 35). The answers depend on the viewer (their own
 * ajza', their secret): the writes' are private, no-store — but the grid a guest sees names no one's own (a guest's
 * ajza' are known to their browser only), so the GET is a public read (public-caching.ts: a session's
 * answer stays private).
 */
export const khatmaRoutes: FastifyPluginAsyncZod = async (app) => {
  const docs = { tags: ['remembrance'] };
  // the writes' answers name the viewer's own ajza'; the GET says its own caching (publicRead)
  app.addHook('onSend', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD')
      void reply.header('cache-control', 'private, no-store');
  });

  app.route({
    ...endpointRoute(khatmaEndpoint, docs),
    onSend: publicRead,
    handler: async (request) => {
      const viewer = await request.viewer();
      return ok(await khatmaView(app.db, request.query.campid, viewer?.id ?? null));
    },
  });

  app.route({
    ...endpointRoute(openKhatmaEndpoint, { ...docs, security: [{ bearer: [] }] }),
    handler: async (request) => {
      const user = await request.requireUser();
      const { campid } = request.body;
      const opened = await openKhatma(app.db, campid, user.id);
      request.log.info({ campaignId: campid, khatmaId: opened.id, userId: user.id }, 'khatma opened');
      return ok(await khatmaView(app.db, campid, user.id), khatmaMessages.opened(opened.number));
    },
  });

  app.route({
    ...endpointRoute(reserveJuzEndpoint, docs),
    handler: async (request) => {
      const { khatma_id, juz } = request.params;
      const { contact } = request.body;
      const viewer = await request.viewer();
      const reservation = await app.rateLimiter.reserve(
        [{ rule: khatmaLimits.perAddress, subject: request.ip }],
        khatmaMessages.addressBusy,
      );
      // the address's hourly share of «read» links: past it, the reservation goes on without one
      const link = contact ? await holdReadLink(app.rateLimiter, contact, request.log) : null;
      try {
        const { secret, readerToken, queued } = await reserveJuz(app.db, khatma_id, juz, {
          readerName: request.body.reader_name,
          showName: request.body.show_name,
          userId: viewer?.id ?? null,
          readerToken: request.body.reader,
          linkTo: link?.target ?? null,
        });
        if (queued === 'mail') app.outbox.kick();
        if (queued === 'sms') app.smsOutbox.kick();
        // the same words whether a link goes or not: nothing is said of the address
        const message = contact ? khatmaMessages.reservedWithLink(juz) : khatmaMessages.reserved(juz);
        return ok({ khatma_id, juz, secret, reader: readerToken }, message);
      } catch (error) {
        await Promise.all([reservation.release(), link?.hold.release()]);
        throw error;
      }
    },
  });

  app.route({
    ...endpointRoute(markJuzReadEndpoint, docs),
    handler: async (request) => {
      const { khatma_id, juz } = request.params;
      const viewer = await request.viewer();
      const { finished } = await markJuzRead(app.db, khatma_id, juz, {
        secret: request.body.secret,
        userId: viewer?.id ?? null,
      });
      return ok({ khatma_id, juz, finished }, finished ? khatmaMessages.finished : khatmaMessages.markedRead);
    },
  });

  app.route({
    ...endpointRoute(markReadByLinkEndpoint, docs),
    handler: async (request) => {
      const { campid, token } = request.body;
      const read = await markReadByLink(app.db, campid, token, new Date());
      request.log.info({ khatmaId: read.khatma_id, juz: read.juz }, 'khatma juz read by link');
      const message = read.already_read
        ? khatmaMessages.alreadyRead(read.juz)
        : read.finished
          ? khatmaMessages.finished
          : khatmaMessages.markedReadByLink(read.juz);
      return ok(read, message);
    },
  });
};
