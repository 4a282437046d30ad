import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cancelCardWithoutSessionEndpoint } from '@athar/contract/internal/cancel-card-without-session';
import { closeDonationEndpoint } from '@athar/contract/internal/close-donation';
import { confirmDonationEndpoint } from '@athar/contract/internal/confirm-donation';
import { isGatewayType, PAYMENT_TYPE } from '@athar/contract/constants';
import { gatewayTransactionEndpoint } from '@athar/contract/internal/gateway-transaction';
import { getDonationEndpoint } from '@athar/contract/internal/get-donation';
import type { PaymentDonation } from '@athar/contract/internal/payment-donation';
import { pendingCardEndpoint } from '@athar/contract/internal/pending-card';
import { pendingCashEndpoint } from '@athar/contract/internal/pending-cash';
import { pendingGatewayEndpoint } from '@athar/contract/internal/pending-gateway';
import { recordGatewayOrderEndpoint } from '@athar/contract/internal/record-gateway-order';
import { recordPaymentSessionEndpoint } from '@athar/contract/internal/record-payment-session';
import { revokedPaymentEndpoint } from '@athar/contract/internal/revoked-payments';
import { apiMessages } from '@athar/contract/messages';
import { AppError } from '@athar/server-kit/errors';
import { endpointRoute } from '@athar/server-kit/endpoint-route';
import { donationChannel } from '../lib/donation-channel';
import { ok } from '../lib/reply';
import { requireSignedRequests } from '../plugins/signed-routes';
import { commandAct, recordAudit } from '../services/audit/audit-trail';
import { closeDonation, confirmInTransaction } from '../services/donations/confirm-donation';
import { recordGatewayTransaction } from '../services/donations/gateway-transaction';
import { recordRevokedCardPayment } from '../services/donations/revoked-payments';
import {
  assertBankAmount,
  cancelCardWithoutSession,
  listPendingCard,
  listPendingCash,
  listPendingGateway,
  readPaymentDonation,
  recordGatewayOrder,
  recordPaymentSession,
} from '../services/donations/payment-records';

/** `npm run cash -- confirm|fail <id>`: the cash donation's status before and after. */
const cashCommand = (
  request: FastifyRequest,
  donation: PaymentDonation,
  status: 'confirmed' | 'failed' | 'cancelled',
) =>
  commandAct(request, {
    action: `command.donation.${status}`,
    object_kind: 'donation',
    object_id: donation.id,
    ngo_id: donation.ngo_id,
    changes: { status: [donation.status, status] },
  });

/**
 * Server-to-server calls of the payment host and the operator scripts. Each must carry an
 * X-Signature made with PAY_WEBHOOK_SECRET (not the web app's X-Api-Signature); they are not in
 * the public OpenAPI document. A cash donation's confirmation or failure is `npm run cash` (a collector's
 * report typed by the operator): audited as a command; the payment host's per-payment calls are not.
 */
export const internalRoutes: FastifyPluginAsyncZod = async (app) => {
  requireSignedRequests(app, app.config.PAY_WEBHOOK_SECRET, { oneUse: true });

  app.route({
    ...endpointRoute(pendingCashEndpoint, { hide: true }),
    handler: async () => ok(await listPendingCash(app.db)),
  });

  app.route({
    ...endpointRoute(pendingCardEndpoint, { hide: true }),
    handler: async (request) =>
      ok(await listPendingCard(app.db, request.query.older_than_seconds, request.query.limit)),
  });

  app.route({
    ...endpointRoute(pendingGatewayEndpoint, { hide: true }),
    handler: async (request) =>
      ok(await listPendingGateway(app.db, request.query.older_than_seconds, request.query.limit)),
  });

  app.route({
    ...endpointRoute(cancelCardWithoutSessionEndpoint, { hide: true }),
    handler: async (request) => {
      const ids = await cancelCardWithoutSession(app.db, request.body.older_than_seconds, request.body.limit);
      if (ids.length > 0)
        request.log.info({ donationIds: ids }, 'donations never sent to the bank or gateway cancelled');
      return ok(ids.map((id) => ({ id })));
    },
  });

  app.route({
    ...endpointRoute(getDonationEndpoint, { hide: true }),
    handler: async (request) => ok([await readPaymentDonation(app.db, request.params.id)]),
  });

  app.route({
    ...endpointRoute(recordPaymentSessionEndpoint, { hide: true }),
    handler: async (request) => {
      await recordPaymentSession(app.db, request.params.id, request.body);
      return ok([await readPaymentDonation(app.db, request.params.id)]);
    },
  });

  app.route({
    ...endpointRoute(recordGatewayOrderEndpoint, { hide: true }),
    handler: async (request) => ok([await recordGatewayOrder(app.db, request.params.id, request.body)]),
  });

  app.route({
    ...endpointRoute(gatewayTransactionEndpoint, { hide: true }),
    handler: async (request) => {
      const { id } = request.params;
      const { result, type } = await recordGatewayTransaction(app.db, id, request.body);
      if (result !== 'unchanged') app.outbox.kick();
      if (result === 'confirmed') app.metrics.donationConfirmed(donationChannel(type));
      request.log.info(
        { donationId: id, transactionId: request.body.transaction_id, outcome: request.body.outcome, result },
        'gateway transaction',
      );
      return ok([{ result }]);
    },
  });

  app.route({
    ...endpointRoute(confirmDonationEndpoint, { hide: true }),
    handler: async (request) => {
      const donation = await readPaymentDonation(app.db, request.params.id);
      // a wallet, kiosk or Meeza donation is confirmed only by its gateway transaction
      if (isGatewayType(donation.type)) throw new AppError('CONFLICT', apiMessages.conflict);
      assertBankAmount(donation, request.body);
      const outcome = await app.db.transaction().execute(async (trx) => {
        const confirmed = await confirmInTransaction(trx, donation.id);
        if (confirmed === 'confirmed' && donation.type === PAYMENT_TYPE.cash)
          await recordAudit(trx, cashCommand(request, donation, 'confirmed'));
        return confirmed;
      });
      if (outcome === 'confirmed') {
        app.outbox.kick();
        app.metrics.donationConfirmed(donationChannel(donation.type));
      }
      request.log.info({ donationId: request.params.id, outcome }, 'donation confirmation');
      return ok([{ outcome }]);
    },
  });

  app.route({
    ...endpointRoute(revokedPaymentEndpoint, { hide: true }),
    handler: async (request) => {
      const { id } = request.params;
      const answer = await recordRevokedCardPayment(app.db, id, request.body);
      request.log.warn(
        { donationId: id, orderId: request.body.order_id, returned: request.body.returned },
        'card payment after the permit’s revocation',
      );
      return ok([answer]);
    },
  });

  app.route({
    ...endpointRoute(closeDonationEndpoint, { hide: true }),
    handler: async (request) => {
      const donation = await readPaymentDonation(app.db, request.params.id);
      await app.db.transaction().execute(async (trx) => {
        const closed = await closeDonation(trx, donation.id, request.body.status);
        if (closed && donation.type === PAYMENT_TYPE.cash)
          await recordAudit(trx, cashCommand(request, donation, request.body.status));
      });
      request.log.info({ donationId: request.params.id, status: request.body.status }, 'donation closed');
      return ok([{ status: request.body.status }]);
    },
  });
};
