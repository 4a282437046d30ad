import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCsv } from '@athar/api/test/parse-csv';
import { createOperator, logInOperatorFully, operatorCalls } from '@athar/api/test/operator-factories';
import { BANK_LINE_TYPES } from '@athar/contract/settlement/settlement-files';
import { settlementMessages } from '@athar/contract/settlement/settlement-messages';
import { startPayStack, testEngines, type PayStack } from './pay-stack';
import {
  bankSettlementFile,
  fileOf,
  gatewaySettlementFile,
  importByCommand,
  lineIndexOf,
  paidAtGatewayAt,
  paidByCardAt,
  settlementCounts,
  linesOf,
  uploadSettlement,
  withCells,
} from './settlement-files';

const DAY_MS = 24 * 60 * 60 * 1000;
const UPLOAD = '/api/operator/settlement/imports';
const EXCEPTIONS = '/api/operator/settlement/exceptions';
const EXCEPTIONS_CSV = '/api/operator/settlement/exceptions.csv';
const RESOLVE = (id: number) => `/api/operator/settlement/exceptions/${id}/resolve`;

describe.each(testEngines)('settlement files from the simulators, matched per transaction (%s)', (engine) => {
  let stack: PayStack;
  let finance: string;
  let moderator: string;
  let merchantId: string;
  let calls: ReturnType<typeof operatorCalls>;

  beforeAll(async () => {
    stack = await startPayStack(engine, { paymobRetryDelaysMs: [50, 100], settings: { TEST_CLOCK: 'on' } });
    await stack.enableGateway();
    calls = operatorCalls(stack.t);
    finance = await logInOperatorFully(stack.t, await createOperator(stack.t.db, ['finance']));
    moderator = await logInOperatorFully(stack.t, await createOperator(stack.t.db, ['moderator']));
    merchantId = stack.campaign.merchant_id!;
  });
  afterAll(() => stack.close());

  const clockDaysAhead = async (days: number) => {
    const at = new Date(Date.now() + days * DAY_MS).toISOString();
    expect((await stack.t.call({ method: 'POST', url: '/api/test/clock', payload: { at } })).statusCode).toBe(
      200,
    );
  };
  const paidByCard = (amount: number) => paidByCardAt(stack, amount);
  const paidAtGateway = (method: 'wallet' | 'meeza', amount: number) =>
    paidAtGatewayAt(stack, method, amount);
  const openExceptions = async () => {
    const answer = await calls.get(`${EXCEPTIONS}?limit=200`, finance);
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json().data[0].exceptions as { id: number; outcome: string; donation_id: number | null }[];
  };
  const counts = () => settlementCounts(stack);

  it('the bank’s daily file: a tampered amount and a dropped payment are exceptions; fees are lines; the same file twice is one import', async () => {
    const kept = await paidByCard(150);
    const tampered = await paidByCard(200);
    const dropped = await paidByCard(300);
    const lines = linesOf(await bankSettlementFile(stack, merchantId));
    // the simulator's file: a header, the day's three payments with the acquirer's 2.25%, its payout fee
    expect(lines[0]).toBe(
      'Merchant ID,Settlement Date,Transaction ID,Order ID,Transaction Type,Transaction Date,Amount,Currency,Fee,Net Amount,Payout Reference',
    );
    const keptLine = lines[lineIndexOf(lines, kept.order)]!.split(',');
    expect(keptLine.slice(6, 10)).toEqual(['150.00', 'EGP', '3.38', '146.62']);
    expect(lines.at(-1)).toContain(',PAYOUT_FEE,');

    const at = lineIndexOf(lines, tampered.order);
    lines[at] = withCells(lines[at]!, { 6: '210.00', 9: '205.50' });
    lines.splice(lineIndexOf(lines, dropped.order), 1);
    const file = fileOf(lines);
    await clockDaysAhead(4);
    const answer = await uploadSettlement(stack, finance, file, 'bank-settlement.csv');
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().message).toBe(settlementMessages.imported);
    const imported = answer.json().data[0];
    expect(imported).toMatchObject({ provider: 'bank', account: merchantId, new: true, fees: 1 });
    expect(imported.matched).toBeGreaterThanOrEqual(1);

    const stored = await stack.t.db
      .selectFrom('settlement_lines')
      .select(['outcome', 'donation_id', 'amount', 'fee'])
      .where('import_id', '=', imported.id)
      .execute();
    const of = (id: number) =>
      stored.filter((line) => Number(line.donation_id) === id).map((line) => line.outcome);
    expect(of(kept.id)).toEqual(['matched']);
    expect(of(tampered.id)).toEqual(['amount_mismatch']);
    expect(of(dropped.id)).toEqual(['not_settled']);
    expect(stored.filter((line) => line.outcome === 'fee').map((line) => Number(line.fee))).toEqual([500]);

    const queue = await openExceptions();
    const mismatch = queue.find((item) => item.donation_id === tampered.id)!;
    expect(mismatch).toMatchObject({ outcome: 'amount_mismatch', settled_amount: 210, donation_amount: 200 });
    expect(queue.find((item) => item.donation_id === dropped.id)).toMatchObject({ outcome: 'not_settled' });
    expect(queue.some((item) => item.donation_id === kept.id)).toBe(false);

    // the same bytes again: the first import answered, nothing written twice
    const before = await counts();
    const again = await uploadSettlement(stack, finance, file, 'renamed.csv');
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({
      message: settlementMessages.alreadyImported,
      data: [{ id: imported.id, new: false }],
    });
    expect(await counts()).toEqual(before);

    // resolved with a note (a $ and a bidi mark kept as typed): out of the queue, the note kept, audited
    const note = 'حوّل البنك الفرق $& لاحقًا \u202Eمرجع 77';
    const resolved = await calls.post(RESOLVE(mismatch.id), finance, { note });
    expect(resolved.statusCode, resolved.body).toBe(200);
    expect(resolved.json().data[0]).toMatchObject({ resolution_note: note, resolved_at: expect.any(String) });
    expect((await openExceptions()).some((item) => item.id === mismatch.id)).toBe(false);
    expect((await calls.post(RESOLVE(mismatch.id), finance, { note })).statusCode).toBe(409);
    const audit = await stack.t.db
      .selectFrom('audit_log')
      .select(['actor_kind', 'changes'])
      .where('action', '=', 'settlement.exception_resolved')
      .where('object_id', '=', String(mismatch.id))
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]!.actor_kind).toBe('operator');
  });

  it('the gateway’s report: matched by its transaction and our donation, a dropped and a changed line are exceptions', async () => {
    const wallet = await paidAtGateway('wallet', 120);
    const meeza = await paidAtGateway('meeza', 340);
    const dropped = await paidAtGateway('wallet', 190);
    const lines = linesOf(await gatewaySettlementFile(stack));
    const walletLine = lines[lineIndexOf(lines, wallet.reference)]!.split(',');
    // the wallet's 2.75% + 3.00 EGP
    expect(walletLine.slice(5, 10)).toEqual(['wallet', walletLine[6], '120.00', '6.30', '113.70']);
    const at = lineIndexOf(lines, meeza.reference);
    lines[at] = withCells(lines[at]!, { 7: '34.00', 9: '26.20' });
    lines.splice(lineIndexOf(lines, dropped.reference), 1);
    await clockDaysAhead(6);
    const answer = await uploadSettlement(stack, finance, fileOf(lines), 'paymob.csv');
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().data[0]).toMatchObject({ provider: 'gateway', account: 'ATHARPM01', fees: 1 });
    const queue = await openExceptions();
    expect(queue.find((item) => item.donation_id === meeza.id)).toMatchObject({ outcome: 'amount_mismatch' });
    expect(queue.find((item) => item.donation_id === dropped.id)).toMatchObject({ outcome: 'not_settled' });
    expect(queue.some((item) => item.donation_id === wallet.id)).toBe(false);
  });

  it('a malformed file is refused naming its line and nothing of it is kept; unknown headers and bidi marks too', async () => {
    await paidByCard(175);
    const lines = linesOf(await bankSettlementFile(stack, merchantId));
    const before = await counts();
    const broken = [...lines];
    broken[1] = withCells(broken[1]!, { 6: '1O0.00' });
    const refused = await uploadSettlement(stack, finance, fileOf(broken));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(
      settlementMessages.badLine(2, settlementMessages.reasons.amount('Amount')),
    );

    const lastBroken = [...lines];
    lastBroken[lastBroken.length - 1] = `${lastBroken.at(-1)},extra`;
    const late = await uploadSettlement(stack, finance, fileOf(lastBroken));
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toContain(`السطر ${lines.length}`);

    const bidi = [...lines];
    bidi[1] = withCells(bidi[1]!, { 3: '\u202Eathar-1-abcd' });
    expect((await uploadSettlement(stack, finance, fileOf(bidi))).json().message).toBe(
      settlementMessages.badLine(2, settlementMessages.reasons.text('Order ID')),
    );
    const header = await uploadSettlement(stack, finance, 'Date,Amount\r\n2026-01-01,1.00\r\n');
    expect(header.json()).toMatchObject({ message: settlementMessages.unknownHeader });
    expect(await counts()).toEqual(before);
  });

  it('text a provider wrote ($, formula starts) is kept as text and exported neutralised', async () => {
    await paidByCard(180);
    const lines = linesOf(await bankSettlementFile(stack, merchantId));
    lines[1] = withCells(lines[1]!, { 2: '=1+2$&', 3: '@SUM(A1)' });
    lines[2] = withCells(lines[2]!, { 3: '+cmd|calc' });
    const answer = await uploadSettlement(stack, finance, fileOf(lines), '-report.csv');
    expect(answer.statusCode, answer.body).toBe(200);
    const queue = (await calls.get(`${EXCEPTIONS}?limit=200`, finance)).json().data[0].exceptions as {
      reference: string | null;
      provider_transaction_id: string | null;
    }[];
    expect(queue.map((item) => item.reference)).toEqual(expect.arrayContaining(['@SUM(A1)', '+cmd|calc']));
    const csv = await calls.get(EXCEPTIONS_CSV, finance);
    expect(csv.statusCode).toBe(200);
    const rows = parseCsv(csv.body.replace(/^\uFEFF/, ''));
    const cells = rows.flat();
    expect(cells).toEqual(expect.arrayContaining(["'@SUM(A1)", "'+cmd|calc", "'=1+2$&"]));
    expect(cells.some((cell) => /^[=+@-]/.test(cell))).toBe(false);
  });

  it('finance only: another duty is refused (403), no session (401), and nothing is imported', async () => {
    const file = await bankSettlementFile(stack, merchantId);
    const before = await counts();
    expect((await uploadSettlement(stack, moderator, file)).statusCode).toBe(403);
    expect((await uploadSettlement(stack, null, file)).statusCode).toBe(401);
    expect((await calls.get(UPLOAD, moderator)).statusCode).toBe(403);
    expect((await calls.get(EXCEPTIONS, moderator)).statusCode).toBe(403);
    expect((await stack.t.call({ method: 'GET', url: EXCEPTIONS })).statusCode).toBe(401);
    expect((await calls.post(RESOLVE(1), moderator, { note: 'ملاحظة كافية' })).statusCode).toBe(403);
    expect(await counts()).toEqual(before);
    const list = await calls.get(UPLOAD, finance);
    expect(list.statusCode).toBe(200);
    expect(list.json().data[0].imports.length).toBeGreaterThan(0);
  });
  it('`npm run settlement -- import`: the signed call streams the file, which must have the signed SHA-256', async () => {
    await paidByCard(160);
    const file = await bankSettlementFile(stack, merchantId);
    const post = (sha256: string) => importByCommand(stack.t, file, { file_name: 'bank.csv', sha256 });
    const before = await counts();
    const forged = await post('0'.repeat(64));
    expect(forged.statusCode).toBe(400);
    expect(forged.json().message).toBe(settlementMessages.hashMismatch);
    expect(await counts()).toEqual(before);
    const sha256 = createHash('sha256').update(file).digest('hex');
    const imported = await post(sha256);
    expect(imported.statusCode, imported.body).toBe(200);
    expect(imported.json().data[0]).toMatchObject({ sha256, provider: 'bank', new: true });
    const entry = await stack.t.db
      .selectFrom('audit_log')
      .select('actor_kind')
      .where('action', '=', 'command.settlement.imported')
      .executeTakeFirstOrThrow();
    expect(entry.actor_kind).toBe('command');
    // unsigned: refused before anything is read
    const unsigned = await stack.t.app.inject({
      method: 'POST',
      url: `/api/internal/settlement-imports?file_name=bank.csv&sha256=${sha256}`,
      headers: { 'content-type': 'text/csv' },
      payload: file,
    });
    expect(unsigned.statusCode).toBe(401);
  });
  it('the same file uploaded twice at once is imported once', async () => {
    await paidByCard(165);
    const file = await bankSettlementFile(stack, merchantId);
    const answers = await Promise.all([
      uploadSettlement(stack, finance, file, 'a.csv'),
      uploadSettlement(stack, finance, file, 'b.csv'),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    const imports = answers.map((answer) => answer.json().data[0] as { id: number; new: boolean });
    expect(imports[0]!.id).toBe(imports[1]!.id);
    expect(imports.map((item) => item.new).sort()).toEqual([false, true]);
  });
  it('another merchant’s file naming this charity’s orders matches none of its donations', async () => {
    const paid = await paidByCard(185);
    const other = merchantId === 'TESTATHAR02' ? 'TESTATHAR03' : 'TESTATHAR02';
    const lines = linesOf(await bankSettlementFile(stack, merchantId)).map((line, index) =>
      index === 0 ? line : withCells(line, { 0: other }),
    );
    const answer = await uploadSettlement(stack, finance, fileOf(lines), 'other-merchant.csv');
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().data[0]).toMatchObject({ account: other, matched: 0 });
    const line = await stack.t.db
      .selectFrom('settlement_lines')
      .select(['outcome', 'donation_id'])
      .where('import_id', '=', answer.json().data[0].id)
      .where('reference', '=', paid.order)
      .executeTakeFirstOrThrow();
    expect(line).toEqual({ outcome: 'not_confirmed', donation_id: null });
  });

  it('a line refused while an earlier batch is being written refuses the whole file, none of it kept', async () => {
    // batches of 5,000 lines are written while the next is read (P12): a refusal in the second batch
    // comes while the first is still being written, and must still leave nothing behind
    await paidByCard(185);
    const lines = linesOf(await bankSettlementFile(stack, merchantId));
    const payment = lines.find((line) => line.split(',')[4] === BANK_LINE_TYPES.payment)!;
    const many = Array.from({ length: 6_000 }, (_, i) =>
      withCells(payment, { 2: `TX-MANY-${i}`, 3: `athar-many-${i}` }),
    );
    const before = await counts();
    const broken = [...many];
    broken[5_499] = withCells(broken[5_499]!, { 6: '1O0.00' });
    const refused = await uploadSettlement(stack, finance, fileOf([lines[0]!, ...broken]));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(
      settlementMessages.badLine(5_501, settlementMessages.reasons.amount('Amount')),
    );
    expect(await counts()).toEqual(before);

    // the same lines without the bad one: two batches, every line written once (last in the file:
    // its 6,000 unknown orders fill the exceptions queue)
    const answer = await uploadSettlement(stack, finance, fileOf([lines[0]!, ...many]));
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().data[0]).toMatchObject({ lines: 6_000, matched: 0, new: true });
    expect((await counts()).imports).toBe(before.imports + 1);
  });
});
