import { createHash, randomBytes } from 'node:crypto';
import type pg from 'pg';
import { CHANNEL, PAYMENT_TYPE } from '@athar/contract/constants';
import { SIGNATURE_TOLERANCE_SECONDS } from '@athar/server-kit/hmac-signature';
import { newPaymentToken } from '@athar/server-kit/payment-token';
import { capturedQueries, capturedQuery } from '@athar/api/db/captured-sql';
import { cairoDay } from '@athar/api/lib/cairo-time';
import {
  addToCampaignTotals,
  campaignCharity,
  confirmPendingDonation,
  findDonationByIdempotencyKey,
  insertWebDonation,
} from '@athar/api/db/queries/donations';
import { insertConsent } from '@athar/api/db/queries/consents';
import { countConfirmed } from '@athar/api/db/queries/figures-rollup';
import { insertOutboxMail } from '@athar/api/db/queries/mail-outbox';
import { paymentDonationRow } from '@athar/api/db/queries/payment-donations';
import { takeSignature } from '@athar/api/db/queries/used-signatures';

/**
 * A card donation created and confirmed through the raw driver, in the order and transaction layout
 * of services/donations/create-donation.ts and confirm-donation.ts (the idempotency look-up, the
 * campaign's charity, one transaction inserting the donation with the payment token's hash and the
 * donor's consent; the signed call's one-use record, the payment row, then one transaction confirming the donation, adding it to its campaign's stored
 * totals and the dashboards' daily figures, and queueing the receipt mail). Every statement's SQL is captured from the api's own query
 * function (apps/api/src/db/captured-sql.ts), so the two can never send different SQL. The api's
 * sending of that mail after the commit has no counterpart. Every statement goes through pg's
 * callback form (`callbackQuery`), as the api's do.
 */
export interface RawDonationInput {
  campaign_id: number;
  /** piasters */
  amount: number;
  user_name: string;
  email: string;
  idempotency_key: string;
}

/** A captured statement whose parameters are the marked inputs, or values the api's code fixed. */
export interface StatementTemplate {
  sql: string;
  parameters: readonly unknown[];
}

/** The api keeps a signature's digest for twice the signing tolerance (plugins/signed-routes.ts). */
const KEEP_USED_SIGNATURE_MS = 2 * SIGNATURE_TOLERANCE_SECONDS * 1000;

const MARK = '\u0000raw-input:';
/** Stands for a per-request input while a statement is captured; bind() puts the input in its place. */
const input = (name: string) => `${MARK}${name}` as never;

/** The template's parameters with every marked input replaced by its value. */
export function bind(template: StatementTemplate, values: object): unknown[] {
  return template.parameters.map((parameter) => {
    if (typeof parameter !== 'string' || !parameter.startsWith(MARK)) return parameter;
    const name = parameter.slice(MARK.length);
    if (!(name in values)) throw new Error(`no value for the statement's input ${name}`);
    return (values as Record<string, unknown>)[name];
  });
}

/** The SQL of every statement of a raw card donation, captured once from the api's query code. */
export async function captureDonationStatements() {
  const [earlier, campaign, insert, signature, payment, confirm, totals, receipt, consent, figures] =
    await Promise.all([
      capturedQuery((db) => findDonationByIdempotencyKey(db, input('idempotency_key'))),
      capturedQuery((db) => campaignCharity(db, input('campaign_id'), input('day'))),
      capturedQuery((db) =>
        insertWebDonation(db, {
          campaign_id: input('campaign_id'),
          ngo_id: input('ngo_id'),
          user_id: null,
          donor_name: input('user_name'),
          email: input('email'),
          msisdn: null,
          amount: input('amount'),
          channel: CHANNEL.web,
          type: PAYMENT_TYPE.card,
          city_id: null,
          area_id: null,
          address: null,
          comment: null,
          hide_data: false,
          visibility: 'public',
          idempotency_key: input('idempotency_key'),
          request_hash: input('request_hash'),
          payment_token_hash: input('payment_token_hash'),
          payment_token_expires_at: input('payment_token_expires_at'),
          schedule_id: null,
          schedule_night: null,
        }),
      ),
      capturedQuery((db) => takeSignature(db, input('digest'), KEEP_USED_SIGNATURE_MS)),
      capturedQuery((db) => paymentDonationRow(db, input('donation_id'))),
      capturedQuery((db) => confirmPendingDonation(db, input('donation_id'), input('now'))),
      // over a driver that answers no rows, the api's "exactly one row" check throws after the statement
      capturedQuery((db) =>
        addToCampaignTotals(db, input('campaign_id'), input('amount')).catch(() => undefined),
      ),
      capturedQuery((db) => insertOutboxMail(db, 'receipt', input('payload'))),
      capturedQuery((db) => insertConsent(db, 'donation', input('donation_id'))),
      // the day's confirmed amount, then its donor (two statements)
      capturedQueries((db) =>
        countConfirmed(
          db,
          {
            id: input('donation_id'),
            ngo_id: input('ngo_id'),
            type: PAYMENT_TYPE.card,
            amount: input('amount'),
            user_id: input('user_id'),
            email: input('email'),
            msisdn: input('msisdn'),
          },
          input('now'),
        ),
      ),
    ]);
  const [dayAmount, dayDonor] = figures;
  if (!dayAmount || !dayDonor) throw new Error("the day's figures are two statements");
  return {
    earlier,
    campaign,
    insert,
    signature,
    payment,
    confirm,
    totals,
    dayAmount,
    dayDonor,
    receipt,
    consent,
  };
}

