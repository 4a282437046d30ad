import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCreatorCampaign } from '@athar/api/test/campaign-factories';
import { createCharity, type TestCharity } from '@athar/api/test/charity-factories';
import { createOperator, logInOperatorFully, operatorCalls } from '@athar/api/test/operator-factories';
import { createTestApp, type TestApp } from '@athar/api/test/test-app';
import { testEngines } from '@athar/api/test/test-database';
import { cairoDayOf } from '@athar/contract/settlement/settlement-amounts';
import { SMS_SETTLEMENT_COLUMNS } from '@athar/contract/settlement/settlement-files';
import { settlementMessages } from '@athar/contract/settlement/settlement-messages';
import { type DeliveredSms, smsMonthlyReportCsv } from '@athar/pay/sms/aggregator-report';
import {
  deliverSms,
  fileOf,
  linesOf,
  settlementCounts,
  uploadSettlement,
  withCells,
} from './settlement-files';

const DAY_MS = 24 * 60 * 60 * 1000;

describe.each(testEngines)('the SMS aggregator’s monthly report, matched per message (%s)', (engine) => {
  let t: TestApp;
  let finance: string;
  let charity: TestCharity;
  let other: TestCharity;
  let code: number;
  // the aggregator's own records: every message it delivered, as scripts/sms.ts keeps them
  const delivered: DeliveredSms[] = [];
  let sequence = 0;

  beforeAll(async () => {
    t = await createTestApp(engine, { settings: { TEST_CLOCK: 'on' } });
    charity = await createCharity(t.db);
    other = await createCharity(t.db);
    code = (await createCreatorCampaign(t.db, { charity })).code;
    finance = await logInOperatorFully(t, await createOperator(t.db, ['finance']));
  });
  afterAll(() => t.close());

  /** The aggregator delivers a message to Athar (signed) and keeps it in its records. */
  const deliver = async (text: string, to = charity.sms_short_number) => {
    const message = {
      message_id: `${engine}-agg-${++sequence}-${Date.now()}`,
      from: '+201001234567',
      to,
      text,
      received_at: new Date().toISOString(),
    };
    const donation = await deliverSms(t, message);
    delivered.push(message);
    return { id: message.message_id, donation };
  };
  const month = () => cairoDayOf(new Date()).slice(0, 7);
  const report = (short = charity.sms_short_number) => smsMonthlyReportCsv(delivered, short, month());
  const linesOfImport = (importId: number) =>
    t.db
      .selectFrom('settlement_lines')
      .select(['outcome', 'donation_id', 'reference', 'ngo_id', 'duplicate_of', 'fee', 'net'])
      .where('import_id', '=', importId)
      .execute();
  const lineOf = (lines: Awaited<ReturnType<typeof linesOfImport>>, donation: number | null) =>
    lines.filter((line) => Number(line.donation_id) === donation).map((line) => line.outcome);

  it('the report bills each T<code> message with the operator’s and aggregator’s shares; a changed, a dropped and an uncounted message are exceptions once the month closed', async () => {
    const kept = await deliver(`T${code}`);
    const changed = await deliver(`T${code}`);
    const dropped = await deliver(`T${code}`);
    // billed by the aggregator (its keyword) but not a campaign here: settled, not confirmed
    const uncounted = await deliver('T987654321');
    await deliver('hello'); // not the service's keyword: never billed
    expect(kept.donation).not.toBeNull();

    const lines = linesOf(report());
    expect(lines[0]).toBe(SMS_SETTLEMENT_COLUMNS.join(','));
    expect(lines).toHaveLength(5);
    const keptLine = lines.find((line) => line.includes(kept.id))!.split(',');
    // 5.00 EGP, the operator's 30% and the aggregator's 10% withheld; the number masked
    expect(keptLine.slice(3, 12)).toEqual([
      '20100****567',
      'Vodafone',
      expect.any(String),
      'MO',
      '5.00',
      '1.50',
      '0.50',
      '3.00',
      `AGG-PO-${charity.sms_short_number}-${month().replace('-', '')}`,
    ]);
    const at = lines.findIndex((line) => line.includes(changed.id));
    lines[at] = withCells(lines[at]!, { 7: '10.00', 10: '8.00' });
    lines.splice(
      lines.findIndex((line) => line.includes(dropped.id)),
      1,
    );
    // the month closed and its 15 days of grace passed
    const ahead = new Date(Date.now() + 50 * DAY_MS).toISOString();
    expect(
      (await t.call({ method: 'POST', url: '/api/test/clock', payload: { at: ahead } })).statusCode,
    ).toBe(200);
    const answer = await uploadSettlement({ t }, finance, fileOf(lines), 'sms-report.csv');
    expect(answer.statusCode, answer.body).toBe(200);
    const imported = answer.json().data[0];
    expect(imported).toMatchObject({
      provider: 'sms',
      account: charity.sms_short_number,
      lines: 3,
      matched: 1,
      fees: 0,
      not_settled: 1,
    });
    const stored = await linesOfImport(imported.id);
    expect(lineOf(stored, kept.donation)).toEqual(['matched']);
    expect(lineOf(stored, changed.donation)).toEqual(['amount_mismatch']);
    expect(lineOf(stored, dropped.donation)).toEqual(['not_settled']);
    const unknown = stored.find((line) => line.reference === uncounted.id)!;
    expect(unknown).toMatchObject({ outcome: 'not_confirmed', donation_id: null });
    // fees kept beside each line: the two shares together
    expect(Number(stored.find((line) => line.reference === kept.id)!.fee)).toBe(200);
    // every line is this charity's: its donation's, or the one charity with this short number
    expect(new Set(stored.map((line) => Number(line.ngo_id)))).toEqual(new Set([charity.id]));
  });

  it('a later report carrying the same messages: those lines are «duplicate» exceptions naming the first file, never matched twice', async () => {
    const first = await uploadSettlement({ t }, finance, report(), 'sms-first.csv');
    expect(first.statusCode, first.body).toBe(200);
    const fresh = await deliver(`T${code}`);
    const second = await uploadSettlement({ t }, finance, report(), 'sms-second.csv');
    expect(second.statusCode, second.body).toBe(200);
    const stored = await linesOfImport(second.json().data[0].id);
    expect(stored.find((line) => line.reference === fresh.id)).toMatchObject({ outcome: 'matched' });
    const repeats = stored.filter((line) => line.reference !== fresh.id);
    expect(repeats.length).toBeGreaterThan(0);
    expect(repeats.every((line) => line.outcome === 'duplicate' && line.duplicate_of !== null)).toBe(true);
    expect(repeats.every((line) => line.donation_id === null)).toBe(true);

    // each donation matched once across every file
    const matchedTwice = await t.db
      .selectFrom('settlement_lines')
      .select('donation_id')
      .where('provider', '=', 'sms')
      .where('outcome', '=', 'matched')
      .groupBy('donation_id')
      .having((eb) => eb.fn.countAll(), '>', 1)
      .execute();
    expect(matchedTwice).toEqual([]);

    const queue = await operatorCalls(t).get('/api/operator/settlement/exceptions?limit=200', finance);
    const duplicate = (
      queue.json().data[0].exceptions as { outcome: string; reference: string; duplicate_of: unknown }[]
    ).find((item) => item.outcome === 'duplicate')!;
    expect(duplicate.duplicate_of).toMatchObject({ file_name: expect.stringMatching(/^sms-/) });
  });

  it('the same message twice in one report, an unmasked number or a message of another month refuse the file, naming the line', async () => {
    await deliver(`T${code}`);
    const lines = linesOf(report());
    const before = await settlementCounts({ t });
    const twice = await uploadSettlement({ t }, finance, fileOf([...lines, lines[1]!]));
    expect(twice.json().message).toBe(
      settlementMessages.badLine(lines.length + 1, settlementMessages.reasons.repeated),
    );
    const unmasked = [...lines];
    unmasked[1] = withCells(unmasked[1]!, { 3: '201001234567' });
    expect((await uploadSettlement({ t }, finance, fileOf(unmasked))).json().message).toBe(
      settlementMessages.badLine(2, settlementMessages.reasons.text('MSISDN')),
    );
    const late = [...lines];
    late[1] = withCells(late[1]!, { 5: new Date(Date.now() + 70 * DAY_MS).toISOString() });
    expect((await uploadSettlement({ t }, finance, fileOf(late))).json().message).toBe(
      settlementMessages.badLine(2, settlementMessages.reasons.month),
    );
    expect(await settlementCounts({ t })).toEqual(before);
  });

  it('a report re-aimed at another charity’s short number matches none of this charity’s messages, and its lines are that charity’s', async () => {
    const paid = await deliver(`T${code}`);
    const aimed = linesOf(report()).map((line, index) =>
      index === 0 ? line : withCells(line, { 0: other.sms_short_number }),
    );
    const answer = await uploadSettlement({ t }, finance, fileOf(aimed), 'aimed.csv');
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().data[0]).toMatchObject({ account: other.sms_short_number, matched: 0 });
    const stored = await linesOfImport(answer.json().data[0].id);
    expect(stored.find((line) => line.reference === paid.id)).toMatchObject({
      outcome: 'not_confirmed',
      donation_id: null,
      ngo_id: other.id,
    });
    expect(stored.some((line) => Number(line.ngo_id) === charity.id)).toBe(false);
  });
  it('a short number two charities hold: a line naming a donation is that donation’s charity’s, a line naming none is neither’s', async () => {
    const ours = await deliver(`T${code}`);
    const stray = await deliver('T987654322');
    await t.db
      .updateTable('ngos')
      .set({ sms_short_number: charity.sms_short_number })
      .where('id', '=', other.id)
      .execute();
    try {
      const lines = linesOf(report()).filter(
        (line, index) => index === 0 || line.includes(ours.id) || line.includes(stray.id),
      );
      const answer = await uploadSettlement({ t }, finance, fileOf(lines), 'shared-number.csv');
      expect(answer.statusCode, answer.body).toBe(200);
      const stored = await linesOfImport(answer.json().data[0].id);
      expect(stored.find((line) => line.reference === ours.id)).toMatchObject({ outcome: 'matched' });
      expect(Number(stored.find((line) => line.reference === ours.id)!.ngo_id)).toBe(charity.id);
      expect(stored.find((line) => line.reference === stray.id)).toMatchObject({
        outcome: 'not_confirmed',
        ngo_id: null,
      });
    } finally {
      await t.db
        .updateTable('ngos')
        .set({ sms_short_number: other.sms_short_number })
        .where('id', '=', other.id)
        .execute();
    }
  });
});
