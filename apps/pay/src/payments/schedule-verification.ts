import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { PaymentSchedule } from '@athar/contract/internal/giving-schedule';
import type { ScheduleSessionRequest } from '@athar/contract/payments/schedule-checkout';
import type { BankOrder } from '../bank/gateway-client';
import { payMessages } from '../messages';
import { hashIndicator, type OpenedSession } from './open-session';
import type { PaymentDeps } from './payment-deps';

/**
 * Scheduled giving by card (docs/decisions/020), its first step: the donor's card is verified at the bank
 * (Hosted Checkout VERIFY, nothing charged) and stored for the schedule's agreement, so that each
 * night the bank can be asked to charge it without the donor (scheduled-charge.ts).
 */

/** interaction.merchant.name: at most 40 characters at the gateway. */
const MERCHANT_NAME_MAX = 40;

const refuse = (statusCode: number, message: string): OpenedSession => ({ ok: false, statusCode, message });

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** The schedule's one agreement at the bank: every verification of it stores the card for this id. */
export const agreementIdOf = (scheduleId: number) => `athar-g-${scheduleId}`;

/** Whether `token` is the setup token POST /api/giving-schedules handed the schedule's creating browser. */
export function setupTokenMatches(
  schedule: Pick<PaymentSchedule, 'setup_token_hash'>,
  token: string,
): boolean {
  if (!schedule.setup_token_hash) return false;
  const given = Buffer.from(sha256(token), 'hex');
  const expected = Buffer.from(schedule.setup_token_hash, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** Whether the bank's resultIndicator is the one of the schedule's verification session. */
export function scheduleIndicatorMatches(schedule: PaymentSchedule, resultIndicator: string): boolean {
  if (!resultIndicator || !schedule.setup_success_indicator_hash) return false;
  const given = Buffer.from(hashIndicator(resultIndicator), 'hex');
  const stored = Buffer.from(schedule.setup_success_indicator_hash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}

/** «•••• 0008»: how the donor recognises the card; never more than its last four digits. */
export const cardLabel = (last4: string | null) => (last4 ? `•••• ${last4}` : '••••');

/**
 * Activates the schedule when the bank's order is its recorded verification, VERIFIED, for its
 * agreement, with a token; answers the donor's page, or null when the bank did not verify this.
 * The api's activate is idempotent: a repeat answers the same page.
 */
export async function activateIfVerified(
  deps: PaymentDeps,
  schedule: PaymentSchedule,
  order: BankOrder,
): Promise<string | null> {
  const context = { scheduleId: schedule.id, orderId: schedule.setup_order_id };
  if (
    order.result !== 'SUCCESS' ||
    order.status !== 'VERIFIED' ||
    !schedule.setup_order_id ||
    !schedule.agreement_id ||
    order.agreementId !== schedule.agreement_id ||
    !order.token
  ) {
    deps.log.warn(
      { ...context, result: order.result, bankStatus: order.status },
      'schedule verification not verified for its agreement',
    );
    return null;
  }
  const { manage_url } = await deps.api.activateSchedule(schedule.id, {
    order_id: schedule.setup_order_id,
    agreement_id: schedule.agreement_id,
    token: order.token,
    card_label: cardLabel(order.cardLast4),
  });
  deps.log.info(context, 'card schedule verified and active');
  return manage_url;
}

/**
 * Whether the schedule waits for its card to be verified: still in set-up, or asked to give more a
 * night than its card was verified for (a raise, docs/decisions/027), which the bank verifies as it did
 * the first time before anything is charged at it.
 */
export const awaitsVerification = (schedule: Pick<PaymentSchedule, 'status' | 'raise_amount'>) =>
  schedule.status === 'setup' ||
  ((schedule.status === 'active' || schedule.status === 'paused') && schedule.raise_amount !== null);

/**
 * Opens the bank's verification session of a card schedule that awaits one (set-up, or a raise), for
 * the browser holding its setup token only (an unknown id and a wrong token get the same answer). A
 * verification the bank already approved activates the schedule (or its raise) instead of opening
 * another; one still open at the bank is waited for; a declined or abandoned one is followed by a new
 * order (nothing was charged).
 */
export async function openVerificationSession(
  deps: PaymentDeps,
  request: ScheduleSessionRequest,
  returnUrl: (scheduleId: number) => string,
): Promise<OpenedSession> {
  const schedule = await deps.api.getSchedule(request.schedule_id);
  if (!schedule || !setupTokenMatches(schedule, request.setup_token)) {
    deps.log.warn({ scheduleId: request.schedule_id }, 'schedule session without the schedule’s setup token');
    return refuse(403, payMessages.scheduleNotAllowed);
  }
  if (!awaitsVerification(schedule)) {
    return schedule.status === 'active'
      ? refuse(409, payMessages.scheduleAlreadyVerified)
      : refuse(409, payMessages.scheduleClosed);
  }
  if (!schedule.merchant_id || !schedule.merchant_name) return refuse(400, payMessages.noCardPayments);

  if (schedule.setup_order_id) {
    const earlier = await deps.bank.retrieveOrder(schedule.merchant_id, schedule.setup_order_id);
    if (earlier?.result === 'SUCCESS' && (await activateIfVerified(deps, schedule, earlier)))
      return refuse(409, payMessages.scheduleAlreadyVerified);
    if (earlier?.result === 'PENDING') return refuse(409, payMessages.verificationInProgress);
  }
  // a new agreement with the bank: none while the charity has no fundraising permit in force today
  if (schedule.donations_paused) return refuse(409, payMessages.donationsPaused);

  const orderId = `athar-g-${schedule.id}-${randomBytes(4).toString('hex')}`;
  const agreementId = schedule.agreement_id ?? agreementIdOf(schedule.id);
  const merchantName = schedule.ngo_name.trim().slice(0, MERCHANT_NAME_MAX) || schedule.merchant_name;
  const session = await deps.bank.initiateVerification({
    merchantId: schedule.merchant_id,
    merchantName,
    orderId,
    agreementId,
    currency: schedule.currency,
    description: `${payMessages.verificationDescription} ${schedule.id} — ${schedule.campaign_title}`.slice(
      0,
      127,
    ),
    returnUrl: returnUrl(schedule.id),
  });
  await deps.api.recordScheduleSession(schedule.id, {
    session_id: session.sessionId,
    order_id: orderId,
    agreement_id: agreementId,
    success_indicator_hash: hashIndicator(session.successIndicator),
  });
  deps.log.info({ scheduleId: schedule.id, orderId }, 'bank verification session opened');
  return {
    ok: true,
    sessionId: session.sessionId,
    lightboxUrl: deps.bank.lightboxUrl(session.sessionId),
    paymentPageUrl: deps.bank.paymentPageUrl(session.sessionId),
  };
}
