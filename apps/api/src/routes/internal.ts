import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireSignedRequests } from '../lib/signed-routes';
import { closeDonation, confirmDonation } from '../services/donations/confirm-donation';
import { donationChannel } from '../lib/donation-channel';
import {
  assertBankAmount,
  cancelCardWithoutSession,
  listPendingCard,
  listPendingCash,
  readPaymentDonation,
  recordPaymentSession,
} from '../services/donations/payment-records';
import {
  cancelWithoutSessionBody,
  cancelWithoutSessionResponse,
  closeBody,
  closeResponse,
  confirmBody,
  confirmResponse,
  donationIdParams,
  paymentDonationResponse,
  pendingCardQuery,
  pendingCardResponse,
  pendingCashResponse,
  recordSessionBody,
} from '../services/donations/payment-schemas';

/**
 * Server-to-server calls of the payment host and the operator scripts. Each must carry an
 * X-Signature made with PAY_WEBHOOK_SECRET (not the web app's X-Api-Signature); they are not in
 * the public OpenAPI document.
 */
export const internalRoutes: FastifyPluginAsyncZod = async (app) => {
  requireSignedRequests(app, app.config.PAY_WEBHOOK_SECRET, { oneUse: true });
  const ok = <T>(item: T) => ({ status: 1 as const, message: '', data: [item] });

  app.get(
    '/api/internal/donations/pending-cash',
    { schema: { hide: true, response: { 200: pendingCashResponse } } },
    async () => ({ status: 1 as const, message: '', data: await listPendingCash(app.db) }),
  );

  app.get(
    '/api/internal/donations/pending-card',
    { schema: { hide: true, querystring: pendingCardQuery, response: { 200: pendingCardResponse } } },
    async (request) => ({
      status: 1 as const,
      message: '',
      data: await listPendingCard(app.db, request.query.older_than_seconds, request.query.limit),
    }),
  );

  app.post(
    '/api/internal/donations/card-without-session/cancel',
    {
      schema: {
        hide: true,
        body: cancelWithoutSessionBody,
        response: { 200: cancelWithoutSessionResponse },
      },
    },
    async (request) => {
      const ids = await cancelCardWithoutSession(app.db, request.body.older_than_seconds, request.body.limit);
      if (ids.length > 0)
        request.log.info({ donationIds: ids }, 'card donations never sent to the bank cancelled');
      return { status: 1 as const, message: '', data: ids.map((id) => ({ id })) };
    },
  );

  app.get(
    '/api/internal/donations/:id',
    { schema: { hide: true, params: donationIdParams, response: { 200: paymentDonationResponse } } },
    async (request) => ok(await readPaymentDonation(app.db, request.params.id)),
  );

  app.post(
    '/api/internal/donations/:id/payment-session',
    {
      schema: {
        hide: true,
        params: donationIdParams,
        body: recordSessionBody,
        response: { 200: paymentDonationResponse },
      },
    },
    async (request) => {
      await recordPaymentSession(app.db, request.params.id, request.body);
      return ok(await readPaymentDonation(app.db, request.params.id));
    },
  );

  app.post(
    '/api/internal/donations/:id/confirm',
    {
      schema: { hide: true, params: donationIdParams, body: confirmBody, response: { 200: confirmResponse } },
    },
    async (request) => {
      const donation = await readPaymentDonation(app.db, request.params.id);
      assertBankAmount(donation, request.body);
      const outcome = await confirmDonation(app.db, request.params.id);
      if (outcome === 'confirmed') {
        app.outbox.kick();
        app.metrics.donationConfirmed(donationChannel(donation.type));
      }
      request.log.info({ donationId: request.params.id, outcome }, 'donation confirmation');
      return ok({ outcome });
    },
  );

  app.post(
    '/api/internal/donations/:id/fail',
    { schema: { hide: true, params: donationIdParams, body: closeBody, response: { 200: closeResponse } } },
    async (request) => {
      await closeDonation(app.db, request.params.id, request.body.status);
      request.log.info({ donationId: request.params.id, status: request.body.status }, 'donation closed');
      return ok({ status: request.body.status });
    },
  );
};
