import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { paymentToken } from './payment-host';
import { resultIndicator, returnedId } from './payment-return';

/**
 * Scheduled giving by card (docs/decisions/020) at the payment host: the donor's card is verified once at the
 * bank (nothing charged) and stored for the schedule's agreement; each night is then charged by the
 * bank without the donor. Payment host calls, like GetSessionId: not in api-endpoints.ts.
 */

/** A schedule id as the web sends it: a JSON number or decimal digits as text. */
const scheduleId = z
  .union([z.number(), z.string().trim()])
  .transform((value) => (typeof value === 'number' ? value : /^\d{1,15}$/.test(value) ? Number(value) : NaN))
  .pipe(z.number().int().positive().max(Number.MAX_SAFE_INTEGER));

/**
 * What GetScheduleSessionId reads: the schedule and the `setup_token` POST /api/giving-schedules
 * answered its creating browser (the same shape as a donation's payment token). Only that browser
 * may open the schedule's verification.
 */
export const scheduleSessionRequest = z.object({ schedule_id: scheduleId, setup_token: paymentToken });
export type ScheduleSessionRequest = z.infer<typeof scheduleSessionRequest>;

/** The bank's verification session: its lightbox, its full-page alternative and its id. */
export const scheduleSessionResponse = z.object({
  Success: z.literal(true),
  sessionId: z.string().min(1),
  lightboxUrl: z.url(),
  paymentPageUrl: z.url(),
});

/**
 * POST /api/hostedcheckout/GetScheduleSessionId — opens the bank's verification of a card schedule
 * still in set-up. Refusals are `{ Success: false, Message }` in Arabic: 400 unreadable body or a
 * charity without card payments, 403 not this browser's schedule (an unknown id alike), 409 already
 * verified, no longer in set-up, or the charity's donations paused; 502 the bank or the api did not
 * answer.
 */
export const getScheduleSessionIdEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/hostedcheckout/GetScheduleSessionId',
  body: scheduleSessionRequest,
  response: scheduleSessionResponse,
});

export const scheduleReturnQuery = z.object({
  schedule: returnedId,
  resultIndicator,
});

/**
 * GET /ScheduleResponse.aspx?schedule=<id>&resultIndicator=… — where the bank sends the browser back
 * after the verification. Always 302: to the schedule's signed page (the api's manage_url) once the
 * bank verified this browser's card, otherwise to `${PUBLIC_URL}/GivingSchedule/failed?reason=…`
 * (declined, cancelled, unconfirmed, timeout).
 */
export const scheduleReturnEndpoint = defineEndpoint({
  method: 'GET',
  path: '/ScheduleResponse.aspx',
  query: scheduleReturnQuery,
  response: z.never(),
});

/** Why a verification's return did not end in an active schedule (`?reason=` of the failed page). */
export type ScheduleReturnFailure = 'declined' | 'cancelled' | 'unconfirmed' | 'timeout';
