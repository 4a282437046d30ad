import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOperator, logInOperatorFully, operatorCalls } from '@athar/api/test/operator-factories';
import { signRequest } from '@athar/server-kit/hmac-signature';
import { LOCAL_BANK_MERCHANT_PASSWORDS } from '@athar/server-kit/config';
import { GATEWAY_API_VERSION } from '@athar/pay/bank/gateway-client';
import { settlementMessages } from '@athar/contract/settlement/settlement-messages';
import { startPayStack, testEngines, type PayStack } from './pay-stack';
import {
  bankSettlementFile,
  fileOf,
  gatewaySettlementFile,
  lineIndexOf,
  linesOf,
  paidAtGatewayAt,
  paidByCardAt,
  refundAtGateway,
  settlementCounts,
  uploadSettlement,
  withCells,
} from './settlement-files';

describe.each(testEngines)('refunds in the files, duplicates across files, files re-aimed (%s)', (engine) => {
  let stack: PayStack;
  let finance: string;
  let merchantId: string;

  beforeAll(async () => {
    stack = await startPayStack(engine, { paymobRetryDelaysMs: [50, 100] });
    await stack.enableGateway();
    finance = await logInOperatorFully(stack.t, await createOperator(stack.t.db, ['finance']));
    merchantId = stack.campaign.merchant_id!;
  });
  afterAll(() => stack.close());

  const outcomes = (importId: number) =>
    stack.t.db
      .selectFrom('settlement_lines')
      .select(['outcome', 'donation_id', 'kind', 'amount', 'reference', 'provider_transaction_id'])
      .where('import_id', '=', importId)
      .execute();
  const upload = async (file: string, name: string) => {
    const answer = await uploadSettlement(stack, finance, file, name);
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json().data[0] as { id: number; matched: number; exceptions: number; new: boolean };
  };

  /** The merchant refunds a captured order in the bank's own portal: Athar is not told. */
  async function refundAtBank(order: string, amount: string) {
    const password = LOCAL_BANK_MERCHANT_PASSWORDS.split(',')
      .map((pair) => pair.split(':'))
      .find(([merchant]) => merchant === merchantId)![1]!;
    const response = await fetch(
      `${stack.payUrl}/bank/api/rest/version/${GATEWAY_API_VERSION}/merchant/${merchantId}/order/${order}/transaction/rf-${order}`,
      {
        method: 'PUT',
        headers: {
          'content-type': 'application/json',
          authorization: `Basic ${Buffer.from(`merchant.${merchantId}:${password}`).toString('base64')}`,
        },
        body: JSON.stringify({ apiOperation: 'REFUND', transaction: { amount, currency: 'EGP' } }),
      },
    );
    expect(response.status).toBe(200);
  }

  it('the gateway’s refund is a negative line naming the original transaction, matched to the donation Athar recorded as refunded', async () => {
    const paid = await paidAtGatewayAt(stack, 'wallet', 150);
    const transaction_id = await refundAtGateway(stack, paid.id, 15_000);
    expect((await stack.donation(paid.id)).status).toBe('refunded');

    const lines = linesOf(await gatewaySettlementFile(stack));
    const refundLine = lines.find((line) => line.includes(',REFUND,'))!.split(',');
    expect(refundLine.slice(1, 3)).toEqual([transaction_id, paid.reference]);
    expect(refundLine.slice(7, 10)).toEqual(['-150.00', '0.00', '-150.00']);
    const imported = await upload(fileOf(lines), 'paymob-refund.csv');
    const mine = (await outcomes(imported.id)).filter((line) => Number(line.donation_id) === paid.id);
    expect(mine.map((line) => [line.kind, line.outcome]).sort()).toEqual([
      ['payment', 'matched'],
      ['refund', 'refund_matched'],
    ]);
  });

  it('a refund in the bank’s file that Athar does not know is an exception; the same transaction in a later file is a duplicate, never matched twice', async () => {
    const first = await paidByCardAt(stack, 210);
    const earlier = await upload(await bankSettlementFile(stack, merchantId), 'bank-morning.csv');
    expect((await outcomes(earlier.id)).find((line) => line.reference === first.order)).toMatchObject({
      outcome: 'matched',
    });

    const second = await paidByCardAt(stack, 230);
    await refundAtBank(second.order, '230.00');
    expect((await stack.donation(second.id)).status).toBe('confirmed');
    const lines = linesOf(await bankSettlementFile(stack, merchantId));
    expect(lines[lineIndexOf(lines, `rf-${second.order}`)]).toContain(',REFUND,');
    const later = await upload(fileOf(lines), 'bank-evening.csv');
    const stored = await outcomes(later.id);
    const of = (reference: string) =>
      stored
        .filter((line) => line.reference === reference)
        .map((line) => [line.kind, line.outcome])
        .sort();
    expect(of(second.order)).toEqual([
      ['payment', 'matched'],
      ['refund', 'refund_unknown'],
    ]);
    // carried by the morning's file: a duplicate here, naming no donation
    expect(of(first.order)).toEqual([['payment', 'duplicate']]);
    const matches = await stack.t.db
      .selectFrom('settlement_lines')
      .select('id')
      .where('donation_id', '=', first.id)
      .where('outcome', '=', 'matched')
      .execute();
    expect(matches).toHaveLength(1);

    const queue = await operatorCalls(stack.t).get('/api/operator/settlement/exceptions?limit=200', finance);
    expect(queue.statusCode, queue.body).toBe(200);
    const items = queue.json().data[0].exceptions as {
      outcome: string;
      reference: string;
      duplicate_of: { file_name: string } | null;
    }[];
    expect(items.find((item) => item.outcome === 'refund_unknown')).toMatchObject({
      reference: second.order,
    });
    expect(
      items.find((item) => item.outcome === 'duplicate' && item.reference === first.order),
    ).toMatchObject({ duplicate_of: { file_name: 'bank-morning.csv' } });
  });

  it('a transaction listed twice in one file refuses the file, naming the second line', async () => {
    await paidByCardAt(stack, 190);
    const lines = linesOf(await bankSettlementFile(stack, merchantId));
    const before = await settlementCounts(stack);
    const answer = await uploadSettlement(stack, finance, fileOf([...lines, lines[1]!]));
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toBe(
      settlementMessages.badLine(lines.length + 1, settlementMessages.reasons.repeated),
    );
    expect(await settlementCounts(stack)).toEqual(before);
  });

  it('re-aimed: the gateway’s report of one account rewritten to another matches none of the first’s donations', async () => {
    const paid = await paidAtGatewayAt(stack, 'meeza', 260);
    const lines = linesOf(await gatewaySettlementFile(stack)).map((line, index) =>
      index === 0 ? line : withCells(line, { 0: 'ATHARPM02' }),
    );
    const imported = await upload(fileOf(lines), 'paymob-aimed.csv');
    expect(imported.matched).toBe(0);
    const line = (await outcomes(imported.id)).find((row) => row.reference === paid.reference);
    expect(line).toMatchObject({ outcome: 'not_confirmed', donation_id: null });
  });

  it('re-aimed at the command line: another secret’s signature, or a signed digest with another file’s body, imports nothing', async () => {
    await paidByCardAt(stack, 205);
    const signedFile = await bankSettlementFile(stack, merchantId);
    const sha256 = createHash('sha256').update(signedFile).digest('hex');
    const url = `/api/internal/settlement-imports?file_name=bank.csv&sha256=${sha256}`;
    const post = (secret: string, body: string, path = url) =>
      stack.t.app.inject({
        method: 'POST',
        url: path,
        headers: {
          'x-signature': signRequest(secret, { method: 'POST', path: url, body: '' }),
          'content-type': 'text/csv',
        },
        payload: body,
      });
    const before = await settlementCounts(stack);
    // the SMS aggregator's secret is not the command line's
    expect((await post(stack.t.config.SMS_WEBHOOK_SECRET, signedFile)).statusCode).toBe(401);
    // the signature of one file's digest carrying another file (one line's amount changed)
    const lines = linesOf(signedFile);
    lines[1] = withCells(lines[1]!, { 6: '1.00', 9: '0.00', 8: '1.00' });
    const swapped = await post(stack.t.config.PAY_WEBHOOK_SECRET, fileOf(lines));
    expect(swapped.statusCode).toBe(400);
    expect(swapped.json().message).toBe(settlementMessages.hashMismatch);
    // the signed query moved to another file name
    const renamed = url.replace('file_name=bank.csv', 'file_name=other.csv');
    expect((await post(stack.t.config.PAY_WEBHOOK_SECRET, signedFile, renamed)).statusCode).toBe(401);
    expect(await settlementCounts(stack)).toEqual(before);
  });
});
