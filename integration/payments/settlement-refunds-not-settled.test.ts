import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOperator, logInOperatorFully, operatorCalls } from '@athar/api/test/operator-factories';
import { SETTLEMENT_DAYS } from '@athar/contract/settlement/settlement-files';
import { settlementMessages } from '@athar/contract/settlement/settlement-messages';
import { startPayStack, testEngines, type PayStack } from './pay-stack';
import {
  fileOf,
  gatewaySettlementFile,
  linesOf,
  paidAtGatewayAt,
  refundAtGateway,
  uploadSettlement,
} from './settlement-files';

const DAY_MS = 24 * 60 * 60 * 1000;

describe.each(testEngines)('a refund recorded here that no provider file carries (%s)', (engine) => {
  let stack: PayStack;
  let finance: string;

  beforeAll(async () => {
    stack = await startPayStack(engine, { paymobRetryDelaysMs: [50, 100], settings: { TEST_CLOCK: 'on' } });
    await stack.enableGateway();
    finance = await logInOperatorFully(stack.t, await createOperator(stack.t.db, ['finance']));
  });
  afterAll(() => stack.close());

  const clockDaysAhead = async (days: number) => {
    const at = new Date(Date.now() + days * DAY_MS).toISOString();
    const answer = await stack.t.call({ method: 'POST', url: '/api/test/clock', payload: { at } });
    expect(answer.statusCode).toBe(200);
  };
  const upload = async (file: string, name: string) => {
    const answer = await uploadSettlement(stack, finance, file, name);
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json().data[0] as { id: number; not_settled: number; exceptions: number };
  };
  const openOf = async (donationId: number) => {
    const queue = await operatorCalls(stack.t).get('/api/operator/settlement/exceptions?limit=200', finance);
    expect(queue.statusCode, queue.body).toBe(200);
    return (queue.json().data[0].exceptions as { outcome: string; donation_id: number | null }[])
      .filter((item) => item.donation_id === donationId)
      .map((item) => item.outcome);
  };

  it(`after ${SETTLEMENT_DAYS.gateway} days without a file carrying it, the gateway refund is an exception; the file that carries it closes it`, async () => {
    const refunded = await paidAtGatewayAt(stack, 'wallet', 170);
    await upload(await gatewaySettlementFile(stack), 'paymob-1.csv');
    await refundAtGateway(stack, refunded.id, 17_000);
    expect((await stack.donation(refunded.id)).status).toBe('refunded');

    // a later report the gateway sent without the refund (the payment it repeats is a duplicate)
    await paidAtGatewayAt(stack, 'meeza', 190);
    const full = linesOf(await gatewaySettlementFile(stack));
    const withoutRefund = full.filter((line) => !line.includes(',REFUND,'));
    expect(withoutRefund).toHaveLength(full.length - 1);

    // within the gateway's days: not yet an exception
    const early = await upload(fileOf(withoutRefund), 'paymob-2.csv');
    expect(early.not_settled).toBe(0);
    expect(await openOf(refunded.id)).toEqual([]);

    // past them: another report still without it lists the refund once
    await paidAtGatewayAt(stack, 'wallet', 195);
    await clockDaysAhead(SETTLEMENT_DAYS.gateway + 1);
    const late = linesOf(await gatewaySettlementFile(stack)).filter((line) => !line.includes(',REFUND,'));
    const flagged = await upload(fileOf(late), 'paymob-3.csv');
    expect(flagged.not_settled).toBe(1);
    expect(await openOf(refunded.id)).toEqual(['refund_not_settled']);
    const line = await stack.t.db
      .selectFrom('settlement_lines')
      .select(['outcome', 'method', 'ngo_id'])
      .where('import_id', '=', flagged.id)
      .where('donation_id', '=', refunded.id)
      .executeTakeFirstOrThrow();
    expect(line).toMatchObject({ outcome: 'refund_not_settled', method: 'wallet' });

    // the report that finally carries it: its refund line matched, the exception closed saying where
    const carrying = await upload(await gatewaySettlementFile(stack), 'paymob-4.csv');
    expect(await openOf(refunded.id)).toEqual([]);
    const closed = await stack.t.db
      .selectFrom('settlement_lines')
      .select(['resolved_at', 'resolution_note'])
      .where('outcome', '=', 'refund_not_settled')
      .where('donation_id', '=', refunded.id)
      .execute();
    expect(closed).toEqual([
      { resolved_at: expect.anything(), resolution_note: settlementMessages.refundSettledNote(carrying.id) },
    ]);
    const refundLine = await stack.t.db
      .selectFrom('settlement_lines')
      .select('outcome')
      .where('import_id', '=', carrying.id)
      .where('kind', '=', 'refund')
      .where('donation_id', '=', refunded.id)
      .executeTakeFirstOrThrow();
    expect(refundLine.outcome).toBe('refund_matched');
  });
});
