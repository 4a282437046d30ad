import net from 'node:net';
import type { Engine } from '@athar/api/db/connect';
import { createTestApp } from '@athar/api/test/test-app';
import { buildPayApp } from '@athar/pay/app';

/** A card donation as its creating browser knows it. */
export interface CardDonation {
  id: number;
  token: string;
}

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** api and pay on real loopback ports (PUBLIC_URL and PAY_PUBLIC_URL point at them), simulator bank. */
export async function startPayStack(engine: Engine) {
  const [apiPort, payPort] = [await freePort(), await freePort()];
  const apiUrl = `http://127.0.0.1:${apiPort}`;
  const payUrl = `http://127.0.0.1:${payPort}`;
  const t = await createTestApp(engine, { settings: { PUBLIC_URL: apiUrl, PAY_PUBLIC_URL: payUrl } });
  await t.app.listen({ host: '127.0.0.1', port: apiPort });
  const pay = await buildPayApp({
    config: t.config,
    pingDatabase: async () => undefined,
    logLevel: false,
    reconcileEveryMs: false,
  });
  await pay.listen({ host: '127.0.0.1', port: payPort });

  const campaign = await t.db
    .selectFrom('campaigns as c')
    .innerJoin('projects as p', 'p.id', 'c.project_id')
    .innerJoin('ngos as n', 'n.id', 'p.ngo_id')
    .select(['c.id', 'c.title', 'n.merchant_id'])
    .where('n.merchant_id', 'is not', null)
    .orderBy('c.id')
    .executeTakeFirstOrThrow();

  /** POST /api/donations as the web app does: a pending card donation and its payment token */
  async function cardDonation(amount = 150, idempotencyKey?: string): Promise<CardDonation> {
    const response = await t.call({
      method: 'POST',
      url: '/api/donations',
      headers: idempotencyKey ? { 'idempotency-key': idempotencyKey } : {},
      payload: {
        donation: {
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

  const post = (path: string, body: unknown, contentType = 'application/json') =>
    fetch(`${payUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': contentType, origin: apiUrl },
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
