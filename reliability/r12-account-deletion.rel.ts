import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANONYMOUS_DONOR_NAME } from '@athar/contract/constants';
import { createLoggedInUser, type LoggedInUser } from '@athar/api/test/factories';
import { signedCall } from '@athar/api/test/signed-call';
import { createLoggedInStaff, type LoggedInStaff } from '@athar/api/test/staff-factories';
import { createTestApp, type TestApp } from '@athar/api/test/test-app';
import { testEngines } from '@athar/api/test/test-database';
import { donationBody, findPaymentCampaigns, type PaymentCampaign } from './support/donations';
import { recordResult } from './support/results';

/**
 * R12: deleting an account keeps the promise its dialog makes («your name, e-mail and phone are
 * deleted; your donations stay with the charities as فاعل خير»). An account gives a card donation
 * and a cash donation (both confirmed) and leaves two cash donations waiting for the collector,
 * then deletes itself. Everything the charities read — the console's records, its CSV export, the
 * cash queue, the cash command's signed list, a receipt by its link — must then show «فاعل خير»
 * and no phone, e-mail or address of the settled ones, while the pending collections keep only what
 * the collector needs (name, phone, address); once they settle (collected in the console, failed
 * through the cash command's signed call), they lose that too.
 */
const NAME = 'منة الله عبد الحميد';
const PHONE = '01144455566';
const ADDRESS = 'شارع المعز، عمارة 11، الدور الثاني';

