import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCreatorCampaign } from '@athar/api/test/campaign-factories';
import { createCharity, type TestCharity } from '@athar/api/test/charity-factories';
import { createOperator, logInOperatorFully, operatorCalls } from '@athar/api/test/operator-factories';
import { createTestApp, type TestApp } from '@athar/api/test/test-app';
import { testEngines } from '@athar/api/test/test-database';
import { SMS_DONATION_PIASTERS } from '@athar/contract/constants';
import { cairoDayOf } from '@athar/contract/settlement/settlement-amounts';
import { settlementMessages } from '@athar/contract/settlement/settlement-messages';
import {
  deliveredMessages,
  recordDelivered,
  recordReversal,
  reversedMessages,
} from '@athar/pay/sms/aggregator-journal';
import { smsMonthlyReportCsv } from '@athar/pay/sms/aggregator-report';
import { deliverSms, linesOf, uploadSettlement } from './settlement-files';

describe.each(testEngines)('SMS reversals in the aggregator’s report (%s)', (engine) => {
  let t: TestApp;
  let finance: string;
  let charity: TestCharity;
  let campaign: { id: number; code: number };
  // the simulated aggregator's own records (what `npm run sms` and `npm run sms -- reverse` keep)
  const records = fs.mkdtempSync(path.join(os.tmpdir(), 'athar-sms-reversals-'));
  let sequence = 0;

  beforeAll(async () => {
    t = await createTestApp(engine);
    charity = await createCharity(t.db);
    campaign = await createCreatorCampaign(t.db, { charity });
    finance = await logInOperatorFully(t, await createOperator(t.db, ['finance']));
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(records, { recursive: true, force: true });
  });

  /** The aggregator delivers a message to Athar (signed) and keeps it in its records. */
  const deliver = async (text: string) => {
    const message = {
      message_id: `${engine}-rev-${++sequence}-${Date.now()}`,
      from: '+201101234567',
      to: charity.sms_short_number,
      text,
      received_at: new Date().toISOString(),
    };
    const donation = await deliverSms(t, message);
    await recordDelivered(records, message);
    return { id: message.message_id, donation };
  };
  const reverse = (messageId: string) =>
    recordReversal(records, { message_id: messageId, reversed_at: new Date().toISOString() });
  const report = async () =>
    smsMonthlyReportCsv(
      await deliveredMessages(records),
      charity.sms_short_number,
      cairoDayOf(new Date()).slice(0, 7),
      await reversedMessages(records),
    );
  const donation = (id: number) =>
    t.db
      .selectFrom('donations')
      .select(['status', 'refunded_at'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
  const collected = async () =>
    Number(
      (
        await t.db
          .selectFrom('campaigns')
          .select('collected')
          .where('id', '=', campaign.id)
          .executeTakeFirstOrThrow()
      ).collected,
    );

  it('a reversal is a negative line naming the message; imported, it gives the donation back once, and an unknown one is an exception', async () => {
    const kept = await deliver(`T${campaign.code}`);
    const reversed = await deliver(`T${campaign.code}`);
    // billed by the aggregator (its keyword) but no campaign here, then reversed too
    const stray = await deliver('T987654321');
    expect(reversed.donation).not.toBeNull();
    expect(stray.donation).toBeNull();
    await reverse(reversed.id);
    await reverse(stray.id);
    // a reversal of a message the aggregator never delivered is no line at all
    await reverse('never-delivered');

    const lines = linesOf(await report());
    expect(lines).toHaveLength(1 + 3 + 2);
    const reversal = lines.find((line) => line.includes(reversed.id) && line.includes(',REVERSAL,'))!;
    expect(reversal.split(',').slice(6, 11)).toEqual(['REVERSAL', '-5.00', '0.00', '0.00', '-5.00']);
    const before = await collected();

    const answer = await uploadSettlement({ t }, finance, lines.map((line) => `${line}\r\n`).join(''));
    expect(answer.statusCode, answer.body).toBe(200);
    const imported = answer.json().data[0];
    expect(imported).toMatchObject({ lines: 5, matched: 3, exceptions: 2 });
    const stored = await t.db
      .selectFrom('settlement_lines')
      .select(['kind', 'outcome', 'donation_id', 'reference'])
      .where('import_id', '=', imported.id)
      .execute();
    const of = (reference: string) =>
      stored
        .filter((line) => line.reference === reference)
        .map((line) => [line.kind, line.outcome, line.donation_id === null ? null : Number(line.donation_id)])
        .sort();
    expect(of(kept.id)).toEqual([['payment', 'matched', kept.donation]]);
    expect(of(reversed.id)).toEqual([
      ['payment', 'matched', reversed.donation],
      ['refund', 'refund_matched', reversed.donation],
    ]);
    expect(of(stray.id)).toEqual([
      ['payment', 'not_confirmed', null],
      ['refund', 'refund_unknown', null],
    ]);

    // given back: refunded, out of the campaign's total, an event the charity console shows
    expect((await donation(reversed.donation!)).status).toBe('refunded');
    expect((await donation(kept.donation!)).status).toBe('confirmed');
    expect(await collected()).toBe(before - SMS_DONATION_PIASTERS);
    const events = await t.db
      .selectFrom('donation_events')
      .select(['action', 'note'])
      .where('donation_id', '=', reversed.donation!)
      .execute();
    expect(events).toEqual([
      { action: 'refunded', note: settlementMessages.smsReversalNote(reversed.id, imported.id) },
    ]);

    const queue = await operatorCalls(t).get('/api/operator/settlement/exceptions?limit=200', finance);
    const open = (queue.json().data[0].exceptions as { outcome: string; reference: string }[]).filter(
      (item) => item.reference === stray.id,
    );
    expect(open.map((item) => item.outcome).sort()).toEqual(['not_confirmed', 'refund_unknown']);

    // the same report again: the first import; the donation is not given back twice
    const again = await uploadSettlement({ t }, finance, lines.map((line) => `${line}\r\n`).join(''));
    expect(again.json().data[0]).toMatchObject({ id: imported.id, new: false });
    expect(await collected()).toBe(before - SMS_DONATION_PIASTERS);
  });

  it('a reversal for another amount than the donation’s is an amount mismatch and gives nothing back', async () => {
    const message = await deliver(`T${campaign.code}`);
    await reverse(message.id);
    const lines = linesOf(await report()).filter(
      (line) => line.startsWith('Short Code') || line.includes(message.id),
    );
    const at = lines.findIndex((line) => line.includes(',REVERSAL,'));
    lines[at] = lines[at]!.replace(',-5.00,0.00,0.00,-5.00,', ',-4.00,0.00,0.00,-4.00,');
    const answer = await uploadSettlement({ t }, finance, lines.map((line) => `${line}\r\n`).join(''));
    expect(answer.statusCode, answer.body).toBe(200);
    const stored = await t.db
      .selectFrom('settlement_lines')
      .select(['kind', 'outcome'])
      .where('import_id', '=', answer.json().data[0].id)
      .execute();
    expect(stored.map((line) => [line.kind, line.outcome]).sort()).toEqual([
      ['payment', 'matched'],
      ['refund', 'amount_mismatch'],
    ]);
    expect((await donation(message.donation!)).status).toBe('confirmed');
  });
});
