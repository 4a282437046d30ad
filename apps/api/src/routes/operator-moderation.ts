import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { moderationMessages } from '@athar/contract/moderation/messages';
import {
  moderationCaseEndpoint,
  moderationDecisionEndpoint,
  moderationQueueEndpoint,
} from '@athar/contract/moderation/queue';
import { moderationHiddenPhotoEndpoint, moderationHideEndpoint } from '@athar/contract/moderation/hide';
import { decideAppealEndpoint } from '@athar/contract/moderation/appeals';
import { moderationHistoryEndpoint } from '@athar/contract/moderation/case-history';
import { endpointRoute } from '@athar/server-kit/endpoint-route';
import { AppError } from '@athar/server-kit/errors';
import { ok } from '../lib/reply';
import { operatorOnly } from '../plugins/operator-auth';
import { auditOrigin, operatorAct, recordAudit } from '../services/audit/audit-trail';
import { moderationQueue, openCase, readCase } from '../services/moderation/moderation-case';
import { hideElement } from '../services/moderation/hide-element';
import { decide } from '../services/moderation/moderation-decisions';
import { decideAppeal } from '../services/moderation/appeal-decisions';
import { appealCampaign } from '../db/queries/moderation-appeals';
import { readCaseHistory } from '../services/moderation/case-history';
import { photoKeys, readHiddenPhoto, settlePhotoFiles } from '../services/moderation/hidden-photo-files';

const docs = { tags: ['operator'] };
/** The duty moderator, and admins; never finance or the other duties (docs/decisions/033). */
const MODERATORS = ['moderator', 'admin'] as const;

/** The moderators' queue, a campaign's case, and the outcomes a moderator decides alone. */
export const operatorModerationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...endpointRoute(moderationQueueEndpoint, docs),
    ...operatorOnly({ roles: MODERATORS }),
    handler: async (request) => {
      request.operator();
      return ok([await moderationQueue(app.db, request.query)]);
    },
  });

  app.route({
    ...endpointRoute(moderationCaseEndpoint, docs),
    ...operatorOnly({ roles: MODERATORS }),
    handler: async (request) => {
      const operator = request.operator();
      const actor = { id: operator.id, origin: auditOrigin(request) };
      return ok([await openCase(app.db, actor, request.params.campid)]);
    },
  });

  // the hidden photo, out of private storage, for the moderator working the case (docs/decisions/047):
  // each view is in the audit log before a byte is sent, and nothing keeps a copy
  app.route({
    ...endpointRoute(moderationHiddenPhotoEndpoint, docs, { jsonAnswer: false }),
    ...operatorOnly({ roles: MODERATORS }),
    handler: async (request, reply) => {
      const operator = request.operator();
      const campaignId = request.params.campid;
      const { hidden_image } = await photoKeys(app.db, campaignId);
      if (!hidden_image) throw new AppError('NOT_FOUND', moderationMessages.hiddenPhotoNotFound);
      await recordAudit(
        app.db,
        operatorAct(request, operator.id, {
          action: 'campaign.hidden_photo.viewed',
          object_kind: 'campaign',
          object_id: campaignId,
        }),
      );
      const picture = await readHiddenPhoto(app, hidden_image);
      if (!picture) throw new AppError('NOT_FOUND', moderationMessages.hiddenPhotoNotFound);
      return reply
        .header('content-type', picture.type)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .send(picture.bytes);
    },
  });

  // the campaign's history in its case (docs/decisions/044): counts and names a moderator may read
  app.route({
    ...endpointRoute(moderationHistoryEndpoint, docs),
    ...operatorOnly({ roles: MODERATORS }),
    handler: async (request) => {
      request.operator();
      return ok([await readCaseHistory(app.db, request.params.campid, request.query)]);
    },
  });

  app.route({
    ...endpointRoute(moderationDecisionEndpoint, docs),
    ...operatorOnly({ roles: MODERATORS }),
    handler: async (request) => {
      const operator = request.operator();
      const { outcome, reason } = request.body;
      const photo = await photoKeys(app.db, request.params.campid);
      await decide(app.db, { id: operator.id, origin: auditOrigin(request) }, request.params.campid, {
        outcome,
        reason,
      });
      // a restore brings a hidden photo's files back to the public uploads (docs/decisions/044)
      await settlePhotoFiles(app, request.params.campid, photo);
      if (outcome !== 'dismissed') app.outbox.kick();
      return ok([await readCase(app.db, request.params.campid)], moderationMessages[outcome]);
    },
  });

  // hide one element (docs/decisions/036): a moderator's duty, never finance's
  app.route({
    ...endpointRoute(moderationHideEndpoint, docs),
    ...operatorOnly({ roles: MODERATORS }),
    handler: async (request) => {
      const operator = request.operator();
      const photo = await photoKeys(app.db, request.params.campid);
      await hideElement(
        app.db,
        { id: operator.id, origin: auditOrigin(request) },
        request.params.campid,
        request.body,
      );
      // the hidden photo's files leave the public uploads: its address stops answering (docs/decisions/044)
      await settlePhotoFiles(app, request.params.campid, photo);
      app.outbox.kick();
      return ok([await readCase(app.db, request.params.campid)], moderationMessages.hidden);
    },
  });

  // the family's appeal (migration 044): another moderator than the original decision's upholds or grants it
  // with a fresh code, as the other acts that undo or keep a take-down (docs/decisions/044)
  app.route({
    ...endpointRoute(decideAppealEndpoint, docs),
    ...operatorOnly({ roles: MODERATORS, stepUp: true }),
    handler: async (request) => {
      const operator = request.operator();
      const appealed = await appealCampaign(app.db, request.params.id);
      const photo = appealed === null ? null : await photoKeys(app.db, appealed);
      const campaignId = await decideAppeal(
        app.db,
        { id: operator.id, origin: auditOrigin(request) },
        request.params.id,
        request.body,
      );
      if (photo) await settlePhotoFiles(app, campaignId, photo);
      app.outbox.kick();
      return ok(
        [await readCase(app.db, campaignId)],
        request.body.result === 'granted'
          ? moderationMessages.appealGranted
          : moderationMessages.appealUpheld,
      );
    },
  });
};
