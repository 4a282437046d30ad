import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely, Selectable } from 'kysely';
import { CHANNEL, PAYMENT_TYPE, isGatewayType } from '@athar/contract/constants';
import type { DonationChannel } from '@athar/contract/charity/records';
import type { CreatedDonation, DonationFields } from '@athar/contract/donations/create-donation';
import { apiMessages, validationMessages } from '@athar/contract/messages';
import { egpToPiasters, piastersToEgp } from '@athar/contract/money';
import { visibilityOfHideData } from '@athar/contract/donations/visibility';
import { basisOfRequest } from '@athar/contract/privacy/consent';
import { campaignCharity, findDonationByIdempotencyKey, renewPaymentToken } from '../../db/queries/donations';
import { areaCity } from '../../db/queries/locations';
import { userEmail } from '../../db/queries/users';
import type { Database, DonationsTable } from '../../db/schema';
import { AppError } from '@athar/server-kit/errors';
import { cairoDay } from '../../lib/cairo-time';
import { donationChannel } from '../../lib/donation-channel';
import type { RateLimiter } from '../../lib/rate-limiter';
import { linkNightOf, type LinkNight } from '../giving/night-donor';
import { insertConsentedDonation } from './consented-donation';
import { donationFieldError as fieldError, giftDonor } from './gift-donor';
import { reserveNewDonation } from './donation-limits';
import { gatewayIntegration } from '../../lib/gateway-integration';
import { newPaymentToken } from '@athar/server-kit/payment-token';
import { donationsPausedMessage } from '../moderation/paused-message';

/**
 * What creating a donation uses: the database, the counter of donations created per channel, the
 * secret a schedule's night links are signed with, and the limiter of new donations (with the log
 * that says when its store did not answer).
 */
export interface CreateDonationDeps {
  db: Kysely<Database>;
  metrics: { donationCreated(channel: DonationChannel): void };
  config: { PAY_WEBHOOK_SECRET: string };
  rateLimiter: RateLimiter;
  log: Pick<FastifyBaseLogger, 'warn'>;
}

/**
 * The schedule night a donation pays for, when it came from that night's one-tap link: the link's night
 * is still open (linkNightOf) and the donation is of exactly the night's amount (docs/decisions/027). Any
 * other amount makes an ordinary gift that gives no night: the donor is never turned away for a link.
 */
const givenNight = (night: LinkNight | null, amount: number) =>
  night && night.amount === amount ? { scheduleId: night.scheduleId, night: night.night } : null;

/** What the client is told to do next, by donations.type. */
const DONATION_TYPE_NAMES: Partial<Record<number, CreatedDonation['donation_type']>> = {
  [PAYMENT_TYPE.cash]: 'Cash',
  [PAYMENT_TYPE.card]: 'Card',
  [PAYMENT_TYPE.wallet]: 'Wallet',
  [PAYMENT_TYPE.kiosk]: 'Kiosk',
  [PAYMENT_TYPE.meeza]: 'Meeza',
};

/** Card, wallet, kiosk and Meeza donations are paid on the payment host, which the token opens. */
const paidOnline = (type: number) => type === PAYMENT_TYPE.card || isGatewayType(type);

function created(
  row: Pick<Selectable<DonationsTable>, 'id' | 'type' | 'amount' | 'campaign_id' | 'receipt_key'>,
  paymentToken: string | null,
): CreatedDonation {
  return {
    donation_id: row.id,
    donation_type: DONATION_TYPE_NAMES[row.type] ?? 'Card',
    amount: piastersToEgp(row.amount),
    campaign_id: row.campaign_id,
    receipt_key: row.receipt_key,
    payment_token: paymentToken,
  };
}

/** Whether the campaign's charity takes donations of this type (when it takes donations at all). */
function offers(charity: NonNullable<Awaited<ReturnType<typeof campaignCharity>>>, type: number): boolean {
  if (type === PAYMENT_TYPE.cash) return charity.cash_collection;
  if (type === PAYMENT_TYPE.card) return charity.merchant_id !== null;
  return gatewayIntegration(charity, type) !== null;
}

/**
 * The same request sent again (same key and same content) gets the same donation; other content → 409.
 * Only a hash of the payment token is kept, so a donation paid online still pending gets a new token (the
 * first answer never arrived) and the old one stops working.
 */
async function replay(
  db: Kysely<Database>,
  key: string,
  requestHash: string,
): Promise<CreatedDonation | null> {
  const existing = await findDonationByIdempotencyKey(db, key);
  if (!existing) return null;
  if (existing.request_hash !== requestHash) throw new AppError('CONFLICT', apiMessages.idempotencyConflict);
  if (!paidOnline(existing.type)) return created(existing, null);
  const fresh = newPaymentToken();
  const renewed = await renewPaymentToken(db, existing.id, fresh);
  return created(existing, renewed ? fresh.token : null);
}

