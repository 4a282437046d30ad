import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  BANK_LINE_TYPES,
  BANK_SETTLEMENT_COLUMNS,
  PROVIDER_FEES,
  providerFee,
} from '@athar/contract/settlement/settlement-files';
import {
  cairoDayOf,
  decimalToPiasters,
  piastersToDecimal,
} from '@athar/contract/settlement/settlement-amounts';
import { GATEWAY_API_VERSION } from '../gateway-client';
import type { BankSimulatorState, SimulatedOrder } from './state';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The acquirer's reference of a captured order: an MIT order's approved transaction, else a 12-digit RRN. */
function transactionIdOf(order: SimulatedOrder): string {
  const approved = order.transactions?.find((transaction) => transaction.outcome === 'approved');
  if (approved) return approved.id;
  const digest = createHash('sha256').update(`${order.merchantId}/${order.id}`).digest();
  return String(digest.readBigUInt64BE(0) % 1_000_000_000_000n).padStart(12, '0');
}

/**
 * The card acquirer's daily settlement file of one merchant: every payment captured on that Cairo day
 * (a PURCHASE on the hosted page or a merchant-initiated PAY), each with the acquirer's fee and what
 * is paid out, then each refund made that day (a negative line naming the original order; the acquirer
 * keeps its fee), then the day's payout fee as a line of its own. Amounts in EGP with two decimals.
 */
export function bankSettlementCsv(state: BankSimulatorState, merchantId: string, day: string): string {
  const payout = `PO${day.replaceAll('-', '')}${merchantId}`;
  const captured = [...state.orders.values()]
    .filter(
      (order) =>
        order.merchantId === merchantId &&
        order.outcome === 'approved' &&
        order.operation !== 'VERIFY' &&
        order.capturedAt !== undefined &&
        cairoDayOf(new Date(order.capturedAt)) === day,
    )
    .sort((a, b) => a.capturedAt!.localeCompare(b.capturedAt!) || a.id.localeCompare(b.id));
  const rows: string[][] = [[...BANK_SETTLEMENT_COLUMNS]];
  for (const order of captured) {
    const amount = decimalToPiasters(order.amount) ?? 0;
    const fee = providerFee(amount, PROVIDER_FEES.bank.card);
    rows.push([
      merchantId,
      day,
      transactionIdOf(order),
      order.id,
      BANK_LINE_TYPES.payment,
      order.capturedAt!,
      piastersToDecimal(amount),
      order.currency,
      piastersToDecimal(fee),
      piastersToDecimal(amount - fee),
      payout,
    ]);
  }
  // a refund: a line of its own on the day it was made, its amount negative, naming the original order
  const refunded = [...state.orders.values()]
    .filter(
      (order) =>
        order.merchantId === merchantId &&
        order.refundedBy !== undefined &&
        order.refundedAt !== undefined &&
        cairoDayOf(new Date(order.refundedAt)) === day,
    )
    .sort((a, b) => a.refundedAt!.localeCompare(b.refundedAt!) || a.id.localeCompare(b.id));
  for (const order of refunded) {
    const amount = decimalToPiasters(order.amount) ?? 0;
    rows.push([
      merchantId,
      day,
      order.refundedBy!,
      order.id,
      BANK_LINE_TYPES.refund,
      order.refundedAt!,
      piastersToDecimal(-amount),
      order.currency,
      '0.00',
      piastersToDecimal(-amount),
      payout,
    ]);
  }
  if (captured.length > 0 || refunded.length > 0) {
    const fee = PROVIDER_FEES.bank.payout;
    rows.push([
      merchantId,
      day,
      `FEE${day.replaceAll('-', '')}${merchantId}`,
      '',
      BANK_LINE_TYPES.fee,
      `${day}T23:59:59.000Z`,
      '0.00',
      'EGP',
      piastersToDecimal(fee),
      piastersToDecimal(-fee),
      payout,
    ]);
  }
  return rows.map((row) => `${row.join(',')}\r\n`).join('');
}

/**
 * GET /bank/api/rest/version/{v}/merchant/{merchantId}/settlement?date=YYYY-MM-DD: the merchant's
 * settlement file of that Cairo day as CSV (the same Basic credentials as the merchant's other calls).
 */
export function registerSettlementReportRoute(
  app: FastifyInstance,
  state: BankSimulatorState,
  authorised: (request: FastifyRequest, merchantId: string) => boolean,
) {
  app.get<{ Params: { merchantId: string }; Querystring: { date?: string } }>(
    `/bank/api/rest/version/${GATEWAY_API_VERSION}/merchant/:merchantId/settlement`,
    async (request, reply) => {
      const { merchantId } = request.params;
      if (!authorised(request, merchantId))
        return reply.code(401).send({
          result: 'ERROR',
          error: { cause: 'INVALID_REQUEST', explanation: 'Invalid credentials.' },
        });
      const day = request.query.date ?? '';
      if (!DAY.test(day))
        return reply
          .code(400)
          .send({ result: 'ERROR', error: { cause: 'INVALID_REQUEST', explanation: 'date=YYYY-MM-DD' } });
      await state.store.settled();
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="settlement-${merchantId}-${day}.csv"`)
        .send(bankSettlementCsv(state, merchantId, day));
    },
  );
}
