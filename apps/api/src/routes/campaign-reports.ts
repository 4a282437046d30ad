import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { moderationMessages } from '@athar/contract/moderation/messages';
import {
  answerReportEndpoint,
  familyReportsEndpoint,
  reportCampaignEndpoint,
} from '@athar/contract/moderation/reports';
import { familyHiddenPartsEndpoint } from '@athar/contract/moderation/hide';
import { appealOutcomeEndpoint, familyAppealsEndpoint } from '@athar/contract/moderation/appeals';
import { endpointRoute } from '@athar/server-kit/endpoint-route';
import { ok } from '../lib/reply';
import { answerReport, familyReports } from '../services/moderation/family-reports';
import { familyHiddenParts } from '../services/moderation/hide-element';
import { appealOutcome, familyAppeals } from '../services/moderation/appeal-outcome';
import { reportCampaign } from '../services/moderation/report-campaign';
import { reporterOf } from '../services/remembrance/duas';

/**
 * Reports of a campaign (docs/decisions/033): anyone reports; the family reads the reports waiting for
 * them (never who sent them) and marks one fixed or answers it.
 */
export const campaignReportRoutes: FastifyPluginAsyncZod = async (app) => {
  const docs = { tags: ['campaigns'] };
  const family = { ...docs, security: [{ bearer: [] }] };

  app.route({
    ...endpointRoute(reportCampaignEndpoint, docs),
    handler: async (request, reply) => {
      void reply.header('cache-control', 'private, no-store');
      const viewer = await request.viewer();
      const reporter = reporterOf(viewer?.id ?? null, request.ip, app.config.PAY_WEBHOOK_SECRET);
      const { mailQueued } = await reportCampaign(app, request.params.campid, request.body, {
        id: reporter,
        ip: request.ip,
      });
      if (mailQueued) app.outbox.kick();
      return ok([], moderationMessages.reported);
    },
  });

  app.route({
    ...endpointRoute(familyReportsEndpoint, family),
    handler: async (request, reply) => {
      void reply.header('cache-control', 'private, no-store');
      const user = await request.requireUser();
      return ok(await familyReports(app.db, request.params.campid, user.id));
    },
  });

  // what a moderator hid, for the family's page, marked «مخفي للمراجعة» (docs/decisions/036)
  app.route({
    ...endpointRoute(familyHiddenPartsEndpoint, family),
    handler: async (request, reply) => {
      void reply.header('cache-control', 'private, no-store');
      const user = await request.requireUser();
      return ok(await familyHiddenParts(app.db, request.params.campid, user.id));
    },
  });

  app.route({
    ...endpointRoute(answerReportEndpoint, family),
    handler: async (request, reply) => {
      void reply.header('cache-control', 'private, no-store');
      const user = await request.requireUser();
      const done = await answerReport(app.db, request.params.id, user.id, request.body);
      return ok([], done === 'fixed' ? moderationMessages.markedFixed : moderationMessages.answered);
    },
  });

  // the family's appeals of an outcome in force (migration 044)
  app.route({
    ...endpointRoute(familyAppealsEndpoint, family),
    handler: async (request, reply) => {
      void reply.header('cache-control', 'private, no-store');
      const user = await request.requireUser();
      return ok(await familyAppeals(app.db, request.params.campid, user.id));
    },
  });

  app.route({
    ...endpointRoute(appealOutcomeEndpoint, family),
    handler: async (request, reply) => {
      void reply.header('cache-control', 'private, no-store');
      const user = await request.requireUser();
      const view = await appealOutcome(app.db, request.params.campid, user.id, request.body);
      return ok(view, moderationMessages.appealSent);
    },
  });
};
