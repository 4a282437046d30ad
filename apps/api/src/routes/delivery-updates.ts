import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  UPDATE_CERTIFICATE_FIELD,
  UPDATE_PHOTO_FIELD,
  UPDATE_PHOTOS_MAX,
  campaignUpdatesEndpoint,
  charityUpdatesEndpoint,
  deliveryUpdateFields,
  postUpdateEndpoint,
  unsubscribeUpdatesEndpoint,
  updateTargetsEndpoint,
} from '@athar/contract/charity/delivery-updates';
import { deliveryMessages } from '@athar/contract/charity/delivery-messages';
import { IMAGE_MAX_BYTES } from '@athar/contract/constants';
import { apiMessages } from '@athar/contract/messages';
import { AppError } from '@athar/server-kit/errors';
import {
  findCharityUpdate,
  listCampaignUpdates,
  listCharityUpdates,
  listUpdateTargets,
} from '../db/queries/delivery-updates';
import { endpointRoute } from '@athar/server-kit/endpoint-route';
import { readMultipartFiles } from '../lib/multipart-files';
import { ok } from '../lib/reply';
import { auditOrigin } from '../services/audit/audit-trail';
import { publicRead } from '../lib/public-caching';
import { requireStaffOnEveryRoute, staffSecurity } from '../lib/staff-only';
import { unsubscribeKey } from '../lib/update-links';
import { unsubscribeFromUpdates } from '../services/mail-links/update-unsubscribe';
import { postDeliveryUpdate } from '../services/charity/post-delivery-update';
import { charityUpdates, timelineUpdates } from '../services/charity/delivery-update-view';

/** How many of a project's latest campaigns the console's form offers. */
const CAMPAIGNS_PER_PROJECT = 200;

/** The console's side: posting and listing the charity's own updates (staff only, multipart in scope). */
const charityUpdateRoutes: FastifyPluginAsyncZod = async (app) => {
  const docs = { tags: ['charity'], security: staffSecurity };
  requireStaffOnEveryRoute(app, 'content');
  // one more photo than allowed, so a seventh gets its Arabic 400 rather than a bare 413
  await app.register(multipart, {
    limits: {
      fileSize: IMAGE_MAX_BYTES,
      files: UPDATE_PHOTOS_MAX + 2,
      fields: 16,
      fieldSize: 10_000,
      parts: 26,
    },
  });

  app.route({
    ...endpointRoute(postUpdateEndpoint, { ...docs, consumes: ['multipart/form-data'] }),
    handler: async (request) => {
      const staff = await request.requireStaff();
      const { fields, files } = await readMultipartFiles(request, deliveryUpdateFields, {
        fileFields: [UPDATE_PHOTO_FIELD, UPDATE_CERTIFICATE_FIELD],
        listFields: ['taken_on'],
      });
      const posted = await postDeliveryUpdate(
        app,
        staff,
        fields,
        {
          photos: files[UPDATE_PHOTO_FIELD]!,
          certificates: files[UPDATE_CERTIFICATE_FIELD]!,
        },
        auditOrigin(request),
      );
      if (posted.mailsQueued > 0) app.outbox.kick();
      request.log.info(
        { updateId: posted.id, staffId: staff.id, mails: posted.mailsQueued },
        'update posted',
      );
      const [update] = await charityUpdates(app.db, [await findCharityUpdate(app.db, posted.id)]);
      return ok([{ ...update!, mails_queued: posted.mailsQueued }], deliveryMessages.posted);
    },
  });

  app.route({
    ...endpointRoute(charityUpdatesEndpoint, docs),
    handler: async (request) => {
      const staff = await request.requireStaff();
      const { rows, total } = await listCharityUpdates(app.db, staff.ngoId, request.query);
      return ok([{ total_count: total, items: await charityUpdates(app.db, rows) }]);
    },
  });

  app.route({
    ...endpointRoute(updateTargetsEndpoint, docs),
    handler: async (request) => {
      const staff = await request.requireStaff();
      const { projects, campaigns } = await listUpdateTargets(app.db, staff.ngoId, CAMPAIGNS_PER_PROJECT);
      return ok(
        projects.map((project) => ({
          project_id: project.id,
          project_ar_name: project.ar_name,
          jariya: project.sadaqa_kind === 'jariya',
          campaigns: campaigns
            .filter((campaign) => campaign.project_id === project.id)
            .map((campaign) => ({ campaign_id: Number(campaign.id), campaign_title: campaign.title })),
        })),
      );
    },
  });
};

/**
 * Proof of delivery: the console's updates, the public timeline of a campaign, and the no-login
 * unsubscribe of the update mails.
 */
export const deliveryUpdateRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(charityUpdateRoutes);
  // reads the unsubscribe links mailed before docs/decisions/028, still honoured
  const legacyKey = unsubscribeKey(app.config.PAY_WEBHOOK_SECRET);

  app.route({
    ...endpointRoute(campaignUpdatesEndpoint, { tags: ['campaigns'] }),
    onSend: publicRead,
    handler: async (request) => {
      const { campid, offset, rowscount } = request.query;
      const page = await listCampaignUpdates(app.db, campid, { offset, rowscount });
      if (!page) throw new AppError('NOT_FOUND', apiMessages.campaignNotFound);
      return ok([{ total_count: page.total, items: await timelineUpdates(app.db, page.rows) }]);
    },
  });

  app.route({
    ...endpointRoute(unsubscribeUpdatesEndpoint, { tags: ['campaigns'] }),
    handler: async (request) => {
      const done = await unsubscribeFromUpdates(app.db, legacyKey, request.query.token, new Date());
      return ok([done], deliveryMessages.unsubscribed);
    },
  });
};
