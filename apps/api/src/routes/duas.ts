import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { duaMessages } from '@athar/contract/remembrance/dua-messages';
import {
  campaignDuasEndpoint,
  decideDuaEndpoint,
  duaSettingsEndpoint,
  pendingDuasEndpoint,
  postDuaEndpoint,
  reportDuaEndpoint,
} from '@athar/contract/remembrance/duas';
import { endpointRoute } from '@athar/server-kit/endpoint-route';
import { ok } from '../lib/reply';
import { publicRead } from '../lib/public-caching';
import {
  changeDuaApproval,
  decideOnDua,
  pendingDuas,
  postDua,
  reportDua,
  reporterOf,
  shownDuas,
} from '../services/remembrance/duas';

/**
 * The dua wall (PRODUCT.md §11.1): anyone writes a dua or a memory and reports one; the family (the creator
 * and co-administrators) approves or hides duas and chooses whether they wait for approval.
 */
export const duaRoutes: FastifyPluginAsyncZod = async (app) => {
  const docs = { tags: ['campaigns'] };
  const family = { ...docs, security: [{ bearer: [] }] };

  app.route({
    ...endpointRoute(campaignDuasEndpoint, docs),
    onSend: publicRead,
    handler: async (request) => {
      const { campid, before, rowscount } = request.query;
      return ok(await shownDuas(app.db, campid, { before, rowscount }));
    },
  });

  app.route({
    ...endpointRoute(postDuaEndpoint, docs),
    handler: async (request) => {
      const viewer = await request.viewer();
      const posted = await postDua(app, request.body, { userId: viewer?.id ?? null, ip: request.ip });
      if (posted.mailQueued) app.outbox.kick();
      request.log.info({ duaId: posted.id, status: posted.status }, 'dua posted');
      return ok(
        [{ id: posted.id, status: posted.status }],
        posted.status === 'pending' ? duaMessages.postedPending : duaMessages.posted,
      );
    },
  });

  app.route({
    ...endpointRoute(reportDuaEndpoint, docs),
    handler: async (request) => {
      const viewer = await request.viewer();
      const reporter = reporterOf(viewer?.id ?? null, request.ip, app.config.PAY_WEBHOOK_SECRET);
      const result = await reportDua(app, request.params.duaid, { id: reporter, ip: request.ip });
      if (result.mailQueued) app.outbox.kick();
      if (result.sentBack) request.log.info({ duaId: request.params.duaid }, 'dua sent back by reports');
      return ok([], duaMessages.reported);
    },
  });

  app.route({
    ...endpointRoute(pendingDuasEndpoint, family),
    handler: async (request, reply) => {
      void reply.header('cache-control', 'private, no-store');
      const user = await request.requireUser();
      return ok(await pendingDuas(app.db, request.query.campid, user.id));
    },
  });

  app.route({
    ...endpointRoute(decideDuaEndpoint, family),
    handler: async (request, reply) => {
      void reply.header('cache-control', 'private, no-store');
      const user = await request.requireUser();
      const { status } = request.body;
      await decideOnDua(app.db, request.params.duaid, status, user.id);
      return ok(
        [{ id: request.params.duaid, status }],
        status === 'shown' ? duaMessages.shown : duaMessages.hidden,
      );
    },
  });

  app.route({
    ...endpointRoute(duaSettingsEndpoint, family),
    handler: async (request, reply) => {
      void reply.header('cache-control', 'private, no-store');
      const user = await request.requireUser();
      const value = request.body.duas_need_approval;
      await changeDuaApproval(app.db, request.params.campid, value, user.id);
      return ok({ duas_need_approval: value }, value ? duaMessages.approvalOn : duaMessages.approvalOff);
    },
  });
};
