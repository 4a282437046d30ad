import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { toWesternDigits } from '@athar/contract/arabic';
import { bankText, checkoutPage, messagePage, type CheckoutMode } from './pages';
import {
  behaviourForExpiry,
  newIndicator,
  newToken,
  orderKey,
  outcomeForExpiry,
  type BankSimulatorState,
  type SimulatedToken,
} from './state';

const STATIC_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'static');
const STATIC_FILES: Record<string, string> = {
  'checkout.js': 'text/javascript; charset=utf-8',
  'checkout.css': 'text/css; charset=utf-8',
};

interface CardForm {
  mode?: string;
  cardNumber?: string;
  expiry?: string;
  csc?: string;
}

/** A card field as typed on a phone in Arabic: Arabic-Indic digits read as 0-9, outer spaces dropped. */
const typed = (value: string | undefined) => toWesternDigits(value ?? '').trim();

export function cardProblem(form: CardForm): string | null {
  if (!/^[0-9]{16}$/.test(typed(form.cardNumber).replace(/[\s-]/g, ''))) return bankText.badCardNumber;
  if (!/^(0[1-9]|1[0-2])\/[0-9]{2}$/.test(typed(form.expiry))) return bankText.badExpiry;
  if (!/^[0-9]{3}$/.test(typed(form.csc))) return bankText.badCsc;
  return null;
}

function withIndicator(returnUrl: string, resultIndicator: string | null): string {
  const url = new URL(returnUrl);
  if (resultIndicator !== null) url.searchParams.set('resultIndicator', resultIndicator);
  return url.toString();
}

/**
 * The simulator's browser side: the lightbox page (framed by Athar only) and the hosted payment page
 * where a card is typed, the card and cancel posts, and their static script and style. The card's
 * fields only decide the test outcome; they are neither kept nor logged.
 */
