import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { toWesternDigits } from '@athar/contract/arabic';
import type { SimulatorContext } from './context';
import { accountByKey } from './integrations';
import { paymobText } from './messages';
import {
  kioskReferencePage,
  kioskSimulatorPage,
  kioskStartPage,
  meezaPage,
  messagePage,
  PAGE_STYLE_HASH,
  walletOtpPage,
  walletPhonePage,
} from './pages';
import {
  newKioskReference,
  outcomeForCardExpiry,
  outcomeForWallet,
  WALLET_OTP,
  type SimulatedIntention,
  type SimulatedOutcome,
  type SimulatedTransaction,
} from './state';
import {
  createTransaction,
  responseRedirect,
  sendProcessedCallback,
  type NewTransaction,
} from './transactions';

type Form = Record<string, string | undefined>;

/** A field as typed on a phone in Arabic: Arabic-Indic digits read as 0-9, spaces dropped. */
const typed = (value: unknown) =>
  typeof value === 'string' ? toWesternDigits(value).replace(/\s/g, '') : '';

function cardProblem(form: Form): string | null {
  if (!/^[0-9]{16}$/.test(typed(form.cardNumber).replace(/-/g, ''))) return paymobText.badCardNumber;
  if (!/^(0[1-9]|1[0-2])\/[0-9]{2}$/.test(typed(form.expiry))) return paymobText.badExpiry;
  if (!/^[0-9]{3}$/.test(typed(form.cvv))) return paymobText.badCvv;
  return null;
}

const OUTCOME_MESSAGES: Record<'wallet' | 'meeza', Record<SimulatedOutcome, string>> = {
  wallet: { approved: 'Approved', declined: 'Insufficient balance', timeout: 'Pending' },
  meeza: { approved: 'Approved', declined: 'Do not honour', timeout: 'Pending' },
};

/**
 * The donor's side of the simulator: the unified checkout (wallet: number then OTP; kiosk: a
 * reference code; Meeza: a card form), its form posts, and the simulated kiosk where a reference is
 * paid later. Every post names its intention by client secret; an unknown, expired or finished one
 * is refused with an Arabic page. A card's number and CVV only decide nothing but the form's
 * validity; only the last 4 digits are kept, and nothing of them is logged.
 */