describe.each(testEngines)('R12 account deletion on %s', (engine) => {
  let t: TestApp;
  let donor: LoggedInUser;
  let staff: LoggedInStaff;
  let campaign: PaymentCampaign;
  let email: string;
  const ids = { card: 0, cash: 0, pending: 0, pendingToFail: 0 };
  const receiptKeys = new Map<number, string>();
  const started = Date.now();

  beforeAll(async () => {
    t = await createTestApp(engine);
    [campaign] = (await findPaymentCampaigns(t.db, 1)) as [PaymentCampaign];
    staff = await createLoggedInStaff(t.db, campaign.ngo_id);
    donor = await createLoggedInUser(t.db);
    email = donor.email;
  });
  afterAll(() => t?.close());

  const give = async (kind: 'cash' | 'card') => {
    const response = await t.call({
      method: 'POST',
      url: '/api/donations',
      headers: donor.auth,
      payload: donationBody(campaign, kind, 150, {
        user_id: donor.id,
        user_name: NAME,
        email,
        msisdn: PHONE,
        ...(kind === 'cash' ? { address: ADDRESS } : {}),
      }),
    });
    expect(response.statusCode, response.body).toBe(200);
    const created = response.json().data[0] as { donation_id: number; receipt_key: string };
    receiptKeys.set(created.donation_id, created.receipt_key);
    return created.donation_id;
  };
  const console_ = (url: string, method: 'GET' | 'POST' = 'GET', payload?: object) =>
    t.call({ method, url, headers: staff.auth, ...(payload ? { payload } : {}) });

  /** What the charity can read about the donor, from every place it reads donations. */
  async function charityView() {
    const [records, csv, queue, pendingCash, ...receipts] = await Promise.all([
      console_('/api/charity/donations?rowscount=100'),
      console_('/api/charity/donations.csv'),
      console_('/api/charity/cash-queue'),
      signedCall(t, t.config.PAY_WEBHOOK_SECRET, {
        method: 'GET',
        url: '/api/internal/donations/pending-cash',
      }),
      ...[ids.card, ids.cash].map((id) =>
        t.call({ method: 'GET', url: `/api/receipts/${id}?key=${receiptKeys.get(id)}` }),
      ),
    ]);
    for (const answer of [records, csv, queue, pendingCash, ...receipts])
      expect(answer.statusCode, answer.body.slice(0, 200)).toBe(200);
    type Item = { id: number; donor_name: string; msisdn: string | null; address?: string };
    const pending = (queue.json().data as Item[]).filter((item) =>
      [ids.pending, ids.pendingToFail].includes(item.id),
    );
    const listed = (pendingCash.json().data as Item[]).filter((item) =>
      [ids.pending, ids.pendingToFail].includes(item.id),
    );
    const settledRecords = (records.json().data[0].items as Item[]).filter((item) =>
      [ids.card, ids.cash, ids.pending, ids.pendingToFail].includes(item.id),
    );
    const csvLines = csv.body
      .split('\n')
      .filter((line) =>
        [ids.card, ids.cash, ids.pending, ids.pendingToFail].some((id) => line.startsWith(`${id},`)),
      );
    return {
      /** every settled donation of the account as the console, the export and the receipts show it */
      settled: [
        JSON.stringify(settledRecords),
        csvLines.join('\n'),
        ...receipts.map((receipt) => receipt.body),
      ].join('\n'),
      settledRecords,
      csvLines,
      receiptNames: receipts.map((receipt) => receipt.json().data[0].donor_name as string),
      pending,
      listed,
      /** the whole of what the charity reads, pending collections included */
      everything: [records.body, csv.body, queue.body, pendingCash.body, ...receipts.map((r) => r.body)].join(
        '\n',
      ),
    };
  }

  it('shows «فاعل خير» and no phone, e-mail or address for its settled donations after the deletion', async () => {
    ids.card = await give('card');
    const confirmed = await signedCall(t, t.config.PAY_WEBHOOK_SECRET, {
      method: 'POST',
      url: `/api/internal/donations/${ids.card}/confirm`,
      payload: { amount: 15_000, currency: 'EGP' },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    ids.cash = await give('cash');
    expect((await console_(`/api/charity/donations/${ids.cash}/collected`, 'POST')).statusCode).toBe(200);
    ids.pending = await give('cash');
    ids.pendingToFail = await give('cash');
    // a positive control: the charity read the donor before
    expect((await charityView()).settled).toContain(PHONE);

    const deleted = await t.call({ method: 'DELETE', url: '/api/users', headers: donor.auth });
    expect(deleted.statusCode).toBe(200);

    const view = await charityView();
    const problems: string[] = [];
    for (const [what, value] of [
      ['name', NAME],
      ['phone', PHONE],
      ['e-mail', email],
      ['address', ADDRESS],
    ] as const) {
      if (view.settled.includes(value)) problems.push(`the settled donations still show the ${what}`);
    }
    if (view.everything.includes(email)) problems.push('the e-mail is still shown somewhere');
    if (view.settledRecords.length !== 2) problems.push(`${view.settledRecords.length} records, not 2`);
    for (const record of view.settledRecords)
      if (record.donor_name !== ANONYMOUS_DONOR_NAME || record.msisdn !== null)
        problems.push(`record ${record.id}: ${record.donor_name} ${record.msisdn}`);
    if (view.csvLines.length !== 2 || view.csvLines.some((line) => !line.includes(ANONYMOUS_DONOR_NAME)))
      problems.push(`CSV lines: ${view.csvLines.join(' | ')}`);
    if (view.receiptNames.some((name) => name !== ANONYMOUS_DONOR_NAME))
      problems.push(`receipts: ${view.receiptNames.join(', ')}`);
    // what the collector needs, while the collections are pending
    for (const [where, items] of [
      ['cash queue', view.pending],
      ['cash command list', view.listed],
    ] as const) {
      if (items.length !== 2) problems.push(`${where}: ${items.length} pending collections, not 2`);
      for (const item of items)
        if (item.donor_name !== NAME || item.msisdn !== PHONE || item.address !== ADDRESS)
          problems.push(`${where} ${item.id}: lost what the collector needs`);
    }
    expect(problems).toEqual([]);
  });

  it('erases what the collector needed once the collections settle', async () => {
    expect((await console_(`/api/charity/donations/${ids.pending}/collected`, 'POST')).statusCode).toBe(200);
    const failed = await signedCall(t, t.config.PAY_WEBHOOK_SECRET, {
      method: 'POST',
      url: `/api/internal/donations/${ids.pendingToFail}/fail`,
      payload: { status: 'failed' },
    });
    expect(failed.statusCode, failed.body).toBe(200);

    const view = await charityView();
    const problems: string[] = [];
    for (const value of [NAME, PHONE, email, ADDRESS])
      if (view.everything.includes(value)) problems.push(`still shown: ${value}`);
    if (view.pending.length + view.listed.length !== 0) problems.push('a settled collection is still queued');
    const collected = view.settledRecords.find((record) => record.id === ids.pending);
    if (collected?.donor_name !== ANONYMOUS_DONOR_NAME || collected.msisdn !== null)
      problems.push(`collected record: ${JSON.stringify(collected)}`);
    const rows = await t.db
      .selectFrom('donations')
      .select(['id', 'donor_name', 'email', 'msisdn', 'address', 'status'])
      .where('user_id', '=', donor.id)
      .execute();
    for (const row of rows)
      if (row.donor_name !== ANONYMOUS_DONOR_NAME || row.email || row.msisdn || row.address)
        problems.push(`donation ${row.id} (${row.status}) keeps ${JSON.stringify(row)}`);
    expect(problems).toEqual([]);
    recordResult(
      'R12',
      `account deletion, ${engine}`,
      true,
      '4 donations (card, cash, 2 pending cash) erased in records, CSV, queue, signed list and receipts',
      Date.now() - started,
    );
  });
});
