import { z } from 'zod';
import { piastersNumber } from '../amount-fields';
import { defineEndpoint } from '../endpoint';
import { BANK_CURRENCY, donationIdParams, internalEnvelope, paymentDonation } from './payment-donation';

/**
 * The signed internal calls of scheduled giving by card (docs/decisions/020), between pay and the api:
 * the first, cardholder-initiated verification that stores an agreement and a card token at the bank,
 * and each night's merchant-initiated charge on them.
 */

/** `:id` of /api/internal/giving-schedules/:id/… (same shape as a donation's) */
export const scheduleIdParams = donationIdParams;

const orderId = z.string().regex(/^[A-Za-z0-9._-]{1,40}$/);

/** A card schedule as the payment host verifies its card. */
export const paymentSchedule = z.object({
  id: z.number().int(),
  status: z.enum(['setup', 'active', 'paused', 'cancelled']),
  /** piasters per night: what the donor agreed to; the verification itself charges nothing */
  amount: piastersNumber,
  /**
   * piasters per night: a raise above what the card was verified for, which waits for a new
   * verification of the card (docs/decisions/027); null when none is asked
   */
  raise_amount: piastersNumber.nullable(),
  currency: z.literal(BANK_CURRENCY),
  campaign_id: z.number().int(),
  campaign_title: z.string(),
  ngo_name: z.string(),
  merchant_id: z.string().nullable(),
  merchant_name: z.string().nullable(),
  setup_order_id: z.string().nullable(),
  setup_session_id: z.string().nullable(),
  setup_session_at: z.string().nullable(),
  /** SHA-256 hex of the bank's successIndicator for the verification */
  setup_success_indicator_hash: z.string().nullable(),
  /** SHA-256 hex of the token the creating browser holds (createSchedule's setup_token) */
  setup_token_hash: z.string().nullable(),
  agreement_id: z.string().nullable(),
  donations_paused: z.boolean(),
});
export type PaymentSchedule = z.infer<typeof paymentSchedule>;
export const paymentScheduleResponse = internalEnvelope(paymentSchedule);

/** GET /api/internal/giving-schedules/:id — 404 when there is no such schedule. */
export const getPaymentScheduleEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/internal/giving-schedules/:id',
  params: scheduleIdParams,
  response: paymentScheduleResponse,
});

export const recordScheduleSessionBody = z.object({
  session_id: z.string().min(1).max(200),
  order_id: orderId,
  agreement_id: orderId,
  success_indicator_hash: z.string().regex(/^[0-9a-f]{64}$/),
});
export type RecordScheduleSessionBody = z.infer<typeof recordScheduleSessionBody>;

/** POST /api/internal/giving-schedules/:id/session — the verification session just opened; 409 unless in setup. */
export const recordScheduleSessionEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/internal/giving-schedules/:id/session',
  params: scheduleIdParams,
  body: recordScheduleSessionBody,
  response: paymentScheduleResponse,
});

export const activateScheduleBody = z.object({
  order_id: orderId,
  agreement_id: orderId,
  /** the gateway's token for the card (sourceOfFunds.token); never a card number */
  token: z.string().min(1).max(64),
  /** «•••• 0008» */
  card_label: z.string().max(40),
});
export type ActivateScheduleBody = z.infer<typeof activateScheduleBody>;

/**
 * POST /api/internal/giving-schedules/:id/activate — the bank verified the card of the schedule's
 * recorded order and agreement: the schedule becomes active (idempotent), its first mail is queued;
 * or the raise it waited for becomes its amount, and that is mailed (docs/decisions/027). Answers the
 * donor's page (behind a newly issued self-service link) to send the browser to.
 */
export const activateScheduleEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/internal/giving-schedules/:id/activate',
  params: scheduleIdParams,
  body: activateScheduleBody,
  response: internalEnvelope(z.object({ manage_url: z.string() })),
});

/** A night's card donation with what the bank needs to charge it without the cardholder. */
export const scheduledCharge = z.object({
  donation: paymentDonation,
  schedule_id: z.number().int(),
  agreement_id: z.string(),
  card_token: z.string(),
});
export type ScheduledCharge = z.infer<typeof scheduledCharge>;

/** GET /api/internal/scheduled-charges/:id — (the donation's id) 404 unless a scheduled card donation. */
export const getScheduledChargeEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/internal/scheduled-charges/:id',
  params: donationIdParams,
  response: internalEnvelope(scheduledCharge),
});

/**
 * The PAY's internal route, called by the api's nightly job (signed with PAY_WEBHOOK_SECRET like the
 * calls the other way): POST {PAY_INTERNAL_URL}/api/internal/scheduled-charges/:id {attempt} — charges
 * the night's donation on the schedule's agreement (bank order `athar-n-<donation id>`, transaction
 * `<attempt>`: a repeat of the same attempt is the same transaction at the bank, never a second
 * charge), then settles it through the api's one confirmation path (confirm on SUCCESS with the
 * stored amount; nothing on a decline, which the api retries once and then tells the donor about).
 */
export const chargeScheduledBody = z.object({ attempt: z.union([z.literal(1), z.literal(2)]) });
export const chargeScheduledEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/internal/scheduled-charges/:id',
  params: donationIdParams,
  body: chargeScheduledBody,
  response: internalEnvelope(
    z.object({
      outcome: z.enum(['confirmed', 'declined', 'pending']),
      /** the bank's gatewayCode on a decline (DECLINED, INSUFFICIENT_FUNDS, …) */
      reason: z.string().nullable(),
    }),
  ),
});
