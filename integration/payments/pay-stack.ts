import type { Engine } from '@athar/api/db/connect';
import { charityLicenceOn } from '@athar/api/db/queries/permit-in-force';
import { cairoDay } from '@athar/api/lib/cairo-time';
import { createPermit } from '@athar/api/test/charity-factories';
import { freePort } from '@athar/api/test/free-port';
import { createTestApp } from '@athar/api/test/test-app';
import { buildPayApp } from '@athar/pay/app';
import { LOCAL_PAYMOB_INTEGRATIONS } from '@athar/server-kit/config';

/** A card donation as its creating browser knows it. */
export interface CardDonation {
  id: number;
  token: string;
}

/** The Paymob-protocol methods and their donation types (PAYMENT_TYPE). */
export const GATEWAY_METHOD_TYPES = { wallet: 4, kiosk: 5, meeza: 6 } as const;
export type GatewayMethod = keyof typeof GATEWAY_METHOD_TYPES;

/**
 * The database engines the stack runs on, for the payment host's route tests beside their routes,
 * which reach the api only through this stack: `testEngines` (PGlite, and PostgreSQL when
 * DATABASE_URL is set) where the engine can change the answer, such as payments raced at once;
 * `oneEngine` (PGlite) for every other test (apps/api/src/test/test-database.ts).
 */
export { oneEngine, testEngines } from '@athar/api/test/test-database';

export interface StackOptions {
  /** the built-in Paymob simulator's callback retry delays (short in tests) */
  paymobRetryDelaysMs?: readonly number[];
  /** more of the api's settings, e.g. SMTP_URL for a test's SMTP listener */
  settings?: Record<string, string>;
}

/**
 * api and pay on real loopback ports (PUBLIC_URL and PAY_PUBLIC_URL point at them), simulator bank
 * and simulator Paymob-protocol gateway (PAYMOB_URL unset).
 */
export async function startPayStack(engine: Engine, options: StackOptions = {}) {
  const [apiPort, payPort] = [await freePort(), await freePort()];
  const apiUrl = `http://127.0.0.1:${apiPort}`;
  const payUrl = `http://127.0.0.1:${payPort}`;
  const t = await createTestApp(engine, {
    settings: { ...options.settings, PUBLIC_URL: apiUrl, PAY_PUBLIC_URL: payUrl },
  });
  await t.app.listen({ host: '127.0.0.1', port: apiPort });
  const pay = await buildPayApp({
    config: t.config,
    pingDatabase: async () => undefined,
    logLevel: false,
    reconcileEveryMs: false,
    ...(options.paymobRetryDelaysMs ? { paymobRetryDelaysMs: options.paymobRetryDelaysMs } : {}),
  });
  await pay.listen({ host: '127.0.0.1', port: payPort });

  const campaign = await t.db
    .selectFrom('campaigns as c')
    .innerJoin('projects as p', 'p.id', 'c.project_id')
    .innerJoin('ngos as n', 'n.id', 'p.ngo_id')
    .select(['c.id', 'c.title', 'n.merchant_id', 'n.id as ngo_id'])
    .where('n.merchant_id', 'is not', null)
    .orderBy('c.id')
    .executeTakeFirstOrThrow();
  // its charity takes donations: an online fundraising permit in force today (docs/decisions/018)
  if (!(await charityLicenceOn(t.db, campaign.ngo_id, cairoDay(new Date())))?.permit)
    await createPermit(t.db, { id: campaign.ngo_id });

  /** POST /api/donations as the web app does: a pending card donation and its payment token */
  async function cardDonation(amount = 150, idempotencyKey?: string): Promise<CardDonation> {
    const response = await t.call({
      method: 'POST',
      url: '/api/donations',
      headers: idempotencyKey ? { 'idempotency-key': idempotencyKey } : {},
      payload: {
        donation: {
          consent: true,
          user_id: null,
          user_name: 'كريم فؤاد',
          email: 'karim@example.com',
          msisdn: '',
          amount,
          channel: 1,
          campaign_id: campaign.id,
          comment: '',
          hide_data: false,
          type: 2,
          payment_status: 1,
        },
      },
    });
    if (response.statusCode !== 200) throw new Error(`donation refused: ${response.body}`);
    const created = response.json().data[0] as { donation_id: number; payment_token: string };
    return { id: created.donation_id, token: created.payment_token };
  }

  /** The campaign's charity takes wallet, kiosk and Meeza through the simulator's account ATHARPM01. */
  async function enableGateway(account = 'ATHARPM01') {
    const ids = LOCAL_PAYMOB_INTEGRATIONS[account as keyof typeof LOCAL_PAYMOB_INTEGRATIONS];
    await t.db
      .updateTable('ngos')
      .set({
        paymob_account: account,
        wallet_integration_id: ids.wallet,
        kiosk_integration_id: ids.kiosk,
        meeza_integration_id: ids.meeza,
      })
      .where('id', '=', campaign.ngo_id)
      .execute();
  }

  /** POST /api/donations as the web app does for a wallet, kiosk or Meeza donation */
  async function gatewayDonation(method: GatewayMethod, amount = 150): Promise<CardDonation> {
    const response = await t.call({
      method: 'POST',
      url: '/api/donations',
      payload: {
        donation: {
          consent: true,
          user_id: null,
          user_name: 'منى عبد الله',
          email: 'mona@example.com',
          msisdn: '01000000001',
          amount,
          channel: 1,
          campaign_id: campaign.id,
          comment: '',
          hide_data: false,
          type: GATEWAY_METHOD_TYPES[method],
          payment_status: 1,
        },
      },
    });
    if (response.statusCode !== 200) throw new Error(`donation refused: ${response.body}`);
    const created = response.json().data[0] as { donation_id: number; payment_token: string };
    return { id: created.donation_id, token: created.payment_token };
  }

  /** a POST to the payment host from the browser's origin; `headers` may name its client (X-Forwarded-For) */
  const post = (
    path: string,
    body: unknown,
    contentType = 'application/json',
    headers: Record<string, string> = {},
  ) =>
    fetch(`${payUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': contentType, origin: apiUrl, ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
      redirect: 'manual',
    });

  return {
    t,
    pay,
    apiUrl,
    payUrl,
    campaign,
    cardDonation,
    enableGateway,
    gatewayDonation,
    post,
    totals: () =>
      t.db
        .selectFrom('campaigns')
        .select(['collected', 'donors_count'])
        .where('id', '=', campaign.id)
        .executeTakeFirstOrThrow(),
    donation: (id: number) =>
      t.db.selectFrom('donations').selectAll().where('id', '=', id).executeTakeFirstOrThrow(),
    async close() {
      await pay.close();
      await t.close();
    },
  };
}

export type PayStack = Awaited<ReturnType<typeof startPayStack>>;
