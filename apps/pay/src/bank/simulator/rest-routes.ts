import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { GATEWAY_API_VERSION } from '../gateway-client';
import {
  newIndicator,
  newSessionId,
  orderKey,
  type BankSimulatorState,
  type SimulatedOrder,
  type SimulatedSession,
  type SimulatedToken,
  type SimulatedTransaction,
} from './state';
import { capturedStatus, mitOrderAnswer, transactionAnswer, verifyOrderAnswer } from './rest-answers';
import { registerSettlementReportRoute } from './settlement-report';

const error = (reply: FastifyReply, statusCode: number, cause: string, explanation: string) =>
  reply.code(statusCode).send({ result: 'ERROR', error: { cause, explanation } });

/** The simulator could not keep a change: nothing was done, the caller may try again later. */
function unavailable(request: FastifyRequest, reply: FastifyReply, failure: unknown) {
  request.log.error({ err: failure }, 'bank simulator could not keep its state');
  return error(reply, 503, 'SERVER_BUSY', 'The bank could not process the request; try again later.');
}

function authorised(request: FastifyRequest, merchantId: string, passwords: Map<string, string>): boolean {
  const expected = passwords.get(merchantId);
  const header = request.headers.authorization ?? '';
  if (expected === undefined || !header.startsWith('Basic ')) return false;
  const given = Buffer.from(Buffer.from(header.slice(6), 'base64').toString('utf8'));
  const wanted = Buffer.from(`merchant.${merchantId}:${expected}`);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}

interface SessionBody {
  apiOperation?: unknown;
  interaction?: { operation?: unknown; returnUrl?: unknown; merchant?: { name?: unknown } };
  order?: { id?: unknown; amount?: unknown; currency?: unknown; description?: unknown };
  agreement?: { id?: unknown; type?: unknown };
  sourceOfFunds?: { provided?: { card?: { storedOnFile?: unknown } } };
  transaction?: { source?: unknown };
}

/** A merchant-initiated PAY on a stored card (Mastercard Gateway API v100, credential on file). */
interface PayBody {
  apiOperation?: unknown;
  agreement?: { id?: unknown; type?: unknown };
  order?: { amount?: unknown; currency?: unknown };
  sourceOfFunds?: { type?: unknown; token?: unknown; provided?: { card?: { storedOnFile?: unknown } } };
  transaction?: { source?: unknown };
}

const ID = /^[A-Za-z0-9._-]{1,40}$/;
const isId = (value: unknown): value is string => typeof value === 'string' && ID.test(value);

/**
 * A VERIFY session (the cardholder's first, cardholder-initiated step of an agreement) must say so
 * the way the gateway wants: an UNSCHEDULED agreement, the card TO_BE_STORED, source INTERNET.
 */
function verificationFieldsValid(body: SessionBody): boolean {
  return (
    isId(body.agreement?.id) &&
    body.agreement.type === 'UNSCHEDULED' &&
    body.sourceOfFunds?.provided?.card?.storedOnFile === 'TO_BE_STORED' &&
    body.transaction?.source === 'INTERNET'
  );
}

/** The test card's answer to a merchant-initiated charge of this order. */
function chargeOutcome(
  token: SimulatedToken,
  order: SimulatedOrder | undefined,
): SimulatedTransaction['outcome'] {
  if (token.behaviour === 'insufficient') return 'declined';
  if (token.behaviour === 'decline-first' && !order?.transactions?.length) return 'declined';
  return 'approved';
}

/**
 * The gateway's REST API as the simulator speaks it: create a checkout session (a payment, or a
 * verification that stores the card for an agreement), retrieve an order, and the merchant's own PAY
 * on a stored card (PUT …/order/{orderId}/transaction/{transactionId}).
 */
