import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { EndpointResponse } from '@athar/contract/endpoint';
import { getScheduleSessionIdEndpoint } from '@athar/contract/payments/schedule-checkout';
import { endpointRoute } from '@athar/server-kit/endpoint-route';
import type { PayRouteOptions } from '../payments/payment-deps';
import { scheduleReturnUrl } from '../payments/return-urls';
import { openVerificationSession } from '../payments/schedule-verification';
import { refuse } from '../reply';

/**
 * POST /api/hostedcheckout/GetScheduleSessionId — scheduled giving by card (docs/decisions/020): opens the
 * bank's verification of the card for the browser holding the schedule's setup token; the bank sends
 * the browser back to ScheduleResponse.aspx (schedule-return.ts).
 */
export const getScheduleSessionIdRoutes: FastifyPluginAsyncZod<PayRouteOptions> = async (
  app,
  { deps, payPublicUrl },
) => {
  app.route({
    ...endpointRoute(getScheduleSessionIdEndpoint, { hide: true }),
    handler: async (request, reply) => {
      const opened = await openVerificationSession(deps, request.body, (id) =>
        scheduleReturnUrl(payPublicUrl, id),
      );
      if (!opened.ok) return refuse(reply, opened.statusCode, opened.message);
      return {
        Success: true,
        sessionId: opened.sessionId,
        lightboxUrl: opened.lightboxUrl,
        paymentPageUrl: opened.paymentPageUrl,
      } satisfies EndpointResponse<typeof getScheduleSessionIdEndpoint>;
    },
  });
};
