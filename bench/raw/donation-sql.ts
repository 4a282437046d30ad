import { createHash, randomBytes } from 'node:crypto';
import type pg from 'pg';
import { CHANNEL, PAYMENT_TYPE } from '@athar/contract/constants';

/**
 * A card donation created and confirmed through the raw driver: the statements, in the order and
 * transaction layout, that services/donations/create-donation.ts and confirm-donation.ts send
 * (the idempotency look-up, the campaign's charity, the insert with the payment token's hash; the
 * signed call's one-use record, the payment row, then one transaction updating the donation and its campaign's stored totals and queueing the receipt
 * mail). Keep the two in step. The api's sending of that mail after the commit has no counterpart.
 * Every statement goes through pg's callback form (`callbackQuery`), as the api's do.
 */
export interface RawDonationInput {
  campaign_id: number;
  /** piasters */
  amount: number;
  user_name: string;
  email: string;
  idempotency_key: string;
}

/**
 * One statement in pg's callback form, wrapped in a promise of our own: what the api's
 * `callbackQuery` (apps/api/src/db/pg-callback-pool.ts) does for every statement, because pg's promise
 * form keeps each result reachable past the next young-generation collection (decision 009).
 */
export function callbackQuery<R extends pg.QueryResultRow = pg.QueryResultRow>(
  client: pg.Pool | pg.PoolClient,
  sql: string,
  parameters: unknown[] = [],
): Promise<pg.QueryResult<R>> {
  return new Promise((resolve, reject) => {
    client.query<R>(sql, parameters, (error: Error | undefined, result: pg.QueryResult<R>) => {
      if (error) reject(error);
      else resolve(result);
    });
  });
}

export async function createRawDonation(pool: pg.Pool, input: RawDonationInput): Promise<number> {
  const requestHash = createHash('sha256')
    .update(JSON.stringify({ fields: input, viewerId: null }))
    .digest('hex');
  const earlier = await callbackQuery<{ id: number }>(
    pool,
    'select "id", "type", "amount", "campaign_id", "receipt_key", "request_hash" from "donations" where "idempotency_key" = $1',
    [input.idempotency_key],
  );
  if (earlier.rows[0]) return earlier.rows[0].id;
  const campaign = await callbackQuery<{ id: number; ngo_id: number; merchant_id: string | null }>(
    pool,
    `select "c"."id", "n"."id" as "ngo_id", "n"."cash_collection", "n"."merchant_id" from "campaigns" as "c"
     inner join "projects" as "p" on "p"."id" = "c"."project_id" inner join "ngos" as "n" on "n"."id" = "p"."ngo_id"
     where "c"."id" = $1`,
    [input.campaign_id],
  );
  const found = campaign.rows[0];
  if (!found || found.merchant_id === null) throw new Error(`campaign ${input.campaign_id} takes no cards`);
  const paymentTokenHash = createHash('sha256').update(randomBytes(32).toString('base64url')).digest('hex');
  const inserted = await callbackQuery<{ id: number }>(
    pool,
    `insert into "donations" ("campaign_id", "ngo_id", "user_id", "donor_name", "email", "msisdn", "amount",
       "channel", "type", "city_id", "area_id", "address", "comment", "hide_data", "idempotency_key", "request_hash",
       "payment_token_hash", "payment_token_expires_at")
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18)
     on conflict ("idempotency_key") do nothing returning "id", "type", "amount", "campaign_id", "receipt_key"`,
    [
      found.id,
      found.ngo_id,
      null,
      input.user_name,
      input.email,
      null,
      input.amount,
      CHANNEL.web,
      PAYMENT_TYPE.card,
      null,
      null,
      null,
      null,
      false,
      input.idempotency_key,
      requestHash,
      paymentTokenHash,
      new Date(Date.now() + 2 * 3600_000),
    ],
  );
  return inserted.rows[0]!.id;
}

export async function confirmRawDonation(pool: pg.Pool, donationId: number): Promise<void> {
  await callbackQuery(
    pool,
    `insert into "used_signatures" ("digest", "expires_at") values ($1, now() + $2::interval)
     on conflict ("digest") do nothing returning "digest"`,
    [randomBytes(32).toString('hex'), '600000 milliseconds'],
  );
  const payment = await callbackQuery(
    pool,
    `select "d"."id", "d"."amount", "d"."status", "d"."type", "d"."campaign_id", "c"."title" as "campaign_title",
       "d"."ngo_id", "n"."ar_name" as "ngo_name", "n"."merchant_id", "n"."merchant_name", "d"."payment_ref" as "order_id",
       "d"."payment_session_id", "d"."payment_session_at", "d"."success_indicator_hash",
       "d"."payment_token_hash", "d"."payment_token_expires_at"
     from "donations" as "d" inner join "campaigns" as "c" on "c"."id" = "d"."campaign_id"
     inner join "ngos" as "n" on "n"."id" = "d"."ngo_id" where "d"."id" = $1`,
    [donationId],
  );
  if (!payment.rows[0]) throw new Error(`no donation ${donationId}`);
  const client = await pool.connect();
  try {
    await callbackQuery(client, 'begin');
    const now = new Date();
    const confirmed = await callbackQuery<{ campaign_id: number; amount: number; email: string | null }>(
      client,
      `update "donations" set "status" = $1, "confirmed_at" = $2, "status_changed_at" = $3
       where "id" = $4 and "status" = $5 returning "campaign_id", "amount", "email"`,
      ['confirmed', now, now, donationId, 'pending'],
    );
    const row = confirmed.rows[0];
    if (row) {
      await callbackQuery(
        client,
        `update "campaigns" set "collected" = "collected" + $1, "donors_count" = "donors_count" + $2
         where "id" = $3 returning "collected", "user_id"`,
        [row.amount, 1, row.campaign_id],
      );
      if (row.email) {
        await callbackQuery(client, 'insert into "mail_outbox" ("kind", "payload") values ($1, $2)', [
          'receipt',
          JSON.stringify({ donation_id: donationId }),
        ]);
      }
    }
    await callbackQuery(client, 'commit');
  } catch (error) {
    await callbackQuery(client, 'rollback');
    throw error;
  } finally {
    client.release();
  }
}
