import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Selectable } from 'kysely';
import { CHANNEL, PAYMENT_TYPE } from '@athar/contract/constants';
import type { CreatedDonation, DonationFields } from '@athar/contract/donations/create-donation';
import { apiMessages, validationMessages } from '@athar/contract/messages';
import { egpToPiasters, piastersToEgp } from '@athar/contract/money';
import type { DonationsTable } from '../../db/schema';
import { AppError } from '../../errors';
import { donationChannel } from '../../lib/donation-channel';
import { newPaymentToken } from './payment-token';

/** Field errors name the body path, as the schema's own do (`donation.<field>`). */
const fieldError = (field: string, message: string) =>
  new AppError('BAD_REQUEST', message, { [`donation.${field}`]: message });

function created(
  row: Pick<Selectable<DonationsTable>, 'id' | 'type' | 'amount' | 'campaign_id' | 'receipt_key'>,
  paymentToken: string | null,
): CreatedDonation {
  return {
    donation_id: row.id,
    donation_type: row.type === PAYMENT_TYPE.cash ? 'Cash' : 'Card',
    amount: piastersToEgp(row.amount),
    campaign_id: row.campaign_id,
    receipt_key: row.receipt_key,
    payment_token: paymentToken,
  };
}

/**
 * The same request sent again (same key and same content) gets the same donation; other content → 409.
 * Only a hash of the payment token is kept, so a card donation still pending gets a new token (the
 * first answer never arrived) and the old one stops working.
 */
async function replay(
  app: FastifyInstance,
  key: string,
  requestHash: string,
): Promise<CreatedDonation | null> {
  const existing = await app.db
    .selectFrom('donations')
    .select(['id', 'type', 'amount', 'campaign_id', 'receipt_key', 'request_hash'])
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
  if (!existing) return null;
  if (existing.request_hash !== requestHash) throw new AppError('CONFLICT', apiMessages.idempotencyConflict);
  if (existing.type !== PAYMENT_TYPE.card) return created(existing, null);
  const fresh = newPaymentToken();
  const renewed = await app.db
    .updateTable('donations')
    .set({ payment_token_hash: fresh.hash, payment_token_expires_at: fresh.expiresAt })
    .where('id', '=', existing.id)
    .where('status', '=', 'pending')
    .returning('id')
    .executeTakeFirst();
  return created(existing, renewed ? fresh.token : null);
}

/**
 * Records a pending cash or card donation. The campaign decides the charity and which channels are
 * open; a logged-in donor gives their own account (and its e-mail); nothing counts until confirmed.
 */
export async function createDonation(
  app: FastifyInstance,
  fields: DonationFields,
  viewerId: number | null,
  idempotencyKey: string | undefined,
): Promise<CreatedDonation> {
  const requestHash = createHash('sha256').update(JSON.stringify({ fields, viewerId })).digest('hex');
  if (idempotencyKey) {
    const earlier = await replay(app, idempotencyKey, requestHash);
    if (earlier) return earlier;
  }
  const claimedUser =
    fields.user_id === undefined || fields.user_id === null || fields.user_id === ''
      ? null
      : Number(fields.user_id);
  if (claimedUser !== null && claimedUser !== viewerId)
    throw new AppError('FORBIDDEN', apiMessages.notYourDonation);

  const campaign = await app.db
    .selectFrom('campaigns as c')
    .innerJoin('projects as p', 'p.id', 'c.project_id')
    .innerJoin('ngos as n', 'n.id', 'p.ngo_id')
    .select(['c.id', 'n.id as ngo_id', 'n.cash_collection', 'n.merchant_id'])
    .where('c.id', '=', fields.campaign_id)
    .executeTakeFirst();
  if (!campaign) throw new AppError('NOT_FOUND', apiMessages.campaignNotFound);
  const cash = fields.type === PAYMENT_TYPE.cash;
  if (cash ? !campaign.cash_collection : campaign.merchant_id === null) {
    throw fieldError('type', validationMessages.paymentUnavailable);
  }
  if (cash) {
    const area = await app.db
      .selectFrom('areas')
      .select('city_id')
      .where('id', '=', fields.area!)
      .executeTakeFirst();
    if (!area) throw fieldError('area', validationMessages.areaRequired);
    if (area.city_id !== fields.city) throw fieldError('area', validationMessages.areaNotInCity);
  }
  const viewer =
    viewerId === null
      ? null
      : await app.db.selectFrom('users').select(['email']).where('id', '=', viewerId).executeTakeFirst();

  const payment = cash ? null : newPaymentToken();
  const row = await app.db
    .insertInto('donations')
    .values({
      campaign_id: campaign.id,
      ngo_id: campaign.ngo_id,
      user_id: viewerId,
      donor_name: fields.user_name,
      email: viewer?.email ?? fields.email,
      msisdn: fields.msisdn,
      amount: egpToPiasters(fields.amount),
      channel: CHANNEL.web,
      type: fields.type as number,
      city_id: cash ? fields.city : null,
      area_id: cash ? fields.area : null,
      address: cash ? fields.address : null,
      comment: fields.comment,
      hide_data: fields.hide_data,
      idempotency_key: idempotencyKey ?? null,
      request_hash: requestHash,
      payment_token_hash: payment?.hash ?? null,
      payment_token_expires_at: payment?.expiresAt ?? null,
    })
    .onConflict((oc) => oc.column('idempotency_key').doNothing())
    .returning(['id', 'type', 'amount', 'campaign_id', 'receipt_key'])
    .executeTakeFirst();
  if (row) {
    app.metrics.donationCreated(donationChannel(row.type));
    return created(row, payment?.token ?? null);
  }
  // another request with the same key won the race: answer as a replay
  const earlier = await replay(app, idempotencyKey!, requestHash);
  if (!earlier) throw new AppError('CONFLICT', apiMessages.idempotencyConflict);
  return earlier;
}