export function registerSimulatorRestRoutes(
  app: FastifyInstance,
  state: BankSimulatorState,
  passwords: Map<string, string>,
) {
  const base = `/bank/api/rest/version/${GATEWAY_API_VERSION}/merchant/:merchantId`;
  registerSettlementReportRoute(app, state, (request, merchantId) =>
    authorised(request, merchantId, passwords),
  );

  app.post<{ Params: { merchantId: string }; Body: SessionBody }>(
    `${base}/session`,
    async (request, reply) => {
      const { merchantId } = request.params;
      if (!authorised(request, merchantId, passwords))
        return error(reply, 401, 'INVALID_REQUEST', 'Invalid credentials.');
      const body = request.body ?? {};
      const { apiOperation, interaction, order } = body;
      const amount = Number(order?.amount);
      const verify = interaction?.operation === 'VERIFY';
      if (
        apiOperation !== 'INITIATE_CHECKOUT' ||
        (interaction?.operation !== 'PURCHASE' && !verify) ||
        typeof interaction.returnUrl !== 'string' ||
        !isId(order?.id) ||
        // a verification charges nothing: its amount may be zero
        !(verify ? amount >= 0 : amount > 0) ||
        typeof order.currency !== 'string' ||
        (verify && !verificationFieldsValid(body))
      ) {
        return error(reply, 400, 'INVALID_REQUEST', 'Invalid session request.');
      }
      const key = orderKey(merchantId, order.id);
      const existing = state.orders.get(key);
      if (existing?.outcome || existing?.operation === 'MIT')
        return error(reply, 400, 'INVALID_REQUEST', 'Order already has a payment.');
      const created: SimulatedOrder = {
        merchantId,
        id: order.id,
        amount: amount.toFixed(2),
        currency: order.currency,
        description: typeof order.description === 'string' ? order.description : '',
        outcome: null,
        ...(verify ? { operation: 'VERIFY' as const, agreementId: body.agreement!.id as string } : {}),
      };
      const session: SimulatedSession = {
        id: newSessionId(),
        merchantId,
        merchantName: typeof interaction.merchant?.name === 'string' ? interaction.merchant.name : merchantId,
        orderId: order.id,
        returnUrl: interaction.returnUrl,
        successIndicator: newIndicator(),
        finished: false,
      };
      state.orders.set(key, created);
      state.sessions.set(session.id, session);
      try {
        // the successIndicator the merchant is about to learn must survive a restart of the bank
        await state.store.write({ orders: [created], sessions: [session] });
      } catch (failure) {
        state.sessions.delete(session.id);
        if (state.orders.get(key) === created) {
          if (existing) state.orders.set(key, existing);
          else state.orders.delete(key);
        }
        return unavailable(request, reply, failure);
      }
      return reply.code(201).send({
        merchant: merchantId,
        result: 'SUCCESS',
        session: { id: session.id, updateStatus: 'SUCCESS', version: newIndicator() },
        successIndicator: session.successIndicator,
      });
    },
  );

  app.get<{ Params: { merchantId: string; orderId: string } }>(
    `${base}/order/:orderId`,
    async (request, reply) => {
      const { merchantId, orderId } = request.params;
      if (!authorised(request, merchantId, passwords))
        return error(reply, 401, 'INVALID_REQUEST', 'Invalid credentials.');
      const order = state.orders.get(orderKey(merchantId, orderId));
      if (!order?.outcome) return error(reply, 400, 'INVALID_REQUEST', 'Unable to find order.');
      const answer = { id: order.id, merchant: merchantId, amount: order.amount, currency: order.currency };
      if (order.operation === 'MIT') {
        await state.store.settled();
        return mitOrderAnswer(order, merchantId);
      }
      try {
        if (order.outcome === 'timeout') {
          // the acquirer's answer arrives later: the next retrieval finds the payment approved
          order.outcome = 'approved';
          order.capturedAt = new Date().toISOString();
          await state.store.write({ orders: [order] }).catch((failure: unknown) => {
            if (order.outcome === 'approved') order.outcome = 'timeout';
            delete order.capturedAt;
            throw failure;
          });
          return { ...answer, result: 'PENDING', status: 'PENDING' };
        }
        const found =
          order.operation === 'VERIFY'
            ? verifyOrderAnswer(state, order, answer)
            : order.outcome === 'approved'
              ? {
                  ...answer,
                  result: 'SUCCESS',
                  ...capturedStatus(order),
                  totalCapturedAmount: order.amount,
                }
              : { ...answer, result: 'FAILURE', status: 'FAILED', totalCapturedAmount: '0.00' };
        // a payment still being written is not told until it is on disk
        await state.store.settled();
        return found;
      } catch (failure) {
        return unavailable(request, reply, failure);
      }
    },
  );

  app.put<{ Params: { merchantId: string; orderId: string; transactionId: string }; Body: PayBody }>(
    `${base}/order/:orderId/transaction/:transactionId`,
    async (request, reply) => {
      const { merchantId, orderId, transactionId } = request.params;
      if (!authorised(request, merchantId, passwords))
        return error(reply, 401, 'INVALID_REQUEST', 'Invalid credentials.');
      const body = request.body ?? {};
      if (body.apiOperation === 'REFUND') return refundOrder(state, request, reply);
      const amount = Number(body.order?.amount);
      if (
        !isId(orderId) ||
        !isId(transactionId) ||
        body.apiOperation !== 'PAY' ||
        !isId(body.agreement?.id) ||
        body.agreement.type !== 'UNSCHEDULED' ||
        !(amount > 0) ||
        typeof body.order?.currency !== 'string' ||
        body.sourceOfFunds?.type !== 'CARD' ||
        typeof body.sourceOfFunds.token !== 'string' ||
        body.sourceOfFunds.provided?.card?.storedOnFile !== 'STORED' ||
        body.transaction?.source !== 'MERCHANT'
      ) {
        return error(reply, 400, 'INVALID_REQUEST', 'Invalid merchant-initiated payment request.');
      }
      const agreementId = body.agreement.id;
      const token = state.tokens.get(body.sourceOfFunds.token);
      // a token is good only for the merchant and the agreement the cardholder verified it for
      if (!token || token.merchantId !== merchantId || token.agreementId !== agreementId)
        return error(reply, 400, 'INVALID_REQUEST', 'Invalid token for this merchant and agreement.');
      const key = orderKey(merchantId, orderId);
      const existing = state.orders.get(key);
      if (existing && (existing.operation !== 'MIT' || existing.token !== token.token))
        return error(reply, 400, 'INVALID_REQUEST', 'Order belongs to another payment.');
      const earlier = existing?.transactions?.find((transaction) => transaction.id === transactionId);
      if (earlier && existing) {
        // the same transaction again: its stored answer, never a second charge
        await state.store.settled();
        return transactionAnswer(existing, earlier, merchantId);
      }
      if (existing?.outcome === 'approved')
        return error(reply, 400, 'INVALID_REQUEST', 'Order already captured.');
      const outcome = chargeOutcome(token, existing);
      const transaction: SimulatedTransaction = {
        id: transactionId,
        outcome,
        gatewayCode:
          outcome === 'approved'
            ? 'APPROVED'
            : token.behaviour === 'insufficient'
              ? 'INSUFFICIENT_FUNDS'
              : 'DECLINED',
      };
      const order: SimulatedOrder = existing ?? {
        merchantId,
        id: orderId,
        amount: amount.toFixed(2),
        currency: body.order.currency,
        description: '',
        outcome: null,
        operation: 'MIT',
        agreementId,
        token: token.token,
        transactions: [],
      };
      const before = { outcome: order.outcome, transactions: order.transactions ?? [] };
      order.outcome = outcome;
      order.transactions = [...before.transactions, transaction];
      if (outcome === 'approved') order.capturedAt = new Date().toISOString();
      state.orders.set(key, order);
      try {
        // on disk before the merchant hears of the charge
        await state.store.write({ orders: [order] });
      } catch (failure) {
        if (existing) {
          order.outcome = before.outcome;
          order.transactions = before.transactions;
          delete order.capturedAt;
        } else state.orders.delete(key);
        return unavailable(request, reply, failure);
      }
      request.log.info(
        { merchantId, orderId, transactionId, gatewayCode: transaction.gatewayCode },
        'simulated merchant-initiated payment',
      );
      return transactionAnswer(order, transaction, merchantId);
    },
  );
}

