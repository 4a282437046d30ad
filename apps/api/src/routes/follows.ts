import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { followMessages } from '@athar/contract/remembrance/follow-messages';
import {
  confirmFollowEndpoint,
  followCampaignEndpoint,
  followOptionsEndpoint,
  unsubscribeFollowEndpoint,
} from '@athar/contract/remembrance/follows';
import { endpointRoute } from '@athar/server-kit/endpoint-route';
import { followLinkKey } from '../lib/follow-links';
import { ok } from '../lib/reply';
import { publicRead } from '../lib/public-caching';
import {
  confirmFollowLink,
  followCampaign,
  followOptions,
  unsubscribeFollowLink,
} from '../services/remembrance/follows';

/**
 * Following a campaign by mail (PRODUCT.md §11.3): the form's options, the follow itself, and the no-login
 * links of the mails (the guest's confirmation, the one-click unsubscribe), POSTed by the button of
 * their page, never acted on by opening them. Personal answers are private, no-store.
 */
export const followRoutes: FastifyPluginAsyncZod = async (app) => {
  // reads the links mailed before docs/decisions/028, still honoured
  const legacyKey = followLinkKey(app.config.PAY_WEBHOOK_SECRET);
  const docs = { tags: ['campaigns'] };

  app.route({
    ...endpointRoute(followOptionsEndpoint, docs),
    // a guest's answer names no one (mine: null); a viewer's own follow is private (publicRead)
    onSend: publicRead,
    handler: async (request) => {
      const viewer = await request.viewer();
      return ok(await followOptions(app.db, request.query.campid, viewer?.id ?? null, new Date()));
    },
  });

  app.route({
    ...endpointRoute(followCampaignEndpoint, docs),
    handler: async (request, reply) => {
      void reply.header('cache-control', 'private, no-store');
      const viewer = await request.viewer();
      const { campid, email, consent, ...choices } = request.body;
      const result = await followCampaign(
        app,
        { campaignId: campid, userId: viewer?.id ?? null, email, consent, ip: request.ip },
        choices,
        new Date(),
      );
      if (result.mailQueued) app.outbox.kick();
      return ok(
        { status: result.status },
        result.status === 'confirmed' ? followMessages.followed : followMessages.confirmSent,
      );
    },
  });

  app.route({
    ...endpointRoute(confirmFollowEndpoint, docs),
    handler: async (request, reply) => {
      void reply.header('cache-control', 'private, no-store');
      return ok(
        await confirmFollowLink(app.db, legacyKey, request.query.token, new Date()),
        followMessages.confirmed,
      );
    },
  });

  app.route({
    ...endpointRoute(unsubscribeFollowEndpoint, docs),
    handler: async (request, reply) => {
      void reply.header('cache-control', 'private, no-store');
      return ok(
        await unsubscribeFollowLink(app.db, legacyKey, request.query.token, new Date()),
        followMessages.unsubscribed,
      );
    },
  });
};
