import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rebuildFigures } from '@athar/api/db/queries/figures-rollup';
import { createCreatorCampaign, type CreatorCampaign } from '@athar/api/test/campaign-factories';
import { depositPayload } from '@athar/api/test/cash-deposit-form';
import { parseCsv } from '@athar/api/test/parse-csv';
import { createOperator, logInOperatorFully, operatorCalls } from '@athar/api/test/operator-factories';
import { createLoggedInStaff, createPendingCash, type LoggedInStaff } from '@athar/api/test/staff-factories';
import { createTestApp, type TestApp } from '@athar/api/test/test-app';
import { testEngines } from '@athar/api/test/test-database';
import { STATEMENT_DEPOSIT_DAYS } from '@athar/contract/settlement/settlement-files';
import { settlementMessages as messages } from '@athar/contract/settlement/settlement-messages';
import { bankStatementCsv, creditsOf, type StatementEntry } from '@athar/pay/bank/statement/bank-statement';
import { importByCommand, uploadSettlement } from './settlement-files';

const DAY_MS = 24 * 60 * 60 * 1000;
const dayBefore = (days: number) => new Date(Date.now() - days * DAY_MS).toISOString().slice(0, 10);
const HOSTILE =
  '<img src=x onerror=alert(1)> =HYPERLINK("http://evil.example","اضغط") \'; DROP TABLE ngos;--';

interface Exception {
  id: number;
  outcome: string;
  reference: string | null;
  description: string | null;
  deposit: { id: number; bank_reference: string } | null;
}

