import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feeMessages } from '@athar/contract/fees/fee-messages';
import { operatorMessages } from '@athar/contract/operator/messages';
import { createCreatorCampaign, type CreatorCampaign } from '../test/campaign-factories';
import { createDonation } from '../test/donation-factories';
import { createOperator, logInOperatorFully, operatorCalls } from '../test/operator-factories';
import { pdfText } from '../test/pdf-text';
import { signedCall } from '../test/signed-call';
import { startSmtpListener, type SmtpListener } from '../test/smtp-listener';
import { createLoggedInStaff, type LoggedInStaff } from '../test/staff-factories';
import { createTestApp, type TestApp } from '../test/test-app';
import { testEngines } from '../test/test-database';
import { runFeeReminders } from '../services/fees/fee-jobs';

const LIST = '/api/operator/fee-statements';
const ONE = '/api/operator/fee-statements/';
const ISSUE = '/api/operator/fee-statements/issue';
const DRY_RUN = '/api/operator/fee-statements/dry-run';
const CHARITY = '/api/charity/fee-statements';
const CHARITY_ONE = '/api/charity/fee-statements/';

describe.each(testEngines)('the monthly service-fee statements on %s (issue 39)', (engine) => {
  let t: TestApp;
  let calls: ReturnType<typeof operatorCalls>;
  let finance: string;
  let moderator: string;
  let smtp: SmtpListener;

  beforeAll(async () => {
    smtp = await startSmtpListener();
    t = await createTestApp(engine, { settings: { TEST_CLOCK: 'on', SMTP_URL: smtp.url } });
    calls = operatorCalls(t);
    finance = await logInOperatorFully(t, await createOperator(t.db, ['finance']));
    moderator = await logInOperatorFully(t, await createOperator(t.db, ['moderator']));
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const setClock = async (at: string) =>
    expect((await t.call({ method: 'POST', url: '/api/test/clock', payload: { at } })).statusCode).toBe(200);
  const give = (
    campaign: CreatorCampaign,
    type: 'card' | 'cash' | 'wallet' | 'sms' | 'kiosk' | 'meeza',
    amount: number,
    at: string,
    status: 'confirmed' | 'pending' | 'failed' = 'confirmed',
  ) => createDonation(t.db, campaign, { type, amount, at: new Date(at), status });
  const issue = async (month: string) => {
    const answer = await calls.post(ISSUE, finance, { month });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json().data[0];
  };
  const statementOf = (ngoId: number, month: string) =>
    t.db
      .selectFrom('fee_statements')
      .selectAll()
      .where('ngo_id', '=', ngoId)
      .where('kind', '=', 'statement')
      .where('month', '=', `${month}-01`)
      .executeTakeFirstOrThrow();
  const financeStaff = (ngoId: number): Promise<LoggedInStaff> =>
    createLoggedInStaff(t.db, ngoId, { finance: true });
  const staffGet = (url: string, staff: LoggedInStaff | null) =>
    t.call({ method: 'GET', url, headers: staff ? staff.auth : {} });

  it('bills 5% of the month’s confirmed donations by channel, in Cairo time, rounded half up once', async () => {
    await setClock('2031-04-01T03:00:00+02:00');
    const campaign = await createCreatorCampaign(t.db);
    // Cairo is UTC+2 in March: 2031-02-28T22:00Z is 1 March 00:00 and 2031-03-31T22:00Z is 1 April 00:00
    await give(campaign, 'card', 600_000, '2031-02-28T22:00:00Z');
    await give(campaign, 'card', 5, '2031-03-31T21:59:59Z');
    await give(campaign, 'cash', 400_005, '2031-03-15T10:00:00Z');
    await give(campaign, 'card', 999_999, '2031-02-28T21:59:59Z'); // February
    await give(campaign, 'card', 999_999, '2031-03-31T22:00:00Z'); // April
    await give(campaign, 'wallet', 777_777, '2031-03-10T10:00:00Z', 'pending');
    await give(campaign, 'sms', 888_888, '2031-03-11T10:00:00Z', 'failed');

    const drafts = (await calls.get(`${DRY_RUN}?month=2031-03`, finance)).json().data;
    const draft = drafts.find((row: { ngo_id: number }) => row.ngo_id === campaign.ngo_id);
    expect(draft).toMatchObject({ status: 'draft', number: null, donations_count: 3 });
    expect(
      await t.db.selectFrom('fee_statements').select('id').where('ngo_id', '=', campaign.ngo_id).execute(),
    ).toEqual([]);

    const result = await issue('2031-03');
    expect(result.numbers).toContain('ATH-2031-0001');
    const row = await statementOf(campaign.ngo_id, '2031-03');
    // 1,000,010 piasters × 5% = 50,000.5 → 50,001; card 30,000.25 and cash 20,000.25, the piaster to card
    expect(row).toMatchObject({
      status: 'issued',
      donations_count: 3,
      donations_total: 1_000_010,
      fee_amount: 50_001,
      vat_amount: 0,
      total_due: 50_001,
    });
    const one = (await calls.get(`${ONE}${row.id}`, finance)).json().data[0];
    expect(one.by_channel).toEqual([
      { channel: 'card', donations_count: 2, donations_total: 6000.05, fee: 300.01 },
      { channel: 'cash', donations_count: 1, donations_total: 4000.05, fee: 200 },
    ]);
    expect(one).toEqual(
      expect.objectContaining({ number: 'ATH-2031-0001', total_due: 500.01, month: '2031-03' }),
    );
    const lines = await t.db
      .selectFrom('fee_statement_lines')
      .select('donation_id')
      .where('statement_id', '=', row.id)
      .execute();
    expect(lines).toHaveLength(3);

    // a second run issues nothing again
    const again = await issue('2031-03');
    expect(again).toMatchObject({ issued: 0, numbers: [] });
    const entry = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'fee_statement.issued')
      .where('object_id', '=', String(row.id))
      .executeTakeFirstOrThrow();
    expect(entry).toMatchObject({ actor_kind: 'operator', ngo_id: campaign.ngo_id });
  });

  it('refuses a month not yet over, a moderator, and an issue without a fresh code', async () => {
    await setClock('2031-04-20T12:00:00+02:00');
    const early = await calls.post(ISSUE, finance, { month: '2031-04' });
    expect(early.statusCode).toBe(400);
    expect(early.json().message).toBe(feeMessages.monthNotClosed);
    const bad = await calls.post(ISSUE, finance, { month: '2031-4' });
    expect(bad.statusCode).toBe(400);
    for (const answer of [
      await calls.get(LIST, moderator),
      await calls.post(ISSUE, moderator, { month: '2031-03' }),
      await calls.get(`${DRY_RUN}?month=2031-03`, moderator),
    ]) {
      expect(answer.statusCode).toBe(403);
      expect(answer.json().message).toBe(operatorMessages.roleMissing);
    }
    expect((await t.call({ method: 'GET', url: LIST })).statusCode).toBe(401);
    await t.db.updateTable('operator_sessions').set({ stepped_up_at: null }).execute();
    const stale = await calls.post(ISSUE, finance, { month: '2031-03' });
    expect(stale.statusCode).toBe(403);
    expect(stale.json().errors).toEqual({ step_up: operatorMessages.stepUpNeeded });
    finance = await logInOperatorFully(t, await createOperator(t.db, ['finance']));
  });

  it('numbers the statements of two parallel runs consecutively, each charity once', async () => {
    await setClock('2032-02-01T03:00:00+02:00');
    const campaigns = [
      await createCreatorCampaign(t.db),
      await createCreatorCampaign(t.db),
      await createCreatorCampaign(t.db),
    ];
    for (const campaign of campaigns) await give(campaign, 'card', 200_000, '2032-01-10T10:00:00Z');
    const [first, second] = await Promise.all([
      calls.post(ISSUE, finance, { month: '2032-01' }),
      calls.post(ISSUE, finance, { month: '2032-01' }),
    ]);
    expect(first.statusCode, first.body).toBe(200);
    expect(second.statusCode, second.body).toBe(200);
    const numbers = [...first.json().data[0].numbers, ...second.json().data[0].numbers].sort();
    expect(numbers).toEqual(['ATH-2032-0001', 'ATH-2032-0002', 'ATH-2032-0003']);
  });

  it('never changes an issued statement or its lines: the database refuses', async () => {
    const [row] = await t.db
      .selectFrom('fee_statements')
      .selectAll()
      .where('number', '=', 'ATH-2031-0001')
      .execute();
    await expect(
      t.db.updateTable('fee_statements').set({ status: 'carried' }).where('id', '=', row!.id).execute(),
    ).rejects.toThrow(/cannot change/);
    await expect(
      sql`UPDATE fee_statements SET total_due = total_due - 1, fee_amount = fee_amount - 1 WHERE id = ${row!.id}`.execute(
        t.db,
      ),
    ).rejects.toThrow(/cannot change/);
    await expect(t.db.deleteFrom('fee_statements').where('id', '=', row!.id).execute()).rejects.toThrow(
      /cannot be deleted/,
    );
    await expect(
      sql`UPDATE fee_statement_lines SET amount = amount - 1 WHERE statement_id = ${row!.id}`.execute(t.db),
    ).rejects.toThrow(/cannot change/);
    await expect(
      t.db.deleteFrom('fee_statement_lines').where('statement_id', '=', row!.id).execute(),
    ).rejects.toThrow(/cannot change/);
  });

  it('reminds the finance staff at 15 and 30 days, records the payment once, then reminds no more', async () => {
    await setClock('2033-02-01T03:00:00+02:00');
    const campaign = await createCreatorCampaign(t.db);
    const staff = await financeStaff(campaign.ngo_id);
    const other = await createLoggedInStaff(t.db, campaign.ngo_id);
    await give(campaign, 'wallet', 300_000, '2033-01-05T10:00:00Z');
    await issue('2033-01');
    const row = await statementOf(campaign.ngo_id, '2033-01');
    const queuedFor = async () =>
      (
        await t.db
          .selectFrom('mail_outbox')
          .select('payload')
          .where('kind', '=', 'fee_statement_reminder')
          .execute()
      )
        .map((mail) => mail.payload as { statement_id: number; staff_id: number; days: number })
        .filter((payload) => payload.statement_id === Number(row.id));

    expect(await runFeeReminders(t.app, new Date('2033-02-10T10:00:00Z'))).toMatchObject({});
    expect(await queuedFor()).toEqual([]);
    await runFeeReminders(t.app, new Date('2033-02-17T10:00:00Z'));
    await runFeeReminders(t.app, new Date('2033-02-18T10:00:00Z'));
    expect(await queuedFor()).toEqual([{ statement_id: Number(row.id), staff_id: staff.id, days: 15 }]);
    expect((await queuedFor()).some((payload) => payload.staff_id === other.id)).toBe(false);
    expect(await t.app.outbox.drain()).toBeGreaterThanOrEqual(1);
    const mail = await smtp.nextMailTo(staff.email);
    expect(mail.subject).toContain(String(row.number));
    expect(mail.text).toContain('المبلغ المستحق: 150 ج.م');
    await runFeeReminders(t.app, new Date('2033-03-04T10:00:00Z'));
    expect((await queuedFor()).map((payload) => payload.days)).toEqual([15, 30]);

    await setClock('2033-03-06T10:00:00+02:00');
    const paid = await calls.post(`${ONE}${row.id}/paid`, finance, {
      reference: 'TRX-2033-77',
      paid_at: '2033-03-05T09:00:00Z',
    });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().data[0]).toMatchObject({ status: 'paid', paid_reference: 'TRX-2033-77' });
    const twice = await calls.post(`${ONE}${row.id}/paid`, finance, {
      reference: 'TRX-2033-78',
      paid_at: '2033-03-05T09:00:00Z',
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(feeMessages.alreadyPaid);
    await expect(
      t.db
        .updateTable('fee_statements')
        .set({ paid_reference: 'changed' })
        .where('id', '=', row.id)
        .execute(),
    ).rejects.toThrow(/cannot change/);
    const audit = await t.db
      .selectFrom('audit_log')
      .select('changes')
      .where('action', '=', 'fee_statement.paid')
      .where('object_id', '=', String(row.id))
      .executeTakeFirstOrThrow();
    expect(audit.changes).toMatchObject({ paid_reference: [null, 'TRX-2033-77'] });
    expect(
      (
        await calls.post(`${ONE}${row.id}/paid`, moderator, {
          reference: 'TRX-1',
          paid_at: '2033-03-05T09:00:00Z',
        })
      ).statusCode,
    ).toBe(403);
  });

  it('corrects by a credit note of its own number after a fresh code, never above what was billed', async () => {
    const row = await t.db
      .selectFrom('fee_statements')
      .selectAll()
      .where('number', '=', 'ATH-2031-0001')
      .executeTakeFirstOrThrow();
    const tooMuch = await calls.post(`${ONE}${row.id}/credit-notes`, finance, {
      amount: 500.02,
      reason: 'تبرع أعيد إلى صاحبه',
    });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().message).toBe(feeMessages.creditTooLarge);
    const note = await calls.post(`${ONE}${row.id}/credit-notes`, finance, {
      amount: 12.5,
      reason: '=HYPERLINK("x") تبرع أعيد',
    });
    expect(note.statusCode, note.body).toBe(200);
    expect(note.json().data[0]).toMatchObject({
      kind: 'credit_note',
      number: 'ATH-CN-2033-0001',
      credits_number: 'ATH-2031-0001',
      total_due: 12.5,
      reason: '=HYPERLINK("x") تبرع أعيد',
    });
    const statement = (await calls.get(`${ONE}${row.id}`, finance)).json().data[0];
    expect(statement).toMatchObject({ credited: 12.5, total_due: 500.01 });
    expect(
      (await calls.post(`${ONE}${row.id}/credit-notes`, moderator, { amount: 1, reason: 'تصحيح بسيط' }))
        .statusCode,
    ).toBe(403);
  });

  it('rolls a month under 50 EGP into the next month’s statement', async () => {
    await setClock('2034-02-01T03:00:00+02:00');
    const campaign = await createCreatorCampaign(t.db);
    await give(campaign, 'sms', 40_000, '2034-01-05T10:00:00Z'); // fee 20 EGP: carried
    expect(await issue('2034-01')).toMatchObject({ carried: 1 });
    const carried = await statementOf(campaign.ngo_id, '2034-01');
    expect(carried).toMatchObject({ status: 'carried', number: null, fee_amount: 2_000 });
    await setClock('2034-03-01T03:00:00+02:00');
    await give(campaign, 'kiosk', 80_000, '2034-02-05T10:00:00Z'); // fee 40 EGP + 20 carried
    await issue('2034-02');
    const billed = await statementOf(campaign.ngo_id, '2034-02');
    expect(billed).toMatchObject({
      status: 'issued',
      fee_amount: 4_000,
      carried_in: 2_000,
      total_due: 6_000,
    });
    expect((await statementOf(campaign.ngo_id, '2034-01')).carried_into).toBe(billed.id);
    const staff = await financeStaff(campaign.ngo_id);
    const list = (await staffGet(CHARITY, staff)).json().data[0].statements;
    expect(list.map((item: { number: string }) => item.number)).toEqual([billed.number]);
  });

  it('shows a charity its own statements, lines and documents, to finance staff and admins only', async () => {
    const row = await t.db
      .selectFrom('fee_statements')
      .selectAll()
      .where('number', '=', 'ATH-2031-0001')
      .executeTakeFirstOrThrow();
    const staff = await financeStaff(row.ngo_id);
    const plain = await createLoggedInStaff(t.db, row.ngo_id);
    const stranger = await financeStaff((await createCreatorCampaign(t.db)).ngo_id);
    const url = `${CHARITY_ONE}${row.id}`;

    const page = await staffGet(`${url}?limit=2`, staff);
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json().data[0].lines).toHaveLength(2);
    const rest = await staffGet(`${url}?limit=2&after=${page.json().data[0].next_after}`, staff);
    expect(rest.json().data[0]).toMatchObject({ next_after: null });
    expect(rest.json().data[0].lines).toHaveLength(1);

    for (const path of ['', '/pdf', '/lines.csv', '/e-invoice.json']) {
      expect((await staffGet(`${url}${path}`, stranger)).statusCode).toBe(404);
      const refused = await staffGet(`${url}${path}`, plain);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe(feeMessages.financeOnly);
      expect((await staffGet(`${url}${path}`, null)).statusCode).toBe(401);
    }

    const csv = await staffGet(`${url}/lines.csv`, staff);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body.startsWith('\uFEFF')).toBe(true);
    expect(csv.body.trim().split('\r\n')).toHaveLength(4);
    expect(csv.body).toContain('6000.00');

    const missing = await staffGet(`${url}/e-invoice.json`, staff);
    expect(missing.statusCode).toBe(409);
    expect(missing.json().message).toBe(feeMessages.taxNumberMissing);
    await t.db.updateTable('ngos').set({ tax_number: '123456789' }).where('id', '=', row.ngo_id).execute();
    const invoice = (await staffGet(`${url}/e-invoice.json`, staff)).json();
    expect(invoice).toMatchObject({
      documentType: 'I',
      internalID: 'ATH-2031-0001',
      receiver: { type: 'B', id: '123456789' },
      totalAmount: 500.01,
    });
    const note = await t.db
      .selectFrom('fee_statements')
      .select('id')
      .where('number', '=', 'ATH-CN-2033-0001')
      .executeTakeFirstOrThrow();
    const credit = (await staffGet(`${CHARITY_ONE}${note.id}/e-invoice.json`, staff)).json();
    expect(credit).toMatchObject({ documentType: 'C', references: ['ATH-2031-0001'], totalAmount: 12.5 });

    const pdf = await staffGet(`${url}/pdf`, staff);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const { text } = await pdfText(pdf.rawPayload);
    expect(text).toContain('ATH-2031-0001');
    expect(text).toContain('100%');
    expect(text).toContain('رسوم الخدمة');
    expect(text).toContain('بطاقة بنكية');
  });

  it('issues a month by the signed command, audited as a command', async () => {
    await setClock('2035-02-01T03:00:00+02:00');
    const campaign = await createCreatorCampaign(t.db);
    await give(campaign, 'meeza', 150_000, '2035-01-20T10:00:00Z');
    const answer = await signedCall(t, t.config.PAY_WEBHOOK_SECRET, {
      method: 'POST',
      url: '/api/internal/fee-statements/issue',
      payload: { month: '2035-01' },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().data[0]).toMatchObject({ issued: 1, numbers: ['ATH-2035-0001'] });
    const row = await statementOf(campaign.ngo_id, '2035-01');
    const entry = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('object_id', '=', String(row.id))
      .where('object_kind', '=', 'fee_statement')
      .executeTakeFirstOrThrow();
    expect(entry).toMatchObject({ actor_kind: 'command', action: 'command.fee_statement.issued' });
    const unsigned = await t.call({
      method: 'POST',
      url: '/api/internal/fee-statements/issue',
      payload: { month: '2035-01' },
    });
    expect(unsigned.statusCode).toBe(401);
  });
});
