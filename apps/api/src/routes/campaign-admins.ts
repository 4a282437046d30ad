import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CAMPAIGN_IMAGE_FIELD } from '@athar/contract/campaigns/create-campaign';
import { IMAGE_MAX_BYTES } from '@athar/contract/constants';
import {
  acceptInvitationEndpoint,
  acceptMyInvitationEndpoint,
  campaignAdminsEndpoint,
  campaignPictureEndpoint,
  declineMyInvitationEndpoint,
  invitationEndpoint,
  inviteAdminEndpoint,
  leaveCampaignEndpoint,
  myInvitationsEndpoint,
  removeAdminEndpoint,
  revokeInviteEndpoint,
} from '@athar/contract/remembrance/co-admins';
import { familyMessages } from '@athar/contract/remembrance/family-messages';
import { AppError } from '@athar/server-kit/errors';
import { endpointRoute } from '@athar/server-kit/endpoint-route';
import { unsubscribeKey } from '../lib/update-links';
import { readMultipartForm } from '../lib/multipart-form';
import { ok } from '../lib/reply';
import { changeCampaignPicture } from '../services/remembrance/co-admins-picture';
import { inviteKey } from '../services/remembrance/co-admins-links';
import {
  acceptInvitation,
  campaignAdminsView,
  describeInvitation,
  inviteCoAdmin,
  leaveCampaign,
  removeCoAdmin,
  revokeCoAdminInvite,
} from '../services/remembrance/co-admins';
import {
  acceptMyInvitation,
  declineMyInvitation,
  myOpenInvitations,
} from '../services/remembrance/my-invitations';

const docs = { tags: ['campaigns'], security: [{ bearer: [] }] };

/** The picture change, with multipart in its own scope (one file, no text field). */
const campaignPictureRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, {
    limits: { fileSize: IMAGE_MAX_BYTES, files: 1, fields: 2, fieldSize: 1000, parts: 3 },
  });
  app.route({
    ...endpointRoute(campaignPictureEndpoint, { ...docs, consumes: ['multipart/form-data'] }),
    handler: async (request) => {
      const user = await request.requireUser();
      const { file } = await readMultipartForm(request, z.object({}), CAMPAIGN_IMAGE_FIELD);
      if (!file)
        throw new AppError('BAD_REQUEST', familyMessages.pictureRequired, {
          [CAMPAIGN_IMAGE_FIELD]: familyMessages.pictureRequired,
        });
      const image = await changeCampaignPicture(app, user.id, request.params.campid, file);
      return ok([{ campaign_image: image }], familyMessages.pictureUpdated);
    },
  });
};

/**
 * Co-administrators (PRODUCT.md §11.4): the creator invites family members by e-mail, lists, withdraws and
 * removes; a co-administrator leaves; the invitee reads and accepts the mailed link, or, once their
 * account has verified the invited address, finds the invitation after login and accepts or declines
 * it. Every personal answer is private, no-store.
 */
export const campaignAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(campaignPictureRoutes);
  const key = inviteKey(unsubscribeKey(app.config.PAY_WEBHOOK_SECRET));
  app.addHook('onSend', async (_request, reply) => {
    void reply.header('cache-control', 'private, no-store');
  });

  app.route({
    ...endpointRoute(campaignAdminsEndpoint, docs),
    handler: async (request) => {
      const user = await request.requireUser();
      return ok(await campaignAdminsView(app.db, request.query.campid, user.id));
    },
  });

  app.route({
    ...endpointRoute(inviteAdminEndpoint, docs),
    handler: async (request) => {
      const user = await request.requireUser();
      const invite = await inviteCoAdmin(app.db, key, request.body.campid, user.id, request.body.email);
      app.outbox.kick();
      request.log.info({ inviteId: invite.invite_id, userId: user.id }, 'co-admin invited');
      return ok([invite], familyMessages.inviteSent);
    },
  });

  app.route({
    ...endpointRoute(revokeInviteEndpoint, docs),
    handler: async (request) => {
      const user = await request.requireUser();
      await revokeCoAdminInvite(app.db, request.params.inviteid, user.id);
      return ok([], familyMessages.inviteRevoked);
    },
  });

  app.route({
    ...endpointRoute(removeAdminEndpoint, docs),
    handler: async (request) => {
      const user = await request.requireUser();
      await removeCoAdmin(app.db, request.query.campid, user.id, request.params.userid);
      return ok([], familyMessages.adminRemoved);
    },
  });

  app.route({
    ...endpointRoute(leaveCampaignEndpoint, docs),
    handler: async (request) => {
      const user = await request.requireUser();
      const { handedTo } = await leaveCampaign(app.db, request.body.campid, user.id);
      return ok(
        [{ handed_to: handedTo }],
        handedTo === null ? familyMessages.leftCampaign : familyMessages.handedOver,
      );
    },
  });

  app.route({
    ...endpointRoute(invitationEndpoint, { tags: ['campaigns'] }),
    handler: async (request) => ok(await describeInvitation(app.db, request.query.token)),
  });

  app.route({
    ...endpointRoute(acceptInvitationEndpoint, docs),
    handler: async (request) => {
      const user = await request.requireUser();
      const campaignId = await acceptInvitation(app.db, request.body.token, user.id);
      request.log.info({ campaignId, userId: user.id }, 'co-admin invitation accepted');
      return ok([{ campaign_id: campaignId }], familyMessages.invitationAccepted);
    },
  });

  app.route({
    ...endpointRoute(myInvitationsEndpoint, docs),
    handler: async (request) => {
      const user = await request.requireUser();
      return ok(await myOpenInvitations(app.db, user.id));
    },
  });

  app.route({
    ...endpointRoute(acceptMyInvitationEndpoint, docs),
    handler: async (request) => {
      const user = await request.requireUser();
      const campaignId = await acceptMyInvitation(app.db, request.params.inviteid, user.id);
      request.log.info({ campaignId, userId: user.id }, 'co-admin invitation accepted after login');
      return ok([{ campaign_id: campaignId }], familyMessages.invitationAccepted);
    },
  });

  app.route({
    ...endpointRoute(declineMyInvitationEndpoint, docs),
    handler: async (request) => {
      const user = await request.requireUser();
      await declineMyInvitation(app.db, request.params.inviteid, user.id);
      request.log.info(
        { inviteId: request.params.inviteid, userId: user.id },
        'co-admin invitation declined',
      );
      return ok([], familyMessages.invitationDeclinedNow);
    },
  });
};