describe.each(testEngines)("cash deposits matched against the charity's bank statement (%s)", (engine) => {
  let t: TestApp;
  let home: CreatorCampaign;
  let other: CreatorCampaign;
  let collector: LoggedInStaff;
  let finance: LoggedInStaff;
  let otherFinance: LoggedInStaff;
  let financeOperator: string;
  let moderator: string;

  beforeAll(async () => {
    t = await createTestApp(engine, { settings: { TEST_CLOCK: 'on' } });
    home = await createCreatorCampaign(t.db, { title: 'فاطمة الزهراء حسن' });
    other = await createCreatorCampaign(t.db, { title: 'يوسف عبد الله' });
    collector = await createLoggedInStaff(t.db, home.ngo_id);
    finance = await createLoggedInStaff(t.db, home.ngo_id, { finance: true });
    otherFinance = await createLoggedInStaff(t.db, other.ngo_id, { finance: true });
    financeOperator = await logInOperatorFully(t, await createOperator(t.db, ['finance']));
    moderator = await logInOperatorFully(t, await createOperator(t.db, ['moderator']));
  });
  afterAll(() => t.close());

  /** A deposit the charity's finance staff records of cash its collector collected (the console's calls). */
  const deposited = async (
    campaign: CreatorCampaign,
    by: LoggedInStaff,
    amount: number,
    reference: string,
  ) => {
    const collectorOf = campaign === home ? collector : await createLoggedInStaff(t.db, campaign.ngo_id);
    const donation = await createPendingCash(t.db, campaign, { amount });
    const collected = await t.call({
      method: 'POST',
      url: `/api/charity/donations/${donation}/collected`,
      headers: collectorOf.auth,
    });
    expect(collected.statusCode, collected.body).toBe(200);
    const form = await depositPayload({
      amount: String(amount),
      deposited_on: dayBefore(1),
      bank_reference: reference,
      donation_ids: [donation],
    });
    const answer = await t.call({
      method: 'POST',
      url: '/api/charity/cash-deposits',
      payload: form.payload,
      headers: { ...form.headers, ...by.auth },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    return t.db
      .selectFrom('cash_deposits')
      .select(['id', 'amount', 'bank_reference', 'reconciled_at'])
      .select((eb) =>
        eb.fn<string>('to_char', [eb.ref('deposited_on'), eb.val('YYYY-MM-DD')]).as('deposited_on'),
      )
      .where('bank_reference', '=', reference)
      .executeTakeFirstOrThrow();
  };
  const upload = (entries: StatementEntry[], name: string, cookie = financeOperator, charity = home.ngo_id) =>
    uploadSettlement({ t }, cookie, bankStatementCsv(entries), name, charity);
  const written = async () => ({
    imports: (await t.db.selectFrom('settlement_imports').select('id').execute()).length,
    lines: (await t.db.selectFrom('settlement_lines').select('id').execute()).length,
  });
  const reconciledCash = async (ngoId: number) =>
    Number(
      (
        await t.db
          .selectFrom('daily_figures')
          .select((eb) => eb.fn.coalesce(eb.fn.sum<string>('reconciled_amount'), eb.val('0')).as('sum'))
          .where('ngo_id', '=', ngoId)
          .where('channel', '=', 'cash')
          .executeTakeFirstOrThrow()
      ).sum,
    );
  const queue = async () => {
    const answer = await operatorCalls(t).get(
      '/api/operator/settlement/exceptions?limit=200',
      financeOperator,
    );
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json().data[0].exceptions as Exception[];
  };
  const charityView = async (by: LoggedInStaff) => {
    const answer = await t.call({ method: 'GET', url: '/api/charity/reconciliation', headers: by.auth });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json().data[0] as {
      channels: { channel: string; matched: number; open_exceptions: number }[];
      exceptions: Exception[];
    };
  };
  const debit: StatementEntry = {
    day: dayBefore(1),
    reference: 'FEE-0001',
    amount: -1500,
    description: 'رسوم',
  };

  it('matches a deposit by reference and amount from a written statement: reconciled, counted in the figures, audited; the same file twice is imported once', async () => {
    const deposit = await deposited(home, finance, 35_000, 'DEP-HOME-1001');
    expect(deposit.reconciled_at).toBeNull();
    const before = await reconciledCash(home.ngo_id);
    const entries = [...creditsOf([deposit]), debit];
    const answer = await upload(entries, 'statement-1.csv');
    expect(answer.statusCode, answer.body).toBe(200);
    const imported = answer.json().data[0];
    // the debit is read, checked and left: one line, matched
    expect(imported).toMatchObject({
      provider: 'statement',
      account: String(home.ngo_id),
      lines: 1,
      matched: 1,
      exceptions: 0,
      new: true,
    });
    const after = await t.db
      .selectFrom('cash_deposits')
      .select('reconciled_at')
      .where('id', '=', deposit.id)
      .executeTakeFirstOrThrow();
    expect(after.reconciled_at).not.toBeNull();
    expect(await reconciledCash(home.ngo_id)).toBe(before + 35_000);
    const audit = await t.db
      .selectFrom('audit_log')
      .select('action')
      .where('object_kind', '=', 'settlement_import')
      .where('object_id', '=', String(imported.id))
      .execute();
    expect(audit.map((row) => row.action)).toEqual(['settlement.imported']);
    // the rollups computed from scratch (055's figures_rebuild) agree with the ones kept as it matched
    await rebuildFigures(t.db);
    expect(await reconciledCash(home.ngo_id)).toBe(before + 35_000);
    const cash = (await charityView(finance)).channels.find((row) => row.channel === 'cash');
    expect(cash).toMatchObject({ matched: 1, open_exceptions: 0 });

    const counted = await written();
    const again = await upload(entries, 'statement-1-again.csv');
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({
      message: messages.alreadyImported,
      data: [{ id: imported.id, new: false }],
    });
    expect(await written()).toEqual(counted);
    expect(await reconciledCash(home.ngo_id)).toBe(before + 35_000);
  });

  it("lists an amount mismatch, credits with no recorded deposit (another charity's reference among them, never matched), hostile text kept as text, and a deposit not shown after the days", async () => {
    const mismatched = await deposited(home, finance, 10_000, 'DEP-HOME-2002');
    const missing = await deposited(home, finance, 5_000, 'DEP-HOME-3003');
    const theirs = await deposited(other, otherFinance, 7_000, 'DEP-OTHER-4004');
    const clock = await t.call({
      method: 'POST',
      url: '/api/test/clock',
      payload: { at: new Date(Date.now() + (STATEMENT_DEPOSIT_DAYS + 2) * DAY_MS).toISOString() },
    });
    expect(clock.statusCode).toBe(200);
    const answer = await upload(
      [
        { day: dayBefore(1), reference: mismatched.bank_reference, amount: 12_000, description: 'إيداع' },
        { day: dayBefore(1), reference: 'DEP-UNKNOWN-9', amount: 8_000, description: HOSTILE },
        { day: dayBefore(1), reference: theirs.bank_reference, amount: 7_000, description: 'إيداع' },
      ],
      'statement-2.csv',
    );
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().data[0]).toMatchObject({ lines: 3, matched: 0, exceptions: 4, not_settled: 1 });

    const open = await queue();
    const of = (reference: string) =>
      open.filter((item) => item.reference === reference).map((item) => item.outcome);
    expect(of(mismatched.bank_reference)).toEqual(['amount_mismatch']);
    expect(of('DEP-UNKNOWN-9')).toEqual(['credit_unknown']);
    expect(of(theirs.bank_reference)).toEqual(['credit_unknown']);
    expect(of(missing.bank_reference)).toEqual(['deposit_not_shown']);
    expect(open.find((item) => item.reference === mismatched.bank_reference)?.deposit?.id).toBe(
      mismatched.id,
    );
    expect(open.find((item) => item.reference === 'DEP-UNKNOWN-9')?.description).toBe(HOSTILE);
    // the exceptions as CSV name the credit's description (kept as text) and the deposit it is about
    const csv = await operatorCalls(t).get('/api/operator/settlement/exceptions.csv', financeOperator);
    expect(csv.statusCode).toBe(200);
    const [header, ...rows] = parseCsv(csv.body.replace(/^\uFEFF/, ''));
    const cell = (row: string[], name: string) => row[header!.indexOf(name)];
    const rowOf = (reference: string) => rows.find((row) => cell(row, 'مرجع الطلب') === reference)!;
    expect(cell(rowOf('DEP-UNKNOWN-9'), 'بيان السطر')).toBe(HOSTILE);
    expect(cell(rowOf('DEP-UNKNOWN-9'), 'رقم الإيداع')).toBe('');
    const mismatchRow = rowOf(mismatched.bank_reference);
    expect(cell(mismatchRow, 'رقم الإيداع')).toBe(String(mismatched.id));
    expect(cell(mismatchRow, 'تاريخ الإيداع')).toBe(mismatched.deposited_on);
    expect(cell(mismatchRow, 'مرجع الإيداع في البنك')).toBe(mismatched.bank_reference);
    expect(cell(mismatchRow, 'مبلغ الإيداع')).toBe('100.00');
    expect(cell(mismatchRow, 'المبلغ المسوّى')).toBe('120.00');

    // the other charity's deposit of that reference is untouched, and its own view shows none of these
    const untouched = await t.db
      .selectFrom('cash_deposits')
      .select('reconciled_at')
      .where('id', '=', theirs.id)
      .executeTakeFirstOrThrow();
    expect(untouched.reconciled_at).toBeNull();
    expect((await charityView(otherFinance)).exceptions).toEqual([]);
    const own = await charityView(finance);
    expect(own.exceptions.map((item) => item.outcome).sort()).toEqual(
      ['amount_mismatch', 'credit_unknown', 'credit_unknown', 'deposit_not_shown'].sort(),
    );
    expect(own.exceptions.find((item) => item.reference === 'DEP-UNKNOWN-9')?.description).toBe(HOSTILE);

    // the statement that finally shows the missing deposit closes its exception, saying where
    const later = await upload(creditsOf([missing]), 'statement-3.csv');
    expect(later.statusCode, later.body).toBe(200);
    expect(later.json().data[0]).toMatchObject({ matched: 1, exceptions: 0 });
    const closed = await t.db
      .selectFrom('settlement_lines')
      .select('resolution_note')
      .where('outcome', '=', 'deposit_not_shown')
      .where('deposit_id', '=', missing.id)
      .executeTakeFirstOrThrow();
    expect(closed.resolution_note).toBe(messages.depositShownNote(later.json().data[0].id));
    expect((await queue()).filter((item) => item.reference === missing.bank_reference)).toEqual([]);
  });

  it('refuses a malformed statement naming the line and the reason, writing nothing; a statement needs its charity', async () => {
    const counted = await written();
    const bad = bankStatementCsv([
      { day: dayBefore(1), reference: 'DEP-BAD-1', amount: 1_000, description: 'أول' },
      { day: dayBefore(1), reference: 'DEP-BAD-2', amount: 2_000, description: 'ثان' },
    ]).replace('20.00', '20.5');
    const answer = await uploadSettlement({ t }, financeOperator, bad, 'bad.csv', home.ngo_id);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toBe(messages.badLine(3, messages.reasons.amount('amount')));
    const noCharity = await uploadSettlement(
      { t },
      financeOperator,
      bankStatementCsv(creditsOf([])).concat('2026-01-01,X-1,1.00,x\r\n'),
      's.csv',
    );
    expect(noCharity.statusCode).toBe(400);
    expect(noCharity.json().message).toBe(messages.statementNeedsCharity);
    expect(await written()).toEqual(counted);
  });

  it('`npm run settlement -- import <file> --charity <id>`: the signed call imports a statement for that charity, audited as a command', async () => {
    const deposit = await deposited(home, finance, 4_000, 'DEP-HOME-CLI-5');
    const file = bankStatementCsv(creditsOf([deposit]));
    const sha256 = createHash('sha256').update(file).digest('hex');
    const answer = await importByCommand(t, file, {
      file_name: 'statement-cli.csv',
      sha256,
      charity: String(home.ngo_id),
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().data[0]).toMatchObject({ provider: 'statement', matched: 1, new: true });
    const entry = await t.db
      .selectFrom('audit_log')
      .select('action')
      .where('object_kind', '=', 'settlement_import')
      .where('object_id', '=', String(answer.json().data[0].id))
      .executeTakeFirstOrThrow();
    expect(entry.action).toBe('command.settlement.imported');
  });

  it("refuses a moderator (403) and a charity's staff (401), writing nothing", async () => {
    const counted = await written();
    const file = bankStatementCsv([
      { day: dayBefore(1), reference: 'DEP-X-1', amount: 1_000, description: 'x' },
    ]);
    const asModerator = await uploadSettlement({ t }, moderator, file, 's.csv', home.ngo_id);
    expect(asModerator.statusCode).toBe(403);
    const asStaff = await t.call({
      method: 'POST',
      url: `/api/operator/settlement/imports?charity=${home.ngo_id}`,
      payload: file,
      headers: { 'content-type': 'text/csv', ...finance.auth },
    });
    // a staff member's session is not an operator's: the operators' call does not know them
    expect(asStaff.statusCode).toBe(401);
    expect(await written()).toEqual(counted);
  });
});
