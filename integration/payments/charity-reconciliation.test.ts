import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCreatorCampaign, type CreatorCampaign } from '@athar/api/test/campaign-factories';
import { createOperator, logInOperatorFully } from '@athar/api/test/operator-factories';
import { signedCall } from '@athar/api/test/signed-call';
import { createLoggedInStaff, createPendingCash, type LoggedInStaff } from '@athar/api/test/staff-factories';
import { createTestApp, type TestApp } from '@athar/api/test/test-app';
import { testEngines } from '@athar/api/test/test-database';
import { charityReconciliationExceptionRoute } from '@athar/contract/routes/settlement';
import { cairoDayOf } from '@athar/contract/settlement/settlement-amounts';
import { settlementMessages } from '@athar/contract/settlement/settlement-messages';
import { type DeliveredSms, smsMonthlyReportCsv } from '@athar/pay/sms/aggregator-report';
import { fileOf, linesOf, uploadSettlement, withCells } from './settlement-files';

const VIEW = '/api/charity/reconciliation';
/** One exception of the charity's own, by its id. */
const exceptionPath = (id: number) =>
  charityReconciliationExceptionRoute.path.replace(':id', () => String(id));
const DAY_MS = 24 * 60 * 60 * 1000;

describe.each(testEngines)('the charity’s own reconciliation (%s)', (engine) => {
  let t: TestApp;
  let home: CreatorCampaign;
  let other: CreatorCampaign;
  let finance: LoggedInStaff;
  let collector: LoggedInStaff;
  let otherFinance: LoggedInStaff;
  let operator: string;
  const delivered: DeliveredSms[] = [];
  const ids = { kept: '', changed: '', dropped: '' };

  const shortOf = async (campaign: CreatorCampaign) =>
    (
      await t.db
        .selectFrom('ngos')
        .select('sms_short_number')
        .where('id', '=', campaign.ngo_id)
        .executeTakeFirstOrThrow()
    ).sms_short_number!;
  const deliver = async (campaign: CreatorCampaign, name: string) => {
    const message = {
      message_id: `${engine}-view-${name}-${Date.now()}`,
      from: '01201234567',
      to: await shortOf(campaign),
      text: `T${campaign.code}`,
      received_at: new Date().toISOString(),
    };
    const answer = await signedCall(t, t.config.SMS_WEBHOOK_SECRET, {
      method: 'POST',
      url: '/api/sms/inbound',
      payload: message,
    });
    expect(answer.json().data[0].outcome).toBe('donation');
    delivered.push(message);
    return message.message_id;
  };
  const view = (by: LoggedInStaff | null, url = VIEW) =>
    t.call({ method: 'GET', url, ...(by ? { headers: by.auth } : {}) });

  beforeAll(async () => {
    t = await createTestApp(engine, { settings: { TEST_CLOCK: 'on' } });
    home = await createCreatorCampaign(t.db, { title: 'أمينة محمود' });
    other = await createCreatorCampaign(t.db, { title: 'خالد سمير' });
    finance = await createLoggedInStaff(t.db, home.ngo_id, { finance: true });
    collector = await createLoggedInStaff(t.db, home.ngo_id);
    otherFinance = await createLoggedInStaff(t.db, other.ngo_id, { finance: true });
    await t.db
      .updateTable('charity_staff')
      .set({ staff_name: 'المندوب سامح' })
      .where('id', '=', collector.id)
      .execute();
    operator = await logInOperatorFully(t, await createOperator(t.db, ['finance']));

    ids.kept = await deliver(home, 'kept');
    ids.changed = await deliver(home, 'changed');
    ids.dropped = await deliver(home, 'dropped');
    await deliver(other, 'other');
    // cash the collector recorded, never deposited
    const cash = await createPendingCash(t.db, home, { amount: 40_000 });
    expect(
      (
        await t.call({
          method: 'POST',
          url: `/api/charity/donations/${cash}/collected`,
          headers: collector.auth,
        })
      ).statusCode,
    ).toBe(200);

    const month = cairoDayOf(new Date()).slice(0, 7);
    const lines = linesOf(smsMonthlyReportCsv(delivered, await shortOf(home), month));
    const at = lines.findIndex((line) => line.includes(ids.changed));
    lines[at] = withCells(lines[at]!, { 7: '7.00', 10: '5.00' });
    lines.splice(
      lines.findIndex((line) => line.includes(ids.dropped)),
      1,
    );
    const ahead = new Date(Date.now() + 50 * DAY_MS).toISOString();
    await t.call({ method: 'POST', url: '/api/test/clock', payload: { at: ahead } });
    for (const file of [fileOf(lines), smsMonthlyReportCsv(delivered, await shortOf(other), month)])
      expect((await uploadSettlement({ t }, operator, file)).statusCode).toBe(200);
  });
  afterAll(() => t.close());

  it('its finance staff reads its matching by channel, its open exceptions and its overdue cash per representative', async () => {
    const answer = await view(finance);
    expect(answer.statusCode, answer.body).toBe(200);
    const data = answer.json().data[0];
    expect(data.channels).toEqual([
      { channel: 'sms', lines: 3, matched: 1, open_exceptions: 2, settled: 500, fees: 200 },
    ]);
    const exceptions = data.exceptions as {
      outcome: string;
      reference: string | null;
      donation_id: number;
    }[];
    expect(exceptions.map((item) => item.outcome).sort()).toEqual(['amount_mismatch', 'not_settled']);
    expect(exceptions.find((item) => item.outcome === 'amount_mismatch')).toMatchObject({
      reference: ids.changed,
      settled_amount: 7,
      donation_amount: 5,
    });
    expect(data.overdue_cash).toEqual([
      expect.objectContaining({ representative_name: 'المندوب سامح', donations: 1, amount: 40_000 }),
    ]);
  });

  it('another charity sees none of it: its own lines only, and this charity’s exception is 404', async () => {
    const mine = (await view(finance)).json().data[0].exceptions as { id: number }[];
    const theirs = await view(otherFinance);
    expect(theirs.statusCode).toBe(200);
    expect(theirs.json().data[0]).toMatchObject({
      channels: [{ channel: 'sms', lines: 1, matched: 1, open_exceptions: 0 }],
      exceptions: [],
      overdue_cash: [],
    });
    const one = await view(otherFinance, exceptionPath(mine[0]!.id));
    expect(one.statusCode).toBe(404);
    expect(one.json().message).toBe(settlementMessages.exceptionNotFound);
    expect((await view(finance, exceptionPath(mine[0]!.id))).statusCode).toBe(200);
  });

  it('finance staff and admins only: a collector is refused (403), no session 401', async () => {
    const refused = await view(collector);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(/[\u0600-\u06FF]/);
    expect((await view(null)).statusCode).toBe(401);
  });

  it('a line keeps the charity it had when imported: moving the short number later re-aims nothing', async () => {
    const homeShort = await shortOf(home);
    // the settings change: the other charity now holds this short number, this one a new one
    await t.db.updateTable('ngos').set({ sms_short_number: '88123' }).where('id', '=', home.ngo_id).execute();
    await t.db
      .updateTable('ngos')
      .set({ sms_short_number: homeShort })
      .where('id', '=', other.ngo_id)
      .execute();
    const theirs = (await view(otherFinance)).json().data[0];
    expect(theirs.exceptions).toEqual([]);
    expect((await view(finance)).json().data[0].exceptions).toHaveLength(2);
  });
});
