import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { paymobIntentionRequest } from '@athar/contract/paymob/intention';
import type { SimulatorContext } from './context';
import { accountByKey, methodOfIntegration } from './integrations';
import {
  latestTransaction,
  newClientSecret,
  newIntentionId,
  newToken,
  ownerOf,
  takeOrderId,
  type PaymobMethod,
  type SimulatedIntention,
  type SimulatedOrder,
} from './state';
import { sendProcessedCallback } from './transactions';

const DEFAULT_EXPIRATION_S = 3600;
const TOKEN_LIFETIME_MS = 60 * 60_000;

const detail = (reply: FastifyReply, statusCode: number, text: string) =>
  reply.code(statusCode).send({ detail: text });

function authorization(request: FastifyRequest): { scheme: string; value: string } | null {
  const header = request.headers.authorization ?? '';
  const match = /^(Token|Bearer)\s+(\S+)$/i.exec(header.trim());
  return match ? { scheme: match[1]!.toLowerCase(), value: match[2]! } : null;
}

/** `Authorization: Token <secret key>`: the account, or null. */
function accountOfSecretKey(context: SimulatorContext, request: FastifyRequest): string | null {
  const auth = authorization(request);
  return auth?.scheme === 'token' ? accountByKey(context.secretKeys, auth.value) : null;
}

/** `Authorization: Bearer <token>` (from /api/auth/tokens) or `Token <secret key>`: the account, or null. */
export function accountOfTokenOrKey(context: SimulatorContext, request: FastifyRequest): string | null {
  const auth = authorization(request);
  if (!auth) return null;
  if (auth.scheme === 'token') return accountByKey(context.secretKeys, auth.value);
  const token = context.state.tokens.get(auth.value);
  if (!token || token.expiresAt <= Date.now()) return null;
  return token.account;
}

async function kept(context: SimulatorContext, request: FastifyRequest, reply: FastifyReply) {
  try {
    await context.state.store.write();
    return true;
  } catch (failure) {
    request.log.error({ err: failure }, 'paymob simulator could not keep its state');
    await detail(reply, 503, 'Service temporarily unavailable, try again later.');
    return false;
  }
}

/**
 * Paymob's server-to-server API as the simulator speaks it: the Intention API, auth tokens, the
 * transaction inquiry, refund and void of a successful transaction, void of an unpaid kiosk reference,
 * and the early expiry of an unpaid intention.
 */
