import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatEgp } from '@athar/contract/money';
import { cashDepositMessages as messages } from '@athar/contract/settlement/cash-deposit-messages';
import { createCreatorCampaign, type CreatorCampaign } from '../test/campaign-factories';
import { depositPayload, type DepositForm } from '../test/cash-deposit-form';
import { createOperator, logInOperatorFully, operatorCalls } from '../test/operator-factories';
import { createLoggedInStaff, createPendingCash, type LoggedInStaff } from '../test/staff-factories';
import { createTestApp, type TestApp } from '../test/test-app';
import { testEngines } from '../test/test-database';

const UNDEPOSITED = '/api/charity/cash-deposits/undeposited';
const DEPOSITS = '/api/charity/cash-deposits';
const OVERDUE = '/api/operator/cash-deposits/overdue';
const DAY_MS = 24 * 60 * 60 * 1000;

describe.each(testEngines)(
  'cash deposits recorded by the charity, overdue cash for operators (%s)',
  (engine) => {
    let t: TestApp;
    let home: CreatorCampaign;
    let other: CreatorCampaign;
    let collector: LoggedInStaff;
    let finance: LoggedInStaff;
    let otherCollector: LoggedInStaff;
    let otherFinance: LoggedInStaff;
    let financeOperator: string;
    let moderator: string;
    let calls: ReturnType<typeof operatorCalls>;

    beforeAll(async () => {
      t = await createTestApp(engine, { settings: { TEST_CLOCK: 'on' } });
      home = await createCreatorCampaign(t.db, { title: 'فاطمة الزهراء حسن' });
      other = await createCreatorCampaign(t.db, { title: 'يوسف عبد الله' });
      collector = await createLoggedInStaff(t.db, home.ngo_id);
      finance = await createLoggedInStaff(t.db, home.ngo_id, { finance: true });
      otherCollector = await createLoggedInStaff(t.db, other.ngo_id);
      otherFinance = await createLoggedInStaff(t.db, other.ngo_id, { finance: true });
      await t.db
        .updateTable('charity_staff')
        .set({ staff_name: 'مندوب التحصيل حسن' })
        .where('id', '=', collector.id)
        .execute();
      calls = operatorCalls(t);
      financeOperator = await logInOperatorFully(t, await createOperator(t.db, ['finance']));
      moderator = await logInOperatorFully(t, await createOperator(t.db, ['moderator']));
    });
    afterAll(() => t.close());

    /** A cash donation collected by `by` through the console's own «collected» call. */
    const collected = async (campaign: CreatorCampaign, by: LoggedInStaff, amount: number) => {
      const id = await createPendingCash(t.db, campaign, { amount });
      const answer = await t.call({
        method: 'POST',
        url: `/api/charity/donations/${id}/collected`,
        headers: by.auth,
      });
      expect(answer.statusCode, answer.body).toBe(200);
      return id;
    };
    const post = async (by: LoggedInStaff, form: DepositForm) => {
      const { payload, headers } = await depositPayload(form);
      return t.call({ method: 'POST', url: DEPOSITS, payload, headers: { ...headers, ...by.auth } });
    };
    const written = async () => {
      const deposits = await t.db.selectFrom('cash_deposits').select('id').execute();
      const carried = await t.db.selectFrom('cash_deposit_donations').select('donation_id').execute();
      const slipsDir = path.join(t.config.dataDir, 'private', 'deposit-slips');
      const slips = fs.existsSync(slipsDir) ? fs.readdirSync(slipsDir).length : 0;
      return { deposits: deposits.length, carried: carried.length, slips };
    };
    const undeposited = async (by: LoggedInStaff) => {
      const answer = await t.call({ method: 'GET', url: UNDEPOSITED, headers: by.auth });
      expect(answer.statusCode, answer.body).toBe(200);
      return answer.json().data as { id: number; amount: number; collected_by: string | null }[];
    };

    it('records a deposit carrying collected donations whose sum is its amount; refuses any other sum in Arabic, writing nothing', async () => {
      const first = await collected(home, collector, 25_000);
      const second = await collected(home, collector, 10_000);
      const pending = await createPendingCash(t.db, home, { amount: 5_000 });
      const offered = await undeposited(finance);
      expect(offered.find((row) => row.id === first)).toMatchObject({
        amount: 25_000,
        collected_by: 'مندوب التحصيل حسن',
      });
      expect(offered.some((row) => row.id === pending)).toBe(false);

      const before = await written();
      const wrongSum = await post(finance, {
        amount: '30000',
        bank_reference: 'DEP-1',
        donation_ids: [first, second],
      });
      expect(wrongSum.statusCode).toBe(400);
      expect(wrongSum.json().message).toBe(messages.sumMismatch(formatEgp(350), formatEgp(300)));
      const notCollected = await post(finance, {
        amount: '30000',
        bank_reference: 'DEP-1',
        donation_ids: [first, pending],
      });
      expect(notCollected.statusCode).toBe(400);
      expect(notCollected.json().message).toBe(messages.notCollected(pending));
      const noSlip = await post(finance, {
        amount: '35000',
        bank_reference: 'DEP-1',
        donation_ids: [first, second],
        slip: null,
      });
      expect(noSlip.json()).toMatchObject({ message: messages.slipRequired });
      const bidi = await post(finance, {
        amount: '35000',
        bank_reference: 'DEP\u202E-1',
        donation_ids: [first, second],
      });
      expect(bidi.statusCode).toBe(400);
      const future = await post(finance, {
        amount: '35000',
        bank_reference: 'DEP-1',
        donation_ids: [first, second],
        deposited_on: new Date(Date.now() + 3 * DAY_MS).toISOString().slice(0, 10),
      });
      expect(future.json()).toMatchObject({ message: messages.dayFuture });
      expect(await written()).toEqual(before);

      // a reference as the bank printed it, `$` and formula signs kept as text
      const reference = '=SUM(A1)$& 7781';
      const answer = await post(finance, {
        amount: '35000',
        bank_reference: reference,
        donation_ids: [second, first],
      });
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json().message).toBe(messages.recorded);
      const deposit = answer.json().data[0];
      expect(deposit).toMatchObject({
        amount: 35_000,
        bank_reference: reference,
        donation_ids: [first, second],
      });
      // the slip is private: its call answers the charity's finance staff only, no public file holds it
      expect(deposit.slip_url).toBe(`/api/charity/cash-deposits/${deposit.id}/slip`);
      const slip = await t.call({ method: 'GET', url: deposit.slip_url, headers: finance.auth });
      expect(slip.statusCode).toBe(200);
      expect(slip.headers['content-type']).toBe('image/webp');
      expect(slip.headers['cache-control']).toBe('private, no-store');
      expect(slip.rawPayload.subarray(8, 12).toString('latin1')).toBe('WEBP');
      expect(fs.existsSync(path.join(t.config.dataDir, 'uploads', 'deposit-slips'))).toBe(false);
      for (const [who, status] of [
        [otherFinance, 404],
        [collector, 403],
      ] as const) {
        const refused = await t.call({ method: 'GET', url: deposit.slip_url, headers: who.auth });
        expect(refused.statusCode, `${status}`).toBe(status);
        expect(refused.body).not.toContain('WEBP');
      }
      expect((await t.call({ method: 'GET', url: deposit.slip_url })).statusCode).toBe(401);
      expect((await undeposited(finance)).some((row) => row.id === first || row.id === second)).toBe(false);
      const listed = await t.call({ method: 'GET', url: DEPOSITS, headers: finance.auth });
      expect(listed.json().data[0]).toMatchObject({ id: deposit.id, amount: 35_000 });
      const audit = await t.db
        .selectFrom('audit_log')
        .select(['actor_kind', 'actor_id', 'ngo_id'])
        .where('action', '=', 'charity.cash_deposit.recorded')
        .where('object_id', '=', String(deposit.id))
        .execute();
      expect(audit).toEqual([{ actor_kind: 'staff', actor_id: finance.id, ngo_id: home.ngo_id }]);

      // the same donation again, or the same bank reference: refused, nothing more written
      const after = await written();
      const again = await post(finance, { amount: '25000', bank_reference: 'DEP-2', donation_ids: [first] });
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe(messages.alreadyDeposited(first));
      const third = await collected(home, collector, 4_000);
      const sameReference = await post(finance, {
        amount: '4000',
        bank_reference: reference,
        donation_ids: [third],
      });
      expect(sameReference.statusCode).toBe(409);
      expect(sameReference.json().message).toBe(messages.duplicateReference);
      expect(await written()).toEqual(after);
    });

    it('another charity’s donation ids are refused and nothing is written; a collector or another charity’s staff cannot record', async () => {
      const own = await collected(home, collector, 8_000);
      const theirs = await collected(other, otherCollector, 6_000);
      const before = await written();
      const mixed = await post(finance, {
        amount: '14000',
        bank_reference: 'MIX-1',
        donation_ids: [own, theirs],
      });
      expect(mixed.statusCode).toBe(400);
      expect(mixed.json().message).toBe(messages.notCollected(theirs));
      const foreign = await post(otherFinance, {
        amount: '8000',
        bank_reference: 'MIX-2',
        donation_ids: [own],
      });
      expect(foreign.statusCode).toBe(400);
      expect(
        (await post(collector, { amount: '8000', bank_reference: 'MIX-3', donation_ids: [own] })).statusCode,
      ).toBe(403);
      expect((await t.call({ method: 'GET', url: UNDEPOSITED, headers: collector.auth })).statusCode).toBe(
        403,
      );
      expect((await t.call({ method: 'GET', url: UNDEPOSITED })).statusCode).toBe(401);
      expect(await written()).toEqual(before);
      expect((await undeposited(otherFinance)).map((row) => row.id)).toEqual([theirs]);
    });

    it('two deposits naming the same donation at once: one is recorded, the other refused', async () => {
      const id = await collected(home, collector, 12_000);
      const before = await written();
      const answers = await Promise.all(
        ['RACE-1', 'RACE-2'].map((reference) =>
          post(finance, { amount: '12000', bank_reference: reference, donation_ids: [id] }),
        ),
      );
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
      const after = await written();
      expect(after).toEqual({
        deposits: before.deposits + 1,
        carried: before.carried + 1,
        slips: before.slips + 2,
      });
      const carried = await t.db
        .selectFrom('cash_deposit_donations')
        .select('deposit_id')
        .where('donation_id', '=', id)
        .execute();
      expect(carried).toHaveLength(1);
    });

    it('operators with finance see cash collected and not deposited after 7 days, per charity and representative', async () => {
      await collected(home, collector, 30_000);
      await collected(other, otherCollector, 7_000);
      const rowsOf = async (cookie: string) => {
        const answer = await calls.get(OVERDUE, cookie);
        expect(answer.statusCode, answer.body).toBe(200);
        return answer.json().data as {
          ngo_id: number;
          representative_id: number | null;
          donations: number;
          amount: number;
        }[];
      };
      expect((await rowsOf(financeOperator)).filter((row) => row.ngo_id === home.ngo_id)).toEqual([]);

      const at = new Date(Date.now() + 8 * DAY_MS).toISOString();
      expect((await t.call({ method: 'POST', url: '/api/test/clock', payload: { at } })).statusCode).toBe(
        200,
      );
      const rows = await rowsOf(financeOperator);
      const homeRow = rows.find(
        (row) => row.ngo_id === home.ngo_id && row.representative_id === collector.id,
      )!;
      // collected and not deposited: the first test's `third` (4,000), the second's `own` (8,000) and `late`
      expect(homeRow).toMatchObject({
        representative_name: 'مندوب التحصيل حسن',
        donations: 3,
        amount: 42_000,
      });
      expect(rows.find((row) => row.ngo_id === other.ngo_id)).toMatchObject({
        representative_id: otherCollector.id,
        donations: 2,
        amount: 13_000,
      });
      expect((await calls.get(OVERDUE, moderator)).statusCode).toBe(403);
      expect((await t.call({ method: 'GET', url: OVERDUE })).statusCode).toBe(401);
    });
  },
);
