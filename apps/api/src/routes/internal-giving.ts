import type { Kysely } from 'kysely';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  activateScheduleEndpoint,
  getPaymentScheduleEndpoint,
  getScheduledChargeEndpoint,
  recordScheduleSessionEndpoint,
  type ActivateScheduleBody,
  type PaymentSchedule,
} from '@athar/contract/internal/giving-schedule';
import { BANK_CURRENCY } from '@athar/contract/internal/payment-donation';
import { apiMessages } from '@athar/contract/messages';
import { AppError } from '@athar/server-kit/errors';
import {
  activateScheduleRow,
  applyVerifiedRaiseRow,
  lockCardScheduleRow,
  paymentScheduleRow,
  recordScheduleSessionRow,
  scheduledChargeRow,
} from '../db/queries/giving-payments';
import { endpointRoute } from '@athar/server-kit/endpoint-route';
import type { Database } from '../db/schema';
import { ok } from '../lib/reply';
import { requireSignedRequests } from '../plugins/signed-routes';
import { readPaymentDonation } from '../services/donations/payment-records';
import { issueManageUrl } from '../services/giving/manage-links';
import { enqueueMail } from '../services/mail-outbox/outbox-mail';

const UNIQUE_VIOLATION = '23505';

async function readPaymentSchedule(db: Kysely<Database>, id: number): Promise<PaymentSchedule> {
  const row = await paymentScheduleRow(db, id);
  if (!row) throw new AppError('NOT_FOUND', apiMessages.notFound);
  const { donations_open, ...schedule } = row;
  return {
    ...schedule,
    currency: BANK_CURRENCY,
    setup_session_at: row.setup_session_at?.toISOString() ?? null,
    donations_paused: !donations_open,
  };
}

/**
 * Activates a card schedule on the card the bank verified, in one transaction with its first mail
 * ('schedule_started'); or, on one waiting for a raise, makes the raise its amount and what its card
 * is verified for, mailing what changed (docs/decisions/027). Only the schedule's recorded verification
 * order and agreement do either; a repeat with the same order, agreement and token changes nothing and
 * is not refused. Answers whether this call changed the schedule (the mail outbox is then kicked).
 */
async function activateSchedule(
  db: Kysely<Database>,
  id: number,
  card: ActivateScheduleBody,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const schedule = await lockCardScheduleRow(trx, id);
    if (!schedule) throw new AppError('NOT_FOUND', apiMessages.notFound);
    const recorded = schedule.setup_order_id === card.order_id && schedule.agreement_id === card.agreement_id;
    const gives = schedule.status === 'active' || schedule.status === 'paused';
    if (gives && recorded && schedule.raise_amount !== null) {
      await applyVerifiedRaiseRow(trx, id, { card_token: card.token, card_label: card.card_label });
      await enqueueMail(trx, {
        kind: 'schedule_amount_changed',
        payload: { schedule_id: id, from: schedule.amount, to: schedule.raise_amount, verified: true },
      });
      return true;
    }
    if (gives && recorded && schedule.card_token === card.token) return false;
    if (schedule.status !== 'setup' || !recorded || !schedule.ngo_merchant_id)
      throw new AppError('CONFLICT', apiMessages.conflict);
    await activateScheduleRow(trx, id, {
      merchant_id: schedule.ngo_merchant_id,
      card_token: card.token,
      card_label: card.card_label,
    });
    await enqueueMail(trx, { kind: 'schedule_started', payload: { schedule_id: id } });
    return true;
  });
}

/**
 * The payment host's signed calls for scheduled giving by card (docs/decisions/020): read a card schedule,
 * record its verification session at the bank, activate it on the verified card, and read a night's
 * donation with the agreement and token the bank charges it on. X-Signature with PAY_WEBHOOK_SECRET,
 * one use each, like the other internal calls; hidden from the public OpenAPI.
 */
export const internalGivingRoutes: FastifyPluginAsyncZod = async (app) => {
  requireSignedRequests(app, app.config.PAY_WEBHOOK_SECRET, { oneUse: true });

  app.route({
    ...endpointRoute(getPaymentScheduleEndpoint, { hide: true }),
    handler: async (request) => ok([await readPaymentSchedule(app.db, request.params.id)]),
  });

  app.route({
    ...endpointRoute(recordScheduleSessionEndpoint, { hide: true }),
    handler: async (request) => {
      const { id } = request.params;
      const updated = await recordScheduleSessionRow(app.db, id, request.body).catch((error: unknown) => {
        // another schedule holds that order or agreement: it can never be this one's
        if ((error as { code?: unknown }).code === UNIQUE_VIOLATION)
          throw new AppError('CONFLICT', apiMessages.conflict);
        throw error;
      });
      const schedule = await readPaymentSchedule(app.db, id);
      if (!updated) throw new AppError('CONFLICT', apiMessages.conflict);
      request.log.info({ scheduleId: id, orderId: request.body.order_id }, 'schedule verification session');
      return ok([schedule]);
    },
  });

  app.route({
    ...endpointRoute(activateScheduleEndpoint, { hide: true }),
    handler: async (request) => {
      const { id } = request.params;
      const activated = await activateSchedule(app.db, id, request.body);
      if (activated) {
        app.outbox.kick();
        request.log.info({ scheduleId: id, orderId: request.body.order_id }, 'card schedule active');
      }
      // the browser the bank sent back lands on the schedule's page behind a link of its own
      const manageUrl = await issueManageUrl(app.db, app.config.PUBLIC_URL, id, app.clock.now());
      return ok([{ manage_url: manageUrl }]);
    },
  });

  app.route({
    ...endpointRoute(getScheduledChargeEndpoint, { hide: true }),
    handler: async (request) => {
      const charge = await scheduledChargeRow(app.db, request.params.id);
      if (!charge?.agreement_id || !charge.card_token)
        throw new AppError('NOT_FOUND', apiMessages.donationNotFound);
      const donation = await readPaymentDonation(app.db, request.params.id);
      return ok([
        {
          donation,
          schedule_id: charge.schedule_id,
          agreement_id: charge.agreement_id,
          card_token: charge.card_token,
        },
      ]);
    },
  });
};
