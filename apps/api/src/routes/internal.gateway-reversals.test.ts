import { sql } from 'kysely';
import { LOCAL_PAYMOB_INTEGRATIONS } from '@athar/server-kit/config';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreatorCampaign } from '../test/campaign-factories';
import { createGatewayCampaign } from '../test/gateway-factories';
import { gatewayInternalCalls } from '../test/gateway-internal-calls';
import { createTestApp, type TestApp } from '../test/test-app';
import { oneEngine } from '../test/test-database';

const INTEGRATIONS = LOCAL_PAYMOB_INTEGRATIONS.ATHARPM01;

describe.each(oneEngine)(
  'the gateway’s signed internal calls: refunds, voids and reconciliation on %s',
  (engine) => {
    let t: TestApp;
    let campaign: CreatorCampaign;
    beforeAll(async () => {
      t = await createTestApp(engine);
      campaign = await createGatewayCampaign(t.db);
    });
    afterAll(() => t.close());
    const { call, pending, order, report, newTransaction, totals, donation, recorded, resultOf } =
      gatewayInternalCalls(() => ({ t, campaign }));

    it('reverses a refund after confirmation once, as an event, and never confirms it again', async () => {
      const id = await pending('meeza', 40_000);
      await order(id);
      const before = await totals();
      const transaction = newTransaction();
      expect(
        resultOf(await report(id, { transaction_id: transaction, outcome: 'paid', amount: 40_000 })),
      ).toBe('confirmed');
      const refund = { transaction_id: transaction, outcome: 'refunded', amount: 40_000 };
      expect(resultOf(await report(id, refund))).toBe('reversed');
      expect(await totals()).toEqual(before);
      const row = await donation(id);
      expect(row.status).toBe('refunded');
      expect(row.refunded_at).toBeInstanceOf(Date);
      expect(row.confirmed_at).toBeInstanceOf(Date);
      const events = await t.db
        .selectFrom('donation_events')
        .select(['action', 'staff_id'])
        .where('donation_id', '=', id)
        .execute();
      expect(events).toEqual([{ action: 'refunded', staff_id: null }]);

      expect(resultOf(await report(id, refund))).toBe('unchanged');
      expect(resultOf(await report(id, { ...refund, outcome: 'voided' }))).toBe('unchanged');
      // a paid report of another transaction cannot bring it back
      expect(
        (await report(id, { transaction_id: newTransaction(), outcome: 'paid', amount: 40_000 })).statusCode,
      ).toBe(409);
      expect(await totals()).toEqual(before);
      expect(
        await t.db.selectFrom('donation_events').select('id').where('donation_id', '=', id).execute(),
      ).toHaveLength(1);

      const receipt = await t.call({ method: 'GET', url: `/api/receipts/${id}?key=${row.receipt_key}` });
      expect(receipt.json().data[0]).toMatchObject({ status: 'refunded', channel: 'meeza' });
    });

    it('records a void as such, and closes a pending donation that was declined or voided', async () => {
      const confirmed = await pending('wallet');
      const transaction = newTransaction();
      await report(confirmed, { transaction_id: transaction, outcome: 'paid' });
      expect(resultOf(await report(confirmed, { transaction_id: transaction, outcome: 'voided' }))).toBe(
        'reversed',
      );
      expect(
        await t.db
          .selectFrom('donation_events')
          .select('action')
          .where('donation_id', '=', confirmed)
          .execute(),
      ).toEqual([{ action: 'voided' }]);

      const before = await totals();
      const declined = await pending('wallet');
      const declinedTransaction = newTransaction();
      expect(
        resultOf(await report(declined, { transaction_id: declinedTransaction, outcome: 'declined' })),
      ).toBe('failed');
      expect((await donation(declined)).status).toBe('failed');
      expect(
        resultOf(await report(declined, { transaction_id: newTransaction(), outcome: 'declined' })),
      ).toBe('unchanged');
      // a failed donation is never confirmed afterwards: 409, and that report is not recorded
      expect((await report(declined, { transaction_id: newTransaction(), outcome: 'paid' })).statusCode).toBe(
        409,
      );
      expect((await recorded(declined)).map((row) => row.result)).toEqual(['failed', 'unchanged']);

      const voided = await pending('kiosk');
      expect(resultOf(await report(voided, { transaction_id: newTransaction(), outcome: 'voided' }))).toBe(
        'failed',
      );
      expect((await donation(voided)).status).toBe('failed');
      expect(await totals()).toEqual(before);
    });

    it('never confirms a gateway donation through the bank’s or the collector’s confirm', async () => {
      const id = await pending('wallet');
      const before = await totals();
      const confirm = await call('POST', `/api/internal/donations/${id}/confirm`, {
        amount: 25_000,
        currency: 'EGP',
      });
      expect(confirm.statusCode).toBe(409);
      expect((await call('POST', `/api/internal/donations/${id}/confirm`, {})).statusCode).toBe(409);
      expect((await donation(id)).status).toBe('pending');
      expect(await totals()).toEqual(before);
    });

    it('lists pending gateway donations with an order old enough, oldest first, for reconciliation', async () => {
      const [older, newer, withoutOrder, settled, cash] = [
        await pending('wallet'),
        await pending('kiosk'),
        await pending('meeza'),
        await pending('wallet'),
        await pending('cash'),
      ];
      for (const id of [older, newer, settled]) await order(id);
      await report(settled, { transaction_id: newTransaction(), outcome: 'paid' });
      await t.db
        .updateTable('donations')
        .set({ gateway_order_at: new Date(Date.now() - 2 * 3600_000) })
        .where('id', '=', older)
        .execute();
      const ids = async (url: string) =>
        (await call('GET', url)).json().data.map((row: { id: number }) => row.id) as number[];

      const hourOld = await ids('/api/internal/donations/pending-gateway?older_than_seconds=3600');
      expect(hourOld).toContain(older);
      expect(hourOld).not.toContain(newer);
      const all = await ids('/api/internal/donations/pending-gateway?older_than_seconds=0&limit=500');
      expect(all.indexOf(older)).toBeGreaterThanOrEqual(0);
      expect(all.indexOf(older)).toBeLessThan(all.indexOf(newer));
      for (const id of [withoutOrder, settled, cash]) expect(all).not.toContain(id);
      const listed = (
        await call('GET', '/api/internal/donations/pending-gateway?older_than_seconds=0&limit=500')
      )
        .json()
        .data.find((row: { id: number }) => row.id === newer);
      expect(listed).toMatchObject({
        paymob_account: 'ATHARPM01',
        paymob_integration_id: INTEGRATIONS.kiosk,
      });
    });

    it('cancels gateway donations that never got an order once they are old, with the card ones', async () => {
      const [stale, withOrder, recent, cash] = [
        await pending('wallet'),
        await pending('kiosk'),
        await pending('meeza'),
        await pending('cash'),
      ];
      await order(withOrder);
      const twoHoursAgo = new Date(Date.now() - 2 * 3600_000);
      // created_at is never written by the app: backdated here as time passing would
      await sql`UPDATE donations SET created_at = ${twoHoursAgo} WHERE id IN (${sql.join([stale, withOrder, cash])})`.execute(
        t.db,
      );
      const url = '/api/internal/donations/card-without-session/cancel';
      const answer = await call('POST', url, { older_than_seconds: 3600 });
      expect(answer.statusCode).toBe(200);
      const ids = answer.json().data.map((row: { id: number }) => row.id);
      expect(ids).toContain(stale);
      for (const id of [withOrder, recent, cash]) expect(ids).not.toContain(id);
      const statuses = await t.db
        .selectFrom('donations')
        .select('status')
        .where('id', 'in', [stale, withOrder, recent, cash])
        .orderBy('id')
        .execute();
      expect(statuses.map((row) => row.status)).toEqual(['cancelled', 'pending', 'pending', 'pending']);
    });
  },
);
