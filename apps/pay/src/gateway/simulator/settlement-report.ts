import type { FastifyInstance } from 'fastify';
import { cairoDayOf, piastersToDecimal } from '@athar/contract/settlement/settlement-amounts';
import {
  GATEWAY_LINE_TYPES,
  GATEWAY_SETTLEMENT_COLUMNS,
  PROVIDER_FEES,
  providerFee,
} from '@athar/contract/settlement/settlement-files';
import { accountOfTokenOrKey } from './api-routes';
import type { SimulatorContext } from './context';
import type { PaymobSimulatorState } from './state';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A CSV field as the gateway's export writes it: quoted when it must be. */
const field = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

/**
 * The gateway's transactions settlement report of one account: every successful transaction (wallet,
 * kiosk, Meeza), with the gateway's fee by method and what is paid out, then the payout's own fee as
 * a line. `day` (Cairo) narrows it to the transactions of that day. Amounts in EGP, two decimals.
 */
export function gatewaySettlementCsv(state: PaymobSimulatorState, account: string, day?: string): string {
  const payout = `PMB-PO-${account}-${(day ?? 'ALL').replaceAll('-', '')}`;
  const settled = [...state.transactions.values()]
    .filter(
      ({ account: owner, obj }) =>
        owner === account &&
        obj.success &&
        !obj.pending &&
        !obj.is_voided &&
        (day === undefined || cairoDayOf(new Date(obj.created_at)) === day),
    )
    .sort((a, b) => a.obj.id - b.obj.id);
  const rows: string[][] = [[...GATEWAY_SETTLEMENT_COLUMNS]];
  for (const { intentionId, obj } of settled) {
    const method = state.intentions.get(intentionId)?.method ?? 'wallet';
    const fee = providerFee(obj.amount_cents, PROVIDER_FEES.gateway[method]);
    rows.push([
      account,
      String(obj.id),
      obj.order.merchant_order_id ?? '',
      String(obj.order.id),
      GATEWAY_LINE_TYPES.payment,
      method,
      obj.created_at,
      piastersToDecimal(obj.amount_cents),
      piastersToDecimal(fee),
      piastersToDecimal(obj.amount_cents - fee),
      payout,
    ]);
  }
  // a refund: a negative line naming the original transaction and order, on the day it was made (the
  // gateway keeps its fee); a void the same day moves no money and leaves no line
  const refunded = [...state.transactions.values()]
    .filter(
      ({ account: owner, obj, refundedAt }) =>
        owner === account &&
        obj.is_refunded &&
        refundedAt !== undefined &&
        (day === undefined || cairoDayOf(new Date(refundedAt)) === day),
    )
    .sort((a, b) => a.refundedAt!.localeCompare(b.refundedAt!));
  for (const { intentionId, obj, refundedAt } of refunded) {
    const method = state.intentions.get(intentionId)?.method ?? 'wallet';
    const amount = obj.refunded_amount_cents ?? obj.amount_cents;
    rows.push([
      account,
      String(obj.id),
      obj.order.merchant_order_id ?? '',
      String(obj.order.id),
      GATEWAY_LINE_TYPES.refund,
      method,
      refundedAt!,
      piastersToDecimal(-amount),
      '0.00',
      piastersToDecimal(-amount),
      payout,
    ]);
  }
  if (settled.length > 0 || refunded.length > 0) {
    const fee = PROVIDER_FEES.gateway.payout;
    rows.push([
      account,
      `${payout}-FEE`,
      '',
      '',
      GATEWAY_LINE_TYPES.fee,
      '',
      refunded.at(-1)?.refundedAt ?? settled.at(-1)!.obj.created_at,
      '0.00',
      piastersToDecimal(fee),
      piastersToDecimal(-fee),
      payout,
    ]);
  }
  return rows.map((row) => `${row.map(field).join(',')}\r\n`).join('');
}

/**
 * GET {prefix}/api/acceptance/reports/settlement[?date=YYYY-MM-DD]: the account's settlement report as
 * CSV (`Authorization: Token <secret key>` or a Bearer auth token, as the other server calls).
 */
export function registerSettlementReportRoute(app: FastifyInstance, context: SimulatorContext) {
  app.get<{ Querystring: { date?: string } }>(
    '/api/acceptance/reports/settlement',
    async (request, reply) => {
      const account = accountOfTokenOrKey(context, request);
      if (!account) return reply.code(401).send({ detail: 'Invalid token.' });
      const { date } = request.query;
      if (date !== undefined && !DAY.test(date)) return reply.code(400).send({ date: ['YYYY-MM-DD'] });
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="paymob-settlement-${account}.csv"`)
        .send(gatewaySettlementCsv(context.state, account, date));
    },
  );
}
