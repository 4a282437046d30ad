import { sql } from 'kysely';
import type { CreatorCampaign } from './campaign-factories';
import { createDonation } from './donation-factories';
import type { GatewayMethod } from './gateway-factories';
import { signedCall } from './signed-call';
import type { TestApp } from './test-app';

/**
 * The payment host's side of the gateway's signed internal calls, for the api's tests: opening an
 * order and reporting a transaction for donations to one gateway campaign, and reading what the api
 * kept (the donation, its recorded transactions, its mails, the campaign's totals). `context`
 * gives the test app and campaign once a test's beforeAll made them.
 */
export function gatewayInternalCalls(context: () => { t: TestApp; campaign: CreatorCampaign }) {
  let nextTransaction = 5_000_000;
  let nextOrder = 9_100_000;
  const app = () => context().t;
  const call = (method: 'GET' | 'POST', url: string, payload?: unknown) =>
    signedCall(app(), app().config.PAY_WEBHOOK_SECRET, { method, url, payload });
  return {
    call,
    pending: (type: GatewayMethod | 'cash', amount = 25_000, email: string | null = 'donor@example.com') =>
      createDonation(app().db, context().campaign, {
        type,
        amount,
        email,
        donor: 'سارة عادل',
        msisdn: '01012345678',
      }),
    order: (id: number, gatewayOrderId = String((nextOrder += 1))) =>
      call('POST', `/api/internal/donations/${id}/gateway-order`, {
        gateway_order_id: gatewayOrderId,
        intention_id: `pi_test_${gatewayOrderId}`,
        client_secret: `egy_csk_test_${gatewayOrderId}`,
      }),
    report: (id: number, body: Record<string, unknown>) =>
      call('POST', `/api/internal/donations/${id}/gateway-transaction`, {
        amount: 25_000,
        currency: 'EGP',
        ...body,
      }),
    newTransaction: () => String((nextTransaction += 1)),
    totals: () =>
      app()
        .db.selectFrom('campaigns')
        .select(['collected', 'donors_count'])
        .where('id', '=', context().campaign.id)
        .executeTakeFirstOrThrow(),
    donation: (id: number) =>
      app().db.selectFrom('donations').selectAll().where('id', '=', id).executeTakeFirstOrThrow(),
    recorded: (id: number) =>
      app()
        .db.selectFrom('gateway_transactions')
        .select(['transaction_id', 'outcome', 'result'])
        .where('donation_id', '=', id)
        .orderBy('created_at')
        .execute(),
    mails: (kind: 'receipt' | 'kiosk_reference', id: number) =>
      app()
        .db.selectFrom('mail_outbox')
        .select('payload')
        .where('kind', '=', kind)
        .where(sql<boolean>`(payload->>'donation_id')::bigint = ${id}`)
        .execute(),
    resultOf: (response: { json(): { data: { result: string }[] } }) => response.json().data[0]!.result,
  };
}