interface RefundBody {
  apiOperation?: unknown;
  transaction?: { amount?: unknown; currency?: unknown };
}

/**
 * The merchant's REFUND of a captured order, in whole (PUT …/order/{orderId}/transaction/{id} with
 * apiOperation REFUND; docs/decisions/026: money a bank took after a charity's permit was revoked). The
 * same transaction id again answers the same; another refund of a refunded order is refused.
 */
async function refundOrder(
  state: BankSimulatorState,
  request: FastifyRequest<{ Params: { merchantId: string; orderId: string; transactionId: string } }>,
  reply: FastifyReply,
) {
  const { merchantId, orderId, transactionId } = request.params;
  const body = (request.body ?? {}) as RefundBody;
  const order = state.orders.get(orderKey(merchantId, orderId));
  if (!isId(transactionId) || !order || order.outcome !== 'approved' || order.operation === 'VERIFY')
    return error(reply, 400, 'INVALID_REQUEST', 'Order has no captured payment to refund.');
  if (
    Number(body.transaction?.amount) !== Number(order.amount) ||
    body.transaction?.currency !== order.currency
  )
    return error(reply, 400, 'INVALID_REQUEST', 'Refund amount must be the captured amount.');
  const answer = () => ({
    merchant: merchantId,
    result: 'SUCCESS',
    response: { gatewayCode: 'APPROVED' },
    order: { id: order.id, amount: order.amount, currency: order.currency, ...capturedStatus(order) },
    transaction: { id: transactionId, type: 'REFUND', amount: order.amount, currency: order.currency },
  });
  if (order.refundedBy === transactionId) {
    await state.store.settled();
    return answer();
  }
  if (order.refundedBy !== undefined) return error(reply, 400, 'INVALID_REQUEST', 'Order already refunded.');
  order.refundedBy = transactionId;
  order.refundedAt = new Date().toISOString();
  try {
    await state.store.write({ orders: [order] });
  } catch (failure) {
    delete order.refundedBy;
    delete order.refundedAt;
    return unavailable(request, reply, failure);
  }
  request.log.info({ merchantId, orderId, transactionId }, 'simulated refund');
  return answer();
}
