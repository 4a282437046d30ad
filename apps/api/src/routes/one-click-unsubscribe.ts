import type { FastifyPluginAsync } from 'fastify';
import { deliveryMessages } from '@athar/contract/charity/delivery-messages';
import { followMessages } from '@athar/contract/remembrance/follow-messages';
import { AppError } from '@athar/server-kit/errors';
import { followLinkKey } from '../lib/follow-links';
import { ok } from '../lib/reply';
import { unsubscribeKey } from '../lib/update-links';
import { unsubscribeFromUpdates } from '../services/mail-links/update-unsubscribe';
import { unsubscribeFollowLink } from '../services/remembrance/follows';

/** What RFC 8058 has the mail client send, as a form field or a multipart part. */
const ONE_CLICK_FORM = /(^|&)List-Unsubscribe=One-Click(&|$)/;
const ONE_CLICK_PART = /name="List-Unsubscribe"\r?\n(?:[^\r\n]+\r?\n)*\r?\nOne-Click\r?\n/;

interface OneClick {
  Querystring: { token?: unknown };
  Body: unknown;
}

/**
 * The one-click unsubscribe of RFC 8058 (docs/decisions/028). A follow or update mail's
 * List-Unsubscribe address is its link's page (/Reminders/Unsubscribe?token=, /Unsubscribe?token=);
 * the mail says List-Unsubscribe-Post, so a mail client POSTs `List-Unsubscribe=One-Click` to that same
 * address, with no cookie and no API signature, and the mails stop as the page's button stops them. A
 * GET of the address is the web page (which acts only when its button is pressed); a POST without the
 * one-click field changes nothing.
 */
export const oneClickUnsubscribeRoutes: FastifyPluginAsync = async (app) => {
  const updatesKey = unsubscribeKey(app.config.PAY_WEBHOOK_SECRET);
  const followKey = followLinkKey(app.config.PAY_WEBHOOK_SECRET);
  // only these two routes read forms: parsers added here stay inside this plugin
  for (const type of ['application/x-www-form-urlencoded', 'multipart/form-data'])
    app.addContentTypeParser(type, { parseAs: 'string', bodyLimit: 4096 }, (_request, body, done) =>
      done(null, String(body)),
    );

  const oneClick = (body: unknown, invalid: string) => {
    const text = typeof body === 'string' ? body : '';
    if (!ONE_CLICK_FORM.test(text.trim()) && !ONE_CLICK_PART.test(text))
      throw new AppError('BAD_REQUEST', invalid);
  };
  const tokenOf = (query: OneClick['Querystring'], invalid: string) => {
    if (typeof query.token !== 'string' || query.token.length > 600)
      throw new AppError('BAD_REQUEST', invalid);
    return query.token;
  };

  app.post<OneClick>('/Unsubscribe', { schema: { hide: true } }, async (request, reply) => {
    void reply.header('cache-control', 'private, no-store');
    oneClick(request.body, deliveryMessages.unsubscribeInvalid);
    const token = tokenOf(request.query, deliveryMessages.unsubscribeInvalid);
    const done = await unsubscribeFromUpdates(app.db, updatesKey, token, new Date());
    return ok([done], deliveryMessages.unsubscribed);
  });

  app.post<OneClick>('/Reminders/Unsubscribe', { schema: { hide: true } }, async (request, reply) => {
    void reply.header('cache-control', 'private, no-store');
    oneClick(request.body, followMessages.unsubscribeInvalid);
    const token = tokenOf(request.query, followMessages.unsubscribeInvalid);
    return ok(await unsubscribeFollowLink(app.db, followKey, token, new Date()), followMessages.unsubscribed);
  });
};
