import type { BankSimulatorState, SimulatedOrder, SimulatedTransaction } from './state';

// What the simulated gateway answers about an order and its transactions (rest-routes.ts serves them).

/** The masked card number the gateway answers: never more than the last four digits here. */
const maskedNumber = (last4: string) => `xxxxxxxxxxxx${last4}`;

/** A VERIFY order as retrieved: VERIFIED with the stored card's token and the agreement, or FAILED. */
export function verifyOrderAnswer(
  state: BankSimulatorState,
  order: SimulatedOrder,
  answer: { id: string; merchant: string; amount: string; currency: string },
) {
  const token = order.token === undefined ? undefined : state.tokens.get(order.token);
  if (order.outcome !== 'approved' || !token) return { ...answer, result: 'FAILURE', status: 'FAILED' };
  return {
    ...answer,
    result: 'SUCCESS',
    status: 'VERIFIED',
    agreement: { id: order.agreementId },
    sourceOfFunds: {
      type: 'CARD',
      token: token.token,
      provided: { card: { number: maskedNumber(token.last4), storedOnFile: 'STORED' } },
    },
  };
}

export function mitOrderAnswer(order: SimulatedOrder, merchantId: string) {
  const captured = order.outcome === 'approved';
  return {
    id: order.id,
    merchant: merchantId,
    amount: order.amount,
    currency: order.currency,
    result: captured ? 'SUCCESS' : 'FAILURE',
    ...(captured ? capturedStatus(order) : { status: 'FAILED' }),
    totalCapturedAmount: captured ? order.amount : '0.00',
    agreement: { id: order.agreementId },
    sourceOfFunds: { type: 'CARD', token: order.token },
    transaction: (order.transactions ?? []).map((transaction) => ({
      id: transaction.id,
      result: transaction.outcome === 'approved' ? 'SUCCESS' : 'FAILURE',
      response: { gatewayCode: transaction.gatewayCode },
    })),
  };
}

/** The answer to a PAY transaction: its own result and the order as it now is. */
export function transactionAnswer(
  order: SimulatedOrder,
  transaction: SimulatedTransaction,
  merchantId: string,
) {
  const approved = transaction.outcome === 'approved';
  const captured = order.outcome === 'approved';
  return {
    merchant: merchantId,
    result: approved ? 'SUCCESS' : 'FAILURE',
    response: { gatewayCode: transaction.gatewayCode },
    order: {
      id: order.id,
      amount: order.amount,
      currency: order.currency,
      status: captured ? 'CAPTURED' : 'FAILED',
      totalCapturedAmount: captured ? order.amount : '0.00',
    },
    transaction: { id: transaction.id, type: 'PAYMENT', source: 'MERCHANT' },
    agreement: { id: order.agreementId },
    sourceOfFunds: { type: 'CARD', token: order.token },
  };
}

/** A captured order's status: REFUNDED, with the amount given back, once the merchant refunded it. */
export function capturedStatus(order: SimulatedOrder) {
  return order.refundedBy === undefined
    ? { status: 'CAPTURED' }
    : { status: 'REFUNDED', totalRefundedAmount: order.amount };
}
