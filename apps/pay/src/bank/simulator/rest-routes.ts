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
} from './state';

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
}

/** The gateway's REST API as the simulator speaks it: create a checkout session, retrieve an order. */
export function registerSimulatorRestRoutes(
  app: FastifyInstance,
  state: BankSimulatorState,
  passwords: Map<string, string>,
) {
  const base = `/bank/api/rest/version/${GATEWAY_API_VERSION}/merchant/:merchantId`;

  app.post<{ Params: { merchantId: string }; Body: SessionBody }>(
    `${base}/session`,
    async (request, reply) => {
      const { merchantId } = request.params;
      if (!authorised(request, merchantId, passwords))
        return error(reply, 401, 'INVALID_REQUEST', 'Invalid credentials.');
      const { apiOperation, interaction, order } = request.body ?? {};
      const amount = Number(order?.amount);
      if (
        apiOperation !== 'INITIATE_CHECKOUT' ||
        interaction?.operation !== 'PURCHASE' ||
        typeof interaction.returnUrl !== 'string' ||
        typeof order?.id !== 'string' ||
        !/^[A-Za-z0-9._-]{1,40}$/.test(order.id) ||
        !(amount > 0) ||
        typeof order.currency !== 'string'
      ) {
        return error(reply, 400, 'INVALID_REQUEST', 'Invalid session request.');
      }
      const key = orderKey(merchantId, order.id);
      const existing = state.orders.get(key);
      if (existing?.outcome) return error(reply, 400, 'INVALID_REQUEST', 'Order already has a payment.');
      const created: SimulatedOrder = {
        merchantId,
        id: order.id,
        amount: amount.toFixed(2),
        currency: order.currency,
        description: typeof order.description === 'string' ? order.description : '',
        outcome: null,
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
      try {
        if (order.outcome === 'timeout') {
          // the acquirer's answer arrives later: the next retrieval finds the payment approved
          order.outcome = 'approved';
          await state.store.write({ orders: [order] }).catch((failure: unknown) => {
            if (order.outcome === 'approved') order.outcome = 'timeout';
            throw failure;
          });
          return { ...answer, result: 'PENDING', status: 'PENDING' };
        }
        const found =
          order.outcome === 'approved'
            ? { ...answer, result: 'SUCCESS', status: 'CAPTURED', totalCapturedAmount: order.amount }
            : { ...answer, result: 'FAILURE', status: 'FAILED', totalCapturedAmount: '0.00' };
        // a payment still being written is not told until it is on disk
        await state.store.settled();
        return found;
      } catch (failure) {
        return unavailable(request, reply, failure);
      }
    },
  );
}
