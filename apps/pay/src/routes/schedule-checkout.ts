import type { FastifyPluginAsync } from 'fastify';
import type { EndpointResponse } from '@athar/contract/endpoint';
import type { PaymentSchedule } from '@athar/contract/internal/giving-schedule';
import {
  getScheduleSessionIdEndpoint,
  scheduleReturnEndpoint,
  type ScheduleReturnFailure,
} from '@athar/contract/payments/schedule-checkout';
import type { BankOrder } from '../bank/gateway-client';
import { payMessages } from '../messages';
import type { PaymentDeps } from '../payments/payment-deps';
import {
  activateIfVerified,
  openVerificationSession,
  scheduleIndicatorMatches,
} from '../payments/schedule-verification';
import { refuse } from './hosted-checkout';

export interface ScheduleCheckoutOptions {
  deps: PaymentDeps;
  publicUrl: string;
  payPublicUrl: string;
}

/** The web app's page for a verification that did not end in an active schedule. */
export function scheduleFailedUrl(publicUrl: string, reason: ScheduleReturnFailure | null): string {
  const target = new URL(`${publicUrl}/GivingSchedule/failed`);
  if (reason) target.searchParams.set('reason', reason);
  return target.toString();
}

/** Why a genuine return whose order the bank answered did not verify the card. */
function failureOf(order: BankOrder | null): ScheduleReturnFailure {
  if (!order) return 'cancelled';
  return order.result === 'FAILURE' ? 'declined' : 'unconfirmed';
}

/**
 * Scheduled giving by card (issue 21) at the payment host: GetScheduleSessionId opens the bank's
 * verification of the card for the browser holding the schedule's setup token; the bank sends the
 * browser back to ScheduleResponse.aspx, which checks the result indicator against the stored hash
 * AND asks the bank before the api activates the schedule, then redirects to the schedule's signed
 * page, or to /GivingSchedule/failed saying why.
 */
export const scheduleCheckoutRoutes: FastifyPluginAsync<ScheduleCheckoutOptions> = async (
  app,
  { deps, publicUrl, payPublicUrl },
) => {
  const returnUrl = (scheduleId: number) =>
    `${payPublicUrl}${scheduleReturnEndpoint.path}?schedule=${scheduleId}`;

  app.route({
    method: getScheduleSessionIdEndpoint.method,
    url: getScheduleSessionIdEndpoint.path,
    handler: async (request, reply) => {
      const body = getScheduleSessionIdEndpoint.body.safeParse(request.body);
      if (!body.success) return refuse(reply, 400, payMessages.badRequest);
      const opened = await openVerificationSession(deps, body.data, returnUrl);
      if (!opened.ok) return refuse(reply, opened.statusCode, opened.message);
      return {
        Success: true,
        sessionId: opened.sessionId,
        lightboxUrl: opened.lightboxUrl,
        paymentPageUrl: opened.paymentPageUrl,
      } satisfies EndpointResponse<typeof getScheduleSessionIdEndpoint>;
    },
  });

  app.route({
    method: scheduleReturnEndpoint.method,
    url: scheduleReturnEndpoint.path,
    handler: async (request, reply) => {
      // the schema refuses nothing: an unreadable id reads as none, a missing indicator as ''
      const { schedule: scheduleId, resultIndicator: indicator } = scheduleReturnEndpoint.query.parse(
        request.query,
      );
      const failed = (reason: ScheduleReturnFailure | null) =>
        reply.redirect(scheduleFailedUrl(publicUrl, reason), 302);
      let schedule: PaymentSchedule | null = null;
      try {
        schedule = scheduleId === null ? null : await deps.api.getSchedule(scheduleId);
      } catch (error) {
        request.log.warn({ err: error, scheduleId }, 'schedule return: the api did not answer');
        return failed('timeout');
      }
      if (!schedule) return failed(null);
      if (!schedule.merchant_id || !schedule.setup_order_id) return failed(null);
      // only the browser the bank sent back with the session's own indicator activates anything;
      // another one (a declined card gets one too) learns from the bank at most why it failed
      const genuine = scheduleIndicatorMatches(schedule, indicator);
      if (!genuine)
        request.log.info({ scheduleId, indicatorGiven: indicator !== '' }, 'schedule return not genuine');
      if (!genuine && indicator === '') return failed('cancelled');
      try {
        const order = await deps.bank.retrieveOrder(schedule.merchant_id, schedule.setup_order_id);
        if (!genuine) return failed(order?.result === 'FAILURE' ? 'declined' : 'unconfirmed');
        const manageUrl = order ? await activateIfVerified(deps, schedule, order) : null;
        if (manageUrl) return reply.redirect(manageUrl, 302);
        request.log.info({ scheduleId, result: order?.result ?? null }, 'schedule return not verified');
        return failed(failureOf(order));
      } catch (error) {
        // the schedule stays in set-up: the donor may open the verification again
        request.log.warn({ err: error, scheduleId }, 'schedule return: the bank or the api failed');
        return failed('timeout');
      }
    },
  });
};