/**
 * What tells two requests apart under one Idempotency-Key: every field, so another visibility is
 * another request. A visibility that only says what hide_data says is left out, so a request of an
 * older client (hide_data alone) hashes as it always did.
 */
function requestHashOf(fields: DonationFields, viewerId: number | null): string {
  const { visibility, ...rest } = fields;
  const hashed = visibility === visibilityOfHideData(fields.hide_data) ? rest : fields;
  return createHash('sha256')
    .update(JSON.stringify({ fields: hashed, viewerId }))
    .digest('hex');
}

/** Who asks: the logged-in donor, the request's Idempotency-Key, and the client's address. */
export interface DonationRequest {
  viewerId: number | null;
  idempotencyKey: string | undefined;
  client: string;
}

/**
 * Records a pending cash, card, wallet, kiosk or Meeza donation. The campaign decides the charity and which channels are
 * open; a logged-in donor gives their own account (and its e-mail), a night's one-tap link its
 * schedule's donor for what the form left out (gift-donor.ts); nothing counts until confirmed.
 * A new donation (not a replay) is counted against its client's address and, a kiosk gift whose
 * code is mailed to an inbox not proven the donor's own, against that inbox: 429 past either limit
 * (donation-limits.ts).
 */
export async function createDonation(
  { db, metrics, config, rateLimiter, log }: CreateDonationDeps,
  fields: DonationFields,
  { viewerId, idempotencyKey, client }: DonationRequest,
): Promise<CreatedDonation> {
  const requestHash = requestHashOf(fields, viewerId);
  if (idempotencyKey) {
    const earlier = await replay(db, idempotencyKey, requestHash);
    if (earlier) return earlier;
  }
  const claimedUser =
    fields.user_id === undefined || fields.user_id === null || fields.user_id === ''
      ? null
      : Number(fields.user_id);
  if (claimedUser !== null && claimedUser !== viewerId)
    throw new AppError('FORBIDDEN', apiMessages.notYourDonation);

  const campaign = await campaignCharity(db, fields.campaign_id, cairoDay(new Date()));
  if (!campaign) throw new AppError('NOT_FOUND', apiMessages.campaignNotFound);
  if (!campaign.donations_open) throw new AppError('CONFLICT', donationsPausedMessage(campaign.moderation));
  const type = fields.type as number;
  const cash = type === PAYMENT_TYPE.cash;
  if (!offers(campaign, type)) throw fieldError('type', validationMessages.paymentUnavailable);
  if (cash) {
    const area = await areaCity(db, fields.area!);
    if (!area) throw fieldError('area', validationMessages.areaRequired);
    if (area.city_id !== fields.city) throw fieldError('area', validationMessages.areaNotInCity);
  }
  const viewer = viewerId === null ? null : await userEmail(db, viewerId);
  const linkNight = await linkNightOf(db, config.PAY_WEBHOOK_SECRET, fields.schedule_night, campaign.id);
  const night = givenNight(linkNight, egpToPiasters(fields.amount));
  const { name, email, msisdn } = giftDonor(fields, viewer?.email ?? null, linkNight);
  const counted = await reserveNewDonation(rateLimiter, log, {
    client,
    // a payment code mailed to an inbox not proven the donor's own counts against it
    codeTo: type === PAYMENT_TYPE.kiosk && email && !viewer?.verified_at ? email : null,
  });

  const payment = paidOnline(type) ? newPaymentToken() : null;
  // the donor asked for the donation; a newer client's `consent: true` is kept (docs/decisions/025)
  const row = await insertConsentedDonation(db, basisOfRequest(fields.consent), {
    campaign_id: campaign.id,
    ngo_id: campaign.ngo_id,
    user_id: viewerId,
    donor_name: name,
    email,
    msisdn,
    amount: egpToPiasters(fields.amount),
    channel: CHANNEL.web,
    type,
    city_id: cash ? fields.city : null,
    area_id: cash ? fields.area : null,
    address: cash ? fields.address : null,
    comment: fields.comment,
    hide_data: fields.hide_data,
    visibility: fields.visibility,
    idempotency_key: idempotencyKey ?? null,
    request_hash: requestHash,
    payment_token_hash: payment?.hash ?? null,
    payment_token_expires_at: payment?.expiresAt ?? null,
    schedule_id: night?.scheduleId ?? null,
    schedule_night: night?.night ?? null,
  }).catch(async (error: unknown) => {
    await counted.release();
    throw error;
  });
  if (row) {
    metrics.donationCreated(donationChannel(row.type));
    return created(row, payment?.token ?? null);
  }
  // another request with the same key won the race: answer as a replay (the winner was counted)
  await counted.release();
  const earlier = await replay(db, idempotencyKey!, requestHash);
  if (!earlier) throw new AppError('CONFLICT', apiMessages.idempotencyConflict);
  return earlier;
}
