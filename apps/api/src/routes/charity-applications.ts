import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  applicationFields,
  DOCUMENT_KINDS,
  DOCUMENT_MAX_BYTES,
} from '@athar/contract/applications/application-fields';
import { applicationMessages as messages } from '@athar/contract/applications/application-messages';
import {
  answerApplicationEndpoint,
  submitApplicationEndpoint,
  trackApplicationEndpoint,
} from '@athar/contract/applications/applications';
import { endpointRoute } from '@athar/server-kit/endpoint-route';
import { readMultipartFiles } from '../lib/multipart-files';
import { limitRules } from '../lib/rate-limiter';
import { ok } from '../lib/reply';
import { auditOrigin } from '../services/audit/audit-trail';
import { submitApplication } from '../services/applications/submit-application';
import { answerApplication, trackApplication } from '../services/applications/track-application';

const docs = { tags: ['charity-applications'] };
const multipartDocs = { ...docs, consumes: ['multipart/form-data'] };
const FORM = { fileFields: DOCUMENT_KINDS, listFields: [], tooLarge: messages.documentTooLarge } as const;

/**
 * A charity applies to join Athar, and follows its application with the mailed token (issue 37).
 * Multipart in its own scope; every request counts against the sender's address first
 * (limitRules.applicationIp), before its body is read.
 */
export const charityApplicationRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, {
    limits: {
      fileSize: DOCUMENT_MAX_BYTES,
      files: DOCUMENT_KINDS.length,
      fields: 16,
      fieldSize: 2_000,
      parts: 20,
    },
  });

  app.route({
    ...endpointRoute(submitApplicationEndpoint, multipartDocs),
    handler: async (request) => {
      await app.rateLimiter.reserve(
        [{ rule: limitRules.applicationIp, subject: request.ip }],
        messages.limited,
      );
      const { fields, files } = await readMultipartFiles(request, applicationFields, FORM);
      const token = await submitApplication(app, fields, files, auditOrigin(request));
      request.log.info('charity application submitted');
      return ok([{ token }], messages.submitted);
    },
  });

  app.route({
    ...endpointRoute(trackApplicationEndpoint, docs),
    handler: async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return ok([await trackApplication(app, request.query.token, request.ip)]);
    },
  });

  app.route({
    ...endpointRoute(answerApplicationEndpoint, multipartDocs),
    handler: async (request) => {
      await app.rateLimiter.reserve(
        [{ rule: limitRules.applicationIp, subject: request.ip }],
        messages.limited,
      );
      const { fields, files } = await readMultipartFiles(request, applicationFields, FORM);
      const answered = await answerApplication(app, request.query.token, fields, files, auditOrigin(request));
      return ok([answered], messages.answered);
    },
  });
};