export type DonationStatements = Awaited<ReturnType<typeof captureDonationStatements>>;

/**
 * One statement in pg's callback form, wrapped in a promise of our own: what the api's
 * `callbackQuery` (apps/api/src/db/pg-callback-pool.ts) does for every statement, because pg's promise
 * form keeps each result reachable past the next young-generation collection (docs/decisions/009).
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

function run<R extends pg.QueryResultRow>(
  client: pg.Pool | pg.PoolClient,
  template: StatementTemplate,
  values: object,
) {
  return callbackQuery<R>(client, template.sql, bind(template, values));
}

export async function createRawDonation(
  pool: pg.Pool,
  statements: DonationStatements,
  donation: RawDonationInput,
): Promise<number> {
  const requestHash = createHash('sha256')
    .update(JSON.stringify({ fields: donation, viewerId: null }))
    .digest('hex');
  const earlier = await run<{ id: number }>(pool, statements.earlier, donation);
  if (earlier.rows[0]) return earlier.rows[0].id;
  const campaign = await run<{
    id: number;
    ngo_id: number;
    merchant_id: string | null;
    donations_open: boolean;
  }>(pool, statements.campaign, { ...donation, day: cairoDay(new Date()) });
  const found = campaign.rows[0];
  if (!found || found.merchant_id === null || !found.donations_open)
    throw new Error(`campaign ${donation.campaign_id} takes no cards`);
  const payment = newPaymentToken();
  // the donation and its donor's consent in one transaction, as services/donations/consented-donation.ts
  const client = await pool.connect();
  try {
    await callbackQuery(client, 'begin');
    const inserted = await run<{ id: number }>(client, statements.insert, {
      ...donation,
      campaign_id: found.id,
      ngo_id: found.ngo_id,
      request_hash: requestHash,
      payment_token_hash: payment.hash,
      payment_token_expires_at: payment.expiresAt,
    });
    const id = inserted.rows[0]!.id;
    await run(client, statements.consent, { donation_id: id });
    await callbackQuery(client, 'commit');
    return id;
  } catch (error) {
    await callbackQuery(client, 'rollback');
    throw error;
  } finally {
    client.release();
  }
}

export async function confirmRawDonation(
  pool: pg.Pool,
  statements: DonationStatements,
  donationId: number,
): Promise<void> {
  await run(pool, statements.signature, { digest: randomBytes(32).toString('hex') });
  const payment = await run(pool, statements.payment, { donation_id: donationId });
  if (!payment.rows[0]) throw new Error(`no donation ${donationId}`);
  const client = await pool.connect();
  try {
    await callbackQuery(client, 'begin');
    const now = new Date();
    const confirmed = await run<{
      campaign_id: number;
      ngo_id: number;
      amount: number;
      user_id: number | null;
      email: string | null;
      msisdn: string | null;
    }>(client, statements.confirm, { donation_id: donationId, now });
    const row = confirmed.rows[0];
    if (row) {
      await run(client, statements.totals, { campaign_id: row.campaign_id, amount: row.amount });
      const counted = { ...row, donation_id: donationId, now };
      await run(client, statements.dayAmount, counted);
      await run(client, statements.dayDonor, counted);
      if (row.email) {
        await run(client, statements.receipt, { payload: JSON.stringify({ donation_id: donationId }) });
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
