import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PaymentSchedule } from '@athar/contract/internal/giving-schedule';
import {
  scheduleReturnEndpoint,
  type ScheduleReturnFailure,
} from '@athar/contract/payments/schedule-checkout';
import { endpointRoute } from '@athar/server-kit/endpoint-route';
import type { BankOrder } from '../bank/gateway-client';
import type { PayRouteOptions } from '../payments/payment-deps';
import { scheduleFailedUrl } from '../payments/return-urls';
import { activateIfVerified, scheduleIndicatorMatches } from '../payments/schedule-verification';

/** Why a genuine return whose order the bank answered did not verify the card. */
function failureOf(order: BankOrder | null): ScheduleReturnFailure {
  if (!order) return 'cancelled';
  return order.result === 'FAILURE' ? 'declined' : 'unconfirmed';
}

/**
 * GET /ScheduleResponse.aspx — scheduled giving by card (docs/decisions/020): where the bank sends the
 * browser back after GetScheduleSessionId's verification. It checks the result indicator against the stored
 * hash AND asks the bank before the api activates the schedule, then redirects to the schedule's
 * signed page, or to /GivingSchedule/failed saying why.
 */
export const scheduleReturnRoutes: FastifyPluginAsyncZod<PayRouteOptions> = async (
  app,
  { deps, publicUrl },
) => {
  app.route({
    ...endpointRoute(scheduleReturnEndpoint, { hide: true }),
    handler: async (request, reply) => {
      // the schema refuses nothing: an unreadable id reads as none, a missing indicator as ''
      const { schedule: scheduleId, resultIndicator: indicator } = request.query;
      let schedule: PaymentSchedule | null = null;
      // a raise's verification that fails leaves the schedule at its amount before: the page says so
      const failed = (reason: ScheduleReturnFailure | null) =>
        reply.redirect(scheduleFailedUrl(publicUrl, reason, (schedule?.raise_amount ?? null) !== null), 302);
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