export function registerApiRoutes(app: FastifyInstance, context: SimulatorContext) {
  const { state } = context;

  const createIntention = async (request: FastifyRequest, reply: FastifyReply) => {
    const account = accountOfSecretKey(context, request);
    if (!account) return detail(reply, 401, 'Invalid token.');
    const parsed = paymobIntentionRequest.safeParse(request.body);
    if (!parsed.success) {
      const fields: Record<string, string[]> = {};
      for (const issue of parsed.error.issues)
        (fields[issue.path.join('.') || 'detail'] ??= []).push(issue.message);
      return reply.code(400).send(fields);
    }
    const body = parsed.data;
    if (body.currency !== 'EGP') return reply.code(400).send({ currency: ['Currency is not supported.'] });
    const methods: { id: number; method: PaymobMethod }[] = [];
    for (const id of body.payment_methods) {
      const method = methodOfIntegration(context.integrations, account, id);
      if (!method) return detail(reply, 404, 'Integration ID/Name does not exist or is not active.');
      methods.push({ id, method });
    }
    const first = methods[0]!;
    const now = new Date();
    const expiration = body.expiration ?? DEFAULT_EXPIRATION_S;
    const intention: SimulatedIntention = {
      id: newIntentionId(),
      clientSecret: newClientSecret(),
      account,
      integrationId: first.id,
      method: first.method,
      amountCents: body.amount,
      currency: body.currency,
      specialReference: body.special_reference,
      notificationUrl: body.notification_url,
      redirectionUrl: body.redirection_url,
      billing: {
        first_name: body.billing_data.first_name,
        last_name: body.billing_data.last_name,
        email: body.billing_data.email,
        phone_number: body.billing_data.phone_number,
      },
      item: body.items[0] ? { name: body.items[0].name, description: body.items[0].description ?? '' } : null,
      orderId: takeOrderId(state),
      createdAt: now.toISOString(),
      expiresAt: new Date(now.getTime() + expiration * 1000).toISOString(),
      walletPhone: null,
      transactionId: null,
      finished: false,
    };
    const order: SimulatedOrder = {
      id: intention.orderId,
      account,
      merchantOrderId: body.special_reference,
      intentionId: intention.id,
      amountCents: body.amount,
      createdAt: intention.createdAt,
      transactionIds: [],
    };
    state.intentions.set(intention.id, intention);
    state.bySecret.set(intention.clientSecret, intention.id);
    state.orders.set(order.id, order);
    if (!(await kept(context, request, reply))) {
      state.intentions.delete(intention.id);
      state.bySecret.delete(intention.clientSecret);
      state.orders.delete(order.id);
      return reply;
    }
    request.log.info(
      { intentionId: intention.id, orderId: order.id, account, method: intention.method },
      'paymob simulator intention created',
    );
    return reply.code(201).send({
      id: intention.id,
      client_secret: intention.clientSecret,
      intention_order_id: order.id,
      special_reference: intention.specialReference,
      status: 'intended',
      object: 'paymentintention',
      amount: intention.amountCents,
      currency: intention.currency,
      payment_methods: methods.map(({ id, method }) => ({
        integration_id: id,
        alias: null,
        name: method,
        method_type: method === 'kiosk' ? 'aggregator' : method === 'meeza' ? 'card' : 'wallet',
        currency: 'EGP',
        live: false,
        use_cvc_with_moto: false,
      })),
      intention_detail: {
        amount: body.amount,
        items: body.items,
        currency: body.currency,
        billing_data: body.billing_data,
      },
      created: intention.createdAt,
      expiration,
      confirmed: false,
      notification_url: intention.notificationUrl,
      redirection_url: intention.redirectionUrl,
      extras: { creation_extras: null, confirmation_extras: null },
    });
  };
  app.post('/v1/intention/', createIntention);
  app.post('/v1/intention', createIntention);

  app.post<{ Body: { api_key?: unknown } }>('/api/auth/tokens', async (request, reply) => {
    const key = request.body?.api_key;
    const account = typeof key === 'string' ? accountByKey(context.apiKeys, key) : null;
    if (!account) return detail(reply, 401, 'Incorrect credentials.');
    const now = Date.now();
    for (const [token, entry] of state.tokens) if (entry.expiresAt <= now) state.tokens.delete(token);
    const token = newToken();
    state.tokens.set(token, { account, expiresAt: now + TOKEN_LIFETIME_MS });
    return reply.code(201).send({ token, profile: { id: ownerOf(account) } });
  });

  app.post<{ Body: { merchant_order_id?: unknown; order_id?: unknown } }>(
    '/api/ecommerce/orders/transaction_inquiry',
    async (request, reply) => {
      const account = accountOfTokenOrKey(context, request);
      if (!account) return detail(reply, 401, 'Authentication credentials were not provided.');
      const body = request.body ?? {};
      let orders: SimulatedOrder[] = [];
      if (typeof body.merchant_order_id === 'string') {
        orders = [...state.orders.values()].filter(
          (order) => order.account === account && order.merchantOrderId === body.merchant_order_id,
        );
      } else if (typeof body.order_id === 'number' || typeof body.order_id === 'string') {
        const order = state.orders.get(Number(body.order_id));
        if (order && order.account === account) orders = [order];
      } else {
        return reply.code(400).send({ detail: 'merchant_order_id or order_id is required.' });
      }
      // the newest order with a transaction (a reference may have had more than one intention)
      for (const order of orders.sort((a, b) => b.id - a.id)) {
        const transaction = latestTransaction(state, order);
        if (transaction) return reply.code(200).send(transaction.obj);
      }
      return detail(reply, 404, 'Not found.');
    },
  );

  const refundOrVoid =
    (kind: 'refund' | 'void') =>
    async (
      request: FastifyRequest<{ Body: { transaction_id?: unknown; amount_cents?: unknown } }>,
      reply: FastifyReply,
    ) => {
      const account = accountOfSecretKey(context, request);
      if (!account) return detail(reply, 401, 'Invalid token.');
      const body = request.body ?? {};
      const transaction = state.transactions.get(Number(body.transaction_id));
      if (!transaction || transaction.account !== account) return detail(reply, 404, 'Not found.');
      const { obj } = transaction;
      // an unpaid kiosk (aggregator) reference is voided too: no kiosk takes it afterwards
      const openReference = kind === 'void' && obj.pending && obj.source_data.type === 'aggregator';
      if ((!obj.success || obj.pending || obj.is_voided) && !(openReference && !obj.is_voided))
        return detail(reply, 400, `Transaction cannot be ${kind === 'refund' ? 'refunded' : 'voided'}.`);
      if (openReference) {
        obj.pending = false;
        obj.is_voided = true;
        obj.is_void = true;
        obj.data = { ...obj.data, message: 'Voided' };
      } else if (kind === 'void') {
        if (obj.is_refunded) return detail(reply, 400, 'Transaction cannot be voided.');
        obj.is_voided = true;
        obj.is_void = true;
      } else {
        const amount = body.amount_cents;
        const refunded = obj.refunded_amount_cents ?? 0;
        if (
          typeof amount !== 'number' ||
          !Number.isInteger(amount) ||
          amount <= 0 ||
          refunded + amount > obj.amount_cents
        )
          return detail(reply, 400, 'Refund amount is not valid.');
        obj.is_refunded = true;
        obj.is_refund = true;
        obj.refunded_amount_cents = refunded + amount;
        transaction.refundedAt = new Date().toISOString();
      }
      if (!(await kept(context, request, reply))) return reply;
      request.log.info({ transactionId: obj.id, kind }, 'paymob simulator transaction reversed');
      sendProcessedCallback(context, transaction);
      return reply.code(201).send(obj);
    };
  app.post('/api/acceptance/void_refund/refund', refundOrVoid('refund'));
  app.post('/api/acceptance/void_refund/void', refundOrVoid('void'));

  // The merchant ends an intention nobody paid yet (the simulator's expression of an intention's
  // expiry, brought forward; docs/decisions/026): its checkout refuses every later step, as when its
  // `expiration` passes. An intention that ended in a transaction is refused: void or refund that.
  app.post<{ Params: { clientSecret: string } }>(
    '/v1/intention/:clientSecret/expire',
    async (request, reply) => {
      const account = accountOfSecretKey(context, request);
      if (!account) return detail(reply, 401, 'Invalid token.');
      const intention = state.intentions.get(state.bySecret.get(request.params.clientSecret) ?? '');
      if (!intention || intention.account !== account) return detail(reply, 404, 'Not found.');
      if (intention.transactionId !== null)
        return detail(reply, 400, 'Intention has a transaction: void or refund it.');
      const before = { expiresAt: intention.expiresAt, finished: intention.finished };
      if (Date.parse(intention.expiresAt) > Date.now()) intention.expiresAt = new Date().toISOString();
      intention.finished = true;
      if (!(await kept(context, request, reply))) {
        Object.assign(intention, before);
        return reply;
      }
      request.log.info({ intentionId: intention.id }, 'paymob simulator intention expired');
      return reply.code(200).send({
        id: intention.id,
        status: 'expired',
        object: 'paymentintention',
        expiration: 0,
        created: intention.createdAt,
      });
    },
  );
}
