import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { EndpointResponse } from '@athar/contract/endpoint';
import { closeRevokedEndpoint } from '@athar/contract/internal/revoked-payments';
import { endpointRoute } from '@athar/server-kit/endpoint-route';
import { requireSignedRequests } from '@athar/server-kit/signed-requests';
import { closeRevokedDonation } from '../payments/close-revoked';
import type { PayRouteOptions } from '../payments/payment-deps';

export interface CloseRevokedRouteOptions extends PayRouteOptions {
  /** PAY_WEBHOOK_SECRET: the api signs its calls to pay with the key pay signs its calls to the api */
  secret: string;
}

/**
 * POST /api/internal/revoked-donations/:id/close — called by the api right after a fundraising permit's
 * revocation cancelled the donation (docs/decisions/026): pay closes what the bank or the gateway still
 * holds open for it (payments/close-revoked.ts). Signed like the nightly charge call (X-Signature with
 * PAY_WEBHOOK_SECRET over method, path and body): 401 before anything is read otherwise. A replay is
 * harmless: a closed intention, a voided reference or a refunded order is closed already.
 */
export const closeRevokedRoutes: FastifyPluginAsyncZod<CloseRevokedRouteOptions> = async (
  app,
  { deps, secret },
) => {
  requireSignedRequests(app, secret, null);

  app.route({
    ...endpointRoute(closeRevokedEndpoint, { hide: true }),
    handler: async (request) => {
      const outcome = await closeRevokedDonation(deps, request.params.id);
      request.log.info({ donationId: request.params.id, outcome }, 'revoked donation closed');
      return { status: 1, message: '', data: [{ outcome }] } satisfies EndpointResponse<
        typeof closeRevokedEndpoint
      >;
    },
  });
};