export function registerCheckoutRoutes(app: FastifyInstance, context: SimulatorContext) {
  const { state, base } = context;

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

  const html = (reply: FastifyReply, statusCode: number, intention?: SimulatedIntention) => {
    // Chrome applies form-action to the whole redirect chain that follows a post: the merchant's
    // response URL, then the web site it sends the donor on to, are allowed
    const back = intention ? `${new URL(intention.redirectionUrl).origin} ${context.siteOrigin}` : '';
    return reply
      .code(statusCode)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('x-frame-options', 'DENY')
      .header('referrer-policy', 'no-referrer')
      .header(
        'content-security-policy',
        `default-src 'none'; style-src ${PAGE_STYLE_HASH}; img-src 'self'; form-action 'self' ${back}`.trim() +
          `; base-uri 'none'; frame-ancestors 'none'`,
      );
  };

  const refuse = (reply: FastifyReply, statusCode: number, message: string, backUrl?: string) =>
    html(reply, statusCode).send(messagePage(message, backUrl));

  const hmacSecret = (intention: SimulatedIntention) => context.hmacSecrets.get(intention.account) ?? '';

  /** The intention a post names, or the page refusing it. */
  function usable(request: FastifyRequest<{ Body: Form }>, reply: FastifyReply): SimulatedIntention | null {
    const secret = typeof request.body?.clientSecret === 'string' ? request.body.clientSecret : '';
    const intention = state.intentions.get(state.bySecret.get(secret) ?? '');
    if (!intention) {
      void refuse(reply, 404, paymobText.unknown);
      return null;
    }
    if (intention.finished) {
      void refuse(reply, 409, paymobText.finished);
      return null;
    }
    if (Date.parse(intention.expiresAt) <= Date.now()) {
      void refuse(reply, 410, paymobText.expired);
      return null;
    }
    return intention;
  }

  async function keep(request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
    try {
      await state.store.write();
      return true;
    } catch (failure) {
      request.log.error({ err: failure }, 'paymob simulator could not keep a payment');
      await refuse(reply, 503, paymobText.unavailable);
      return false;
    }
  }

  /** Records an outcome, sends its callback (not for a payment left without an answer) and answers the browser. */
  async function finish(
    request: FastifyRequest,
    reply: FastifyReply,
    intention: SimulatedIntention,
    outcome: SimulatedOutcome,
    details: Omit<NewTransaction, 'pending' | 'success' | 'message'>,
  ) {
    const method = intention.method === 'wallet' ? 'wallet' : 'meeza';
    const transaction = createTransaction(state, intention, {
      ...details,
      pending: outcome === 'timeout',
      success: outcome === 'approved',
      message: OUTCOME_MESSAGES[method][outcome],
    });
    intention.finished = true;
    if (!(await keep(request, reply))) return reply;
    request.log.info(
      { intentionId: intention.id, transactionId: transaction.obj.id, outcome },
      'paymob simulator payment',
    );
    const back = responseRedirect(intention, transaction.obj, hmacSecret(intention));
    if (outcome === 'timeout') {
      // no answer from the wallet or the card's issuer: no callback; the merchant's inquiry sees it pending
      const message = method === 'wallet' ? paymobText.walletTimeout : paymobText.cardTimeout;
      return html(reply, 200, intention).send(messagePage(message, back));
    }
    sendProcessedCallback(context, transaction);
    return reply.redirect(back, 302);
  }

  function kioskTransaction(intention: SimulatedIntention): SimulatedTransaction | undefined {
    return intention.transactionId === null ? undefined : state.transactions.get(intention.transactionId);
  }

  function kioskPage(reply: FastifyReply, intention: SimulatedIntention, transaction: SimulatedTransaction) {
    const data = transaction.obj.data ?? {};
    return html(reply, 200, intention).send(
      kioskReferencePage({
        intention,
        base,
        reference: String(data.bill_reference ?? ''),
        dueAt: String(data.due_at ?? ''),
        backUrl: responseRedirect(intention, transaction.obj, hmacSecret(intention)),
      }),
    );
  }

  const checkout = async (
    request: FastifyRequest<{ Querystring: { publicKey?: unknown; clientSecret?: unknown } }>,
    reply: FastifyReply,
  ) => {
    const { publicKey, clientSecret } = request.query;
    const intention =
      typeof clientSecret === 'string'
        ? state.intentions.get(state.bySecret.get(clientSecret) ?? '')
        : undefined;
    const account = typeof publicKey === 'string' ? accountByKey(context.publicKeys, publicKey) : null;
    if (!intention || account !== intention.account) return refuse(reply, 404, paymobText.unknown);
    const issued = intention.method === 'kiosk' ? kioskTransaction(intention) : undefined;
    if (issued) return kioskPage(reply, intention, issued);
    if (intention.finished) return refuse(reply, 409, paymobText.finished);
    if (Date.parse(intention.expiresAt) <= Date.now()) return refuse(reply, 410, paymobText.expired);
    const page = { intention, base };
    if (intention.method === 'wallet')
      return html(reply, 200, intention).send(
        intention.walletPhone ? walletOtpPage(page) : walletPhonePage(page),
      );
    if (intention.method === 'kiosk') return html(reply, 200, intention).send(kioskStartPage(page));
    return html(reply, 200, intention).send(meezaPage(page));
  };
  app.get('/unifiedcheckout/', checkout);
  app.get('/unifiedcheckout', checkout);

  const checkoutUrl = (intention: SimulatedIntention) => {
    const params = new URLSearchParams({
      publicKey: context.publicKeys.get(intention.account) ?? '',
      clientSecret: intention.clientSecret,
    });
    return `${base}/unifiedcheckout/?${params}`;
  };

  app.post<{ Body: Form }>('/unifiedcheckout/wallet/phone', async (request, reply) => {
    const intention = usable(request, reply);
    if (!intention) return reply;
    if (intention.method !== 'wallet') return refuse(reply, 400, paymobText.unknown);
    const phone = typed(request.body.phone);
    if (!/^01[0-9]{9}$/.test(phone))
      return html(reply, 400, intention).send(
        walletPhonePage({ intention, base, error: paymobText.badPhone }),
      );
    intention.walletPhone = phone;
    if (!(await keep(request, reply))) return reply;
    return reply.redirect(checkoutUrl(intention), 303);
  });

  app.post<{ Body: Form }>('/unifiedcheckout/wallet/otp', async (request, reply) => {
    const intention = usable(request, reply);
    if (!intention) return reply;
    if (intention.method !== 'wallet' || !intention.walletPhone)
      return refuse(reply, 400, paymobText.unknown);
    if (typed(request.body.otp) !== WALLET_OTP)
      return html(reply, 400, intention).send(walletOtpPage({ intention, base, error: paymobText.badOtp }));
    return finish(request, reply, intention, outcomeForWallet(intention.walletPhone), {
      is3dSecure: false,
      source: { type: 'wallet', sub_type: 'wallet', pan: intention.walletPhone },
    });
  });

  app.post<{ Body: Form }>('/unifiedcheckout/card', async (request, reply) => {
    const intention = usable(request, reply);
    if (!intention) return reply;
    if (intention.method !== 'meeza') return refuse(reply, 400, paymobText.unknown);
    const problem = cardProblem(request.body);
    if (problem) return html(reply, 400, intention).send(meezaPage({ intention, base, error: problem }));
    const number = typed(request.body.cardNumber).replace(/-/g, '');
    return finish(request, reply, intention, outcomeForCardExpiry(typed(request.body.expiry)), {
      is3dSecure: true,
      source: { type: 'card', sub_type: 'Meeza', pan: number.slice(-4) },
    });
  });

  app.post<{ Body: Form }>('/unifiedcheckout/kiosk', async (request, reply) => {
    const secret = typeof request.body?.clientSecret === 'string' ? request.body.clientSecret : '';
    const known = state.intentions.get(state.bySecret.get(secret) ?? '');
    const issued = known?.method === 'kiosk' ? kioskTransaction(known) : undefined;
    // asked again: the same reference
    if (known && issued) return reply.redirect(checkoutUrl(known), 303);
    const intention = usable(request, reply);
    if (!intention) return reply;
    if (intention.method !== 'kiosk') return refuse(reply, 400, paymobText.unknown);
    const reference = newKioskReference(state);
    const dueAt = new Date(Date.now() + context.kioskValidHours * 3600_000).toISOString();
    const transaction = createTransaction(state, intention, {
      pending: true,
      success: false,
      is3dSecure: false,
      message: 'Pending',
      source: { type: 'aggregator', sub_type: 'AGGREGATOR', pan: null },
      kiosk: { billReference: reference, dueAt },
    });
    intention.finished = true;
    if (!(await keep(request, reply))) return reply;
    request.log.info(
      { intentionId: intention.id, transactionId: transaction.obj.id },
      'paymob simulator kiosk reference',
    );
    sendProcessedCallback(context, transaction);
    return reply.redirect(checkoutUrl(intention), 303);
  });

  app.get('/kiosk', async (_request, reply) => html(reply, 200).send(kioskSimulatorPage(base)));

  app.post<{ Body: Form }>('/kiosk/pay', async (request, reply) => {
    const json = !request.headers['content-type']?.startsWith('application/x-www-form-urlencoded');
    const answer = (statusCode: number, ok: boolean, message: string, extra: object = {}) =>
      json
        ? reply.code(statusCode).send({ ok, message, ...extra })
        : html(reply, statusCode).send(kioskSimulatorPage(base, { ok, message }));
    const reference = typed(request.body?.reference);
    if (!/^[0-9]{8}$/.test(reference)) return answer(400, false, paymobText.kioskBadReference);
    const transaction = state.transactions.get(state.kioskReferences.get(reference) ?? -1);
    if (!transaction) return answer(404, false, paymobText.kioskUnknown);
    const { obj } = transaction;
    // the merchant voided the unpaid reference (a charity's permit revoked): no kiosk takes it
    if (obj.is_voided) return answer(409, false, paymobText.kioskVoided, { reason: 'voided' });
    if (!obj.pending) return answer(409, false, paymobText.kioskAlreadyPaid, { reason: 'paid' });
    if (Date.parse(String(obj.data?.due_at ?? '')) <= Date.now())
      return answer(409, false, paymobText.kioskExpired, { reason: 'expired' });
    obj.pending = false;
    obj.success = true;
    obj.data = { ...obj.data, message: 'Approved', paid_at: new Date().toISOString() };
    try {
      await state.store.write();
    } catch (failure) {
      obj.pending = true;
      obj.success = false;
      request.log.error({ err: failure }, 'paymob simulator could not keep a kiosk payment');
      return answer(503, false, paymobText.unavailable);
    }
    request.log.info({ transactionId: obj.id }, 'paymob simulator kiosk reference paid');
    sendProcessedCallback(context, transaction);
    return answer(200, true, paymobText.kioskPaid(reference), {
      transaction_id: obj.id,
      amount_cents: obj.amount_cents,
    });
  });
}