export function registerSimulatorCheckoutRoutes(
  app: FastifyInstance,
  state: BankSimulatorState,
  parentOrigin: string,
) {
  const assets = new Map(
    Object.entries(STATIC_FILES).map(([name, type]) => [
      name,
      { type, body: fs.readFileSync(path.join(STATIC_DIR, name)) },
    ]),
  );

  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => {
      done(
        null,
        Object.fromEntries(new URLSearchParams(typeof body === 'string' ? body : body.toString('utf8'))),
      );
    },
  );
  // the lightbox is framed by the web app's origin: its CSP frame-ancestors says so, not X-Frame-Options
  app.addHook('onSend', async (request, reply) => {
    if (request.routeOptions.url === '/bank/checkout/lightbox/:sessionId')
      reply.removeHeader('x-frame-options');
  });

  const html = (reply: FastifyReply, mode: CheckoutMode, returnUrl: string | null, statusCode = 200) => {
    // Chrome applies form-action to the whole redirect chain: bank → Response.aspx → the web app
    const formTargets = ["'self'", returnUrl ? new URL(returnUrl).origin : '', parentOrigin].join(' ').trim();
    return reply
      .code(statusCode)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header(
        'content-security-policy',
        `default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; img-src 'self'; ` +
          `form-action ${formTargets}; base-uri 'none'; ` +
          `frame-ancestors ${mode === 'lightbox' ? parentOrigin : "'none'"}`,
      );
  };

  const found = (sessionId: string) => {
    const session = state.sessions.get(sessionId);
    const order = session && state.orders.get(orderKey(session.merchantId, session.orderId));
    return session && order ? { session, order } : null;
  };

  for (const mode of ['lightbox', 'pay'] as const) {
    const pageMode: CheckoutMode = mode === 'lightbox' ? 'lightbox' : 'page';
    app.get<{ Params: { sessionId: string } }>(
      `/bank/checkout/${mode}/:sessionId`,
      async (request, reply) => {
        const current = found(request.params.sessionId);
        if (!current) return html(reply, pageMode, null, 404).send(messagePage(bankText.sessionUnknown));
        if (current.session.finished)
          return html(reply, pageMode, null, 409).send(messagePage(bankText.sessionFinished));
        return html(reply, pageMode, current.session.returnUrl).send(
          checkoutPage({ mode: pageMode, ...current, parentOrigin }),
        );
      },
    );
  }

  const wantsJson = (request: FastifyRequest<{ Body: CardForm }>) =>
    request.body?.mode === 'lightbox' || (request.headers.accept ?? '').includes('application/json');

  app.post<{ Params: { sessionId: string }; Body: CardForm }>(
    '/bank/checkout/:sessionId/pay',
    async (request, reply) => {
      const json = wantsJson(request);
      const current = found(request.params.sessionId);
      const refuse = (statusCode: number, message: string) =>
        json
          ? reply.code(statusCode).send({ event: 'error', message })
          : html(reply, 'page', null, statusCode).send(messagePage(message));
      if (!current) return refuse(404, bankText.sessionUnknown);
      const { session, order } = current;
      if (session.finished || order.outcome) return refuse(409, bankText.sessionFinished);
      const problem = cardProblem(request.body ?? {});
      if (problem) {
        return json
          ? reply.code(400).send({ message: problem })
          : html(reply, 'page', session.returnUrl, 400).send(
              checkoutPage({ mode: 'page', session, order, parentOrigin, error: problem }),
            );
      }
      const expiry = typed(request.body.expiry);
      const outcome = outcomeForExpiry(expiry);
      // a verified card is stored for the order's agreement: its token, how it answers later
      // charges (the test card) and its last four digits; never its number, expiry or CSC
      const token: SimulatedToken | null =
        order.operation === 'VERIFY' && order.agreementId && outcome !== 'declined'
          ? {
              token: newToken(),
              merchantId: order.merchantId,
              agreementId: order.agreementId,
              behaviour: behaviourForExpiry(expiry),
              last4: typed(request.body.cardNumber).replace(/[\s-]/g, '').slice(-4),
            }
          : null;
      session.finished = true;
      order.outcome = outcome;
      if (outcome === 'approved') order.capturedAt = new Date().toISOString();
      if (token) {
        order.token = token.token;
        state.tokens.set(token.token, token);
      }
      try {
        // on disk before the payer (and through them the merchant) hears that the payment is done
        await state.store.write({ sessions: [session], orders: [order], tokens: token ? [token] : [] });
      } catch (failure) {
        session.finished = false;
        if (order.outcome === outcome) order.outcome = null;
        delete order.capturedAt;
        if (token) {
          state.tokens.delete(token.token);
          if (order.token === token.token) delete order.token;
        }
        request.log.error({ err: failure, sessionId: session.id }, 'bank simulator could not keep a payment');
        return refuse(503, bankText.unavailable);
      }
      request.log.info({ sessionId: session.id, orderId: order.id, outcome }, 'simulated card payment');
      const resultIndicator = outcome === 'approved' ? session.successIndicator : newIndicator();
      if (!json) return reply.redirect(withIndicator(session.returnUrl, resultIndicator), 303);
      return outcome === 'declined'
        ? {
            event: 'error',
            message: order.operation === 'VERIFY' ? bankText.verifyDeclined : bankText.declined,
          }
        : { event: 'complete', resultIndicator };
    },
  );

  app.post<{ Params: { sessionId: string }; Body: CardForm }>(
    '/bank/checkout/:sessionId/cancel',
    async (request, reply) => {
      const current = found(request.params.sessionId);
      if (current && !current.order.outcome && !current.session.finished) {
        current.session.finished = true;
        try {
          await state.store.write({ sessions: [current.session] });
        } catch (failure) {
          // the session stays usable: the payer is not told it is over
          current.session.finished = false;
          request.log.error({ err: failure }, 'bank simulator could not keep a cancellation');
          return wantsJson(request)
            ? reply.code(503).send({ event: 'error', message: bankText.unavailable })
            : html(reply, 'page', null, 503).send(messagePage(bankText.unavailable));
        }
      }
      if (wantsJson(request)) return { event: 'cancel' };
      if (!current) return html(reply, 'page', null, 404).send(messagePage(bankText.sessionUnknown));
      return reply.redirect(withIndicator(current.session.returnUrl, null), 303);
    },
  );

  app.get<{ Params: { file: string } }>('/bank/static/:file', async (request, reply) => {
    const asset = assets.get(request.params.file);
    if (!asset) return reply.code(404).send('');
    return reply.type(asset.type).header('cache-control', 'public, max-age=300').send(asset.body);
  });
}
